/**
 * The slider captcha's states (SPEC §4: init, ing, success, fail, expired, plus loading, error and
 * verifying): loads a puzzle, expires it when the server forgets it, checks an answer, calls back
 * 0.5 s after a right one and loads the next puzzle after a wrong one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SliderPuzzle } from '#generated/phoenix/verification.ts';
import { textToBase64 } from '../../lib/crypto/base64';

/** SPEC §4/§9: a solved puzzle calls back 0.5 s after the success state shows. */
const SUCCESS_CALLBACK_MS = 500;
/** How long "verification failed" stays before the next puzzle replaces the picture. */
const FAIL_PAUSE_MS = 1000;

type CaptchaPhase = 'loading' | 'error' | 'init' | 'ing' | 'verifying' | 'success' | 'fail' | 'expired';

export interface PuzzleSource {
  /** A new puzzle; images are base64 PNG without the data: prefix. */
  load: () => Promise<SliderPuzzle>;
  /** `answer` is base64 of the JSON {"x":…,"y":…} in picture pixels; validateResult 0 means wrong. */
  verify: (captchaId: string, answer: string) => Promise<{ validateResult: number }>;
  /** Called 0.5 s after a right answer, with what the send-code call needs. */
  onSuccess: (result: { captchaId: string; captcha: string }) => void;
}

/** A drag in progress: which pointer, and where it started. */
interface Drag {
  pointerId: number;
  startClientX: number;
  startX: number;
}

export function useCaptchaPuzzle({ load, verify, onSuccess }: PuzzleSource) {
  const [phase, setPhase] = useState<CaptchaPhase>('loading');
  const [puzzle, setPuzzle] = useState<SliderPuzzle | null>(null);
  /** Where the piece is, in picture pixels. */
  const [x, setX] = useState(0);

  // Each load or answer gets a generation; a result from an older one (or after closing) is dropped.
  const generation = useRef(0);
  const timers = useRef<Set<ReturnType<typeof setTimeout>>>(new Set());
  const drag = useRef<Drag | null>(null);
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

  /** Checks the piece at `answerX` (picture pixels). */
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

  return { phase, setPhase, puzzle, x, setX, drag, refresh, submit };
}

export type CaptchaPuzzleState = ReturnType<typeof useCaptchaPuzzle>;
