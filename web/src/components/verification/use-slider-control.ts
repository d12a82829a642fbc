/**
 * Moving the piece (SPEC §4 "ing"): drag the handle (mouse, touch or pen; the pointer is
 * captured) or use the arrow keys and Enter. Where the piece is drawn smaller than the picture,
 * x is scaled back to picture pixels; at full size the handle moves with the piece pixel for pixel.
 */
import type { KeyboardEvent, PointerEvent } from 'react';
import type { CaptchaPuzzleState } from './use-captcha-puzzle';

/** The handle never gets narrower than a fingertip, even when the piece is drawn small. */
export const MIN_HANDLE_WIDTH = 40;

/** Sizes on screen: the picture at most at its own width, narrower when the dialog is. */
export function sliderGeometry(state: Pick<CaptchaPuzzleState, 'puzzle'>, frameWidth: number) {
  const { puzzle } = state;
  const pictureWidth = puzzle?.width ?? 300;
  const displayWidth = frameWidth > 0 ? Math.min(frameWidth, pictureWidth) : pictureWidth;
  const scale = displayWidth / pictureWidth;
  const maxX = puzzle ? Math.max(puzzle.width - puzzle.pieceWidth, 1) : 1;
  const handleWidth = Math.max((puzzle?.pieceWidth ?? 0) * scale, MIN_HANDLE_WIDTH);
  /** Display pixels the handle moves per picture pixel of the piece (1 when drawn at full size). */
  const handlePerX = Math.max(displayWidth - handleWidth, 1) / maxX;
  return { displayWidth, scale, maxX, handleWidth, handlePerX };
}

type SliderGeometry = ReturnType<typeof sliderGeometry>;

/** The handle's pointer and key handlers. */
export function useSliderControl(state: CaptchaPuzzleState, { maxX, handlePerX }: SliderGeometry) {
  const { phase, setPhase, x, setX, drag, submit } = state;
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

  return { movable, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onKeyDown } };
}
