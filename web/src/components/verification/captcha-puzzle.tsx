import { ActionIcon, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCaptchaPuzzle, type PuzzleSource } from './use-captcha-puzzle';
import { MIN_HANDLE_WIDTH, sliderGeometry, useSliderControl } from './use-slider-control';
import classes from './slider-captcha.module.css';

/** While loading, the picture's place is kept at the contract's example size (300 × 160). */
const PLACEHOLDER_RATIO = 160 / 300;

/**
 * The slider captcha's content: the picture with the piece, the track with its handle (a
 * `role="slider"` named by the instruction) and the status line. Mounted on each opening of the
 * dialog, so every opening starts with a new puzzle.
 */
export function CaptchaPuzzle(source: PuzzleSource) {
  const { t } = useTranslation();
  const state = useCaptchaPuzzle(source);
  const { phase, puzzle, x, refresh } = state;
  const { ref: frameRef, width: frameWidth } = useElementSize<HTMLDivElement>();
  const geometry = sliderGeometry(state, frameWidth);
  const { displayWidth, scale, maxX, handleWidth, handlePerX } = geometry;
  const { movable, handlers } = useSliderControl(state, geometry);
  const { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onKeyDown } = handlers;

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
