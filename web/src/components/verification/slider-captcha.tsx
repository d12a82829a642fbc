import { ActionIcon, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SliderPuzzle } from '../../../../generated/phoenix/phoenix';
import { DialogShell } from '../dialog-shell';
import { textToBase64 } from '../../lib/crypto/base64';
import { nestedDialogProps } from '../nested-dialog';
import classes from './slider-captcha.module.css';

/** SPEC §9: the slider dialog is 340 wide. */
export const SLIDER_DIALOG_WIDTH = 340;
/** SPEC §4/§9: a solved puzzle calls back 0.5 s after the success state shows. */
export const SUCCESS_CALLBACK_MS = 500;
/** How long "verification failed" stays before the next puzzle replaces the picture. */
export const FAIL_PAUSE_MS = 1000;
/** The handle never gets narrower than a fingertip, even when the piece is drawn small. */
const MIN_HANDLE_WIDTH = 40;
/** While loading, the picture's place is kept at the contract's example size (300 × 160). */
const PLACEHOLDER_RATIO = 160 / 300;

/** SPEC §4 states plus the loading ones: init, ing (dragging), success, fail, expired. */
export type CaptchaPhase = 'loading' | 'error' | 'init' | 'ing' | 'verifying' | 'success' | 'fail' | 'expired';

export interface SliderCaptchaProps {
  opened: boolean;
  onClose: () => void;
  /** A new puzzle; images are base64 PNG without the data: prefix. */
  load: () => Promise<SliderPuzzle>;
  /** `answer` is base64 of the JSON {"x":…,"y":…} in picture pixels; validateResult 0 means wrong. */
  verify: (captchaId: string, answer: string) => Promise<{ validateResult: number }>;
  /** Called 0.5 s after a right answer, with what the send-code call needs. The parent closes the dialog. */
  onSuccess: (result: { captchaId: string; captcha: string }) => void;
}

/**
 * The slider captcha dialog (SPEC §2, §4, §8). The handle is a `role="slider"` named by the
 * instruction: drag it (mouse, touch or pen; the pointer is captured) or move it with the arrow
 * keys and press Enter. Where the piece is drawn smaller than the picture, x is scaled back to
 * picture pixels; at full size the handle moves with the piece pixel for pixel.
 */
export function SliderCaptcha({ opened, onClose, load, verify, onSuccess }: SliderCaptchaProps) {
  const { t } = useTranslation();
  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={t('captcha.title')}
      size={SLIDER_DIALOG_WIDTH}
      {...nestedDialogProps(onClose)}
    >
      <CaptchaPuzzle load={load} verify={verify} onSuccess={onSuccess} />
    </DialogShell>
  );
}

type PuzzleProps = Pick<SliderCaptchaProps, 'load' | 'verify' | 'onSuccess'>;

/** The dialog's content; mounted on each opening, so every opening starts with a new puzzle. */
function CaptchaPuzzle({ load, verify, onSuccess }: PuzzleProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<CaptchaPhase>('loading');
  const [puzzle, setPuzzle] = useState<SliderPuzzle | null>(null);
  /** Where the piece is, in picture pixels. */
  const [x, setX] = useState(0);
  const { ref: frameRef, width: frameWidth } = useElementSize<HTMLDivElement>();

  // Each load or answer gets a generation; a result from an older one (or after closing) is dropped.
  const generation = useRef(0);
  const timers = useRef<Set<ReturnType<typeof setTimeout>>>(new Set());
  const drag = useRef<{ pointerId: number; startClientX: number; startX: number } | null>(null);
  // The latest props without restarting anything when a parent passes new arrow functions.
  const latest = useRef({ load, verify, onSuccess });
  useEffect(() => {
    latest.current = { load, verify, onSuccess };
  });

  const later = useCallback((run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.clear();
  }, []);

  /** Asks for a puzzle; the caller has already shown the loading state. */
  const fetchPuzzle = useCallback(() => {
    const current = ++generation.current;
    clearTimers();
    drag.current = null;
    // Through a promise, so a load that throws at once lands in the error state too.
    Promise.resolve().then(() => latest.current.load()).then(
      (next) => {
        if (current !== generation.current) return;
        setPuzzle(next);
        setX(0);
        setPhase('init');
        // The server forgets a puzzle after expiresInSeconds; say so before the player tries it.
        later(() => {
          if (current !== generation.current) return;
          drag.current = null;
          setPhase((now) => (now === 'init' || now === 'ing' ? 'expired' : now));
        }, next.expiresInSeconds * 1000);
      },
      () => {
        if (current === generation.current) setPhase('error');
      },
    );
  }, [clearTimers, later]);

  const refresh = () => {
    setPhase('loading');
    setX(0);
    fetchPuzzle();
  };

  useEffect(() => {
    fetchPuzzle();
    return () => {
      generation.current += 1;
      clearTimers();
    };
  }, [fetchPuzzle, clearTimers]);

  /** Shows "failed", then the next puzzle (SPEC §4: fail resets and loads a new puzzle). */
  const failed = (current: number) => {
    setPhase('fail');
    later(() => {
      if (current !== generation.current) return;
      setPhase('loading');
      setX(0);
      fetchPuzzle();
    }, FAIL_PAUSE_MS);
  };

  const submit = (answerX: number) => {
    if (!puzzle) return;
    const current = ++generation.current;
    clearTimers();
    const captchaId = puzzle.captchaId;
    const answer = textToBase64(JSON.stringify({ x: Math.round(answerX), y: puzzle.y }));
    setPhase('verifying');
    Promise.resolve().then(() => latest.current.verify(captchaId, answer)).then(
      ({ validateResult }) => {
        if (current !== generation.current) return;
        if (validateResult !== 0) {
          setPhase('success');
          later(() => latest.current.onSuccess({ captchaId, captcha: answer }), SUCCESS_CALLBACK_MS);
        } else {
          failed(current);
        }
      },
      // A verify that did not answer (network, an expired id) is a failed try too: next puzzle.
      () => {
        if (current === generation.current) failed(current);
      },
    );
  };

  // Geometry: the picture is drawn at most at its own width, narrower when the dialog is.
  const pictureWidth = puzzle?.width ?? 300;
  const displayWidth = frameWidth > 0 ? Math.min(frameWidth, pictureWidth) : pictureWidth;
  const scale = displayWidth / pictureWidth;
  const maxX = puzzle ? Math.max(puzzle.width - puzzle.pieceWidth, 1) : 1;
  const handleWidth = Math.max((puzzle?.pieceWidth ?? 0) * scale, MIN_HANDLE_WIDTH);
  /** Display pixels the handle moves per picture pixel of the piece (1 when drawn at full size). */
  const handlePerX = Math.max(displayWidth - handleWidth, 1) / maxX;
  const clampX = (value: number) => Math.min(Math.max(value, 0), maxX);

  const movable = phase === 'init' || phase === 'ing';

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!movable || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    // Capture keeps the moves coming when the finger or mouse leaves the thin track.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, startClientX: event.clientX, startX: x };
    setPhase('ing');
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setX(clampX(current.startX + (event.clientX - current.startClientX) / handlePerX));
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const finalX = clampX(current.startX + (event.clientX - current.startClientX) / handlePerX);
    setX(finalX);
    // A tap without a move is not an answer.
    if (finalX === 0) setPhase('init');
    else submit(finalX);
  };

  const onPointerCancel = () => {
    drag.current = null;
    setX(0);
    setPhase((now) => (now === 'ing' ? 'init' : now));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!movable) return;
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, number> = {
      ArrowRight: x + step,
      ArrowUp: x + step,
      ArrowLeft: x - step,
      ArrowDown: x - step,
      PageUp: x + 10,
      PageDown: x - 10,
      Home: 0,
      End: maxX,
    };
    if (event.key in moves) {
      event.preventDefault();
      setX(clampX(moves[event.key]!));
      setPhase('ing');
    } else if (event.key === 'Enter') {
      event.preventDefault();
      submit(x);
    }
  };

  const status = {
    loading: t('captcha.loading'),
    error: t('captcha.loadError'),
    init: t('captcha.instruction'),
    ing: t('captcha.instruction'),
    verifying: t('captcha.verifying'),
    success: t('user.sliderCaptcha.verifySuccess'),
    fail: t('user.sliderCaptcha.verifyFail'),
    expired: t('captcha.expired'),
  }[phase];

  const busy = phase === 'loading' || phase === 'verifying' || phase === 'success';

  return (
    <Stack gap="sm">
      <div ref={frameRef} className={classes.frame}>
        {puzzle && phase !== 'loading' && phase !== 'error' ? (
          <div
            className={classes.picture}
            style={{ width: displayWidth, height: puzzle.height * scale }}
            data-phase={phase}
          >
            <img
              className={classes.shade}
              src={`data:image/png;base64,${puzzle.shadeImage}`}
              alt={t('captcha.picture')}
              width={displayWidth}
              height={puzzle.height * scale}
              draggable={false}
            />
            <img
              className={classes.piece}
              src={`data:image/png;base64,${puzzle.cutoutImage}`}
              alt=""
              draggable={false}
              style={{
                left: x * scale,
                top: puzzle.y * scale,
                width: puzzle.pieceWidth * scale,
                height: puzzle.pieceHeight * scale,
              }}
            />
            {phase === 'success' || phase === 'fail' ? (
              <div className={classes.verdict} data-verdict={phase} aria-hidden>
                {status}
              </div>
            ) : null}
            {phase === 'expired' ? (
              <div className={classes.expired}>
                <Button size="xs" onClick={refresh}>
                  {t('captcha.refresh')}
                </Button>
              </div>
            ) : null}
          </div>
        ) : phase === 'error' ? (
          <Stack className={classes.placeholder} align="center" justify="center" gap="xs" style={{ height: displayWidth * PLACEHOLDER_RATIO }}>
            <Button size="xs" variant="light" onClick={refresh}>
              {t('captcha.retry')}
            </Button>
          </Stack>
        ) : (
          <Skeleton height={displayWidth * PLACEHOLDER_RATIO} width={displayWidth} aria-hidden />
        )}
        <ActionIcon
          className={classes.refresh}
          variant="filled"
          color="dark"
          size="md"
          radius="xl"
          onClick={refresh}
          disabled={busy}
          aria-label={t('captcha.refresh')}
        >
          <RefreshIcon />
        </ActionIcon>
      </div>

      <div className={classes.track} style={{ width: displayWidth, height: Math.max(handleWidth, MIN_HANDLE_WIDTH) }}>
        <div className={classes.trail} style={{ width: x * handlePerX + handleWidth }} data-phase={phase} />
        {phase === 'init' ? (
          <span className={classes.trackText} aria-hidden>
            {t('captcha.instruction')}
          </span>
        ) : null}
        <div
          role="slider"
          tabIndex={puzzle ? 0 : -1}
          aria-label={t('captcha.instruction')}
          aria-valuemin={0}
          aria-valuemax={Math.round(maxX)}
          aria-valuenow={Math.round(x)}
          aria-disabled={!movable || undefined}
          aria-orientation="horizontal"
          className={classes.handle}
          data-phase={phase}
          style={{ width: handleWidth, transform: `translateX(${x * handlePerX}px)` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onKeyDown={onKeyDown}
        >
          <ArrowIcon />
        </div>
      </div>

      <Text role="status" size="sm" ta="center" className={classes.status} data-phase={phase}>
        {status}
      </Text>
    </Stack>
  );
}

const RefreshIcon = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable={false}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </svg>
);

const ArrowIcon = () => (
  <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable={false}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);
