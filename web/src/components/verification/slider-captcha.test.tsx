import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SliderPuzzle } from '#generated/phoenix/verification.ts';
import { createWrapper } from '../../testing/render';
import { SliderCaptcha, type SliderCaptchaProps } from './slider-captcha';

const wrapper = createWrapper({ language: 'ja-JP' });

const INSTRUCTION = 'スライダーを動かしてパズルを完成させてください';

let served = 0;
const puzzle = (): SliderPuzzle => {
  served += 1;
  return {
    captchaId: `cap-${served}`,
    shadeImage: 'c2hhZGU=',
    cutoutImage: 'cGllY2U=',
    y: 40,
    width: 300,
    height: 160,
    pieceWidth: 50,
    pieceHeight: 50,
    expiresInSeconds: 120,
  };
};

const decode = (answer: string) => JSON.parse(atob(answer)) as { x: number; y: number };
/** The position last sent to the server, decoded. */
const lastAnswer = (verify: SliderCaptchaProps['verify']) => decode(vi.mocked(verify).mock.lastCall![1]);
/** Lets resolved promises (load, verify) land, then runs timers due within `ms`. */
const wait = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const slider = () => screen.getByRole('slider', { name: INSTRUCTION });
const status = () => screen.getByRole('status');

function setup(overrides: Partial<SliderCaptchaProps> = {}) {
  const props = {
    opened: true,
    onClose: vi.fn(),
    load: vi.fn(async () => puzzle()),
    verify: vi.fn<SliderCaptchaProps['verify']>(async () => ({ validateResult: 1 })),
    onSuccess: vi.fn(),
    ...overrides,
  };
  render(<SliderCaptcha {...props} />, { wrapper });
  return props;
}

function dragBy(distance: number) {
  const handle = slider();
  fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: 20 });
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 20 + distance / 2 });
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 20 + distance });
  fireEvent.pointerUp(handle, { pointerId: 1, clientX: 20 + distance });
}

describe('SliderCaptcha', () => {
  beforeEach(() => {
    served = 0;
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a loading state, then the picture, the piece and a slider named by the instruction', async () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'セキュリティ認証' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('パズルを読み込んでいます…');
    await wait();
    expect(screen.getByRole('img', { name: 'パズル画像' })).toHaveAttribute('src', 'data:image/png;base64,c2hhZGU=');
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    expect(slider()).toHaveAttribute('aria-valuemax', '250');
    expect(status()).toHaveTextContent(INSTRUCTION);
  });

  it('a drag to the hole verifies, shows success, and calls back 0.5 s later', async () => {
    const props = setup();
    await wait();
    dragBy(120);
    await wait();
    expect(props.verify).toHaveBeenCalledOnce();
    const [captchaId, answer] = vi.mocked(props.verify).mock.calls[0]!;
    expect(captchaId).toBe('cap-1');
    // At full size the piece moves with the handle pixel for pixel; y is the puzzle's own.
    expect(decode(answer)).toEqual({ x: 120, y: 40 });
    expect(status()).toHaveTextContent('認証に成功しました');
    await wait(499);
    expect(props.onSuccess).not.toHaveBeenCalled();
    await wait(1);
    expect(props.onSuccess).toHaveBeenCalledWith({ captchaId: 'cap-1', captcha: answer });
  });

  it('moves the piece while dragging (state ing)', async () => {
    setup();
    await wait();
    const handle = slider();
    fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: 20 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 95 });
    expect(handle).toHaveAttribute('aria-valuenow', '75');
    expect(handle).toHaveAttribute('data-phase', 'ing');
    // Past the end it stops at the last position.
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 900 });
    expect(handle).toHaveAttribute('aria-valuenow', '250');
  });

  it('a wrong answer says so, then resets the slider on a new puzzle', async () => {
    const props = setup({ verify: vi.fn(async () => ({ validateResult: 0 })) });
    await wait();
    dragBy(80);
    await wait();
    expect(status()).toHaveTextContent('認証に失敗しました。もう一度お試しください');
    expect(props.load).toHaveBeenCalledOnce();
    await wait(1000);
    expect(props.load).toHaveBeenCalledTimes(2);
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    expect(status()).toHaveTextContent(INSTRUCTION);
    dragBy(60);
    await wait();
    expect(props.verify).toHaveBeenLastCalledWith('cap-2', expect.any(String));
    expect(props.onSuccess).not.toHaveBeenCalled();
  });

  it('a verify that fails to answer counts as a wrong answer', async () => {
    const props = setup({ verify: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await wait();
    dragBy(80);
    await wait();
    expect(status()).toHaveTextContent('認証に失敗しました');
    await wait(1000);
    expect(props.load).toHaveBeenCalledTimes(2);
  });

  it('works from the keyboard: arrows move, Enter submits', async () => {
    const props = setup();
    await wait();
    const handle = slider();
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle).toHaveAttribute('aria-valuenow', '11');
    fireEvent.keyDown(handle, { key: 'End' });
    expect(handle).toHaveAttribute('aria-valuenow', '250');
    fireEvent.keyDown(handle, { key: 'Home' });
    fireEvent.keyDown(handle, { key: 'PageUp' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    await wait();
    expect(lastAnswer(props.verify)).toEqual({ x: 10, y: 40 });
  });

  it('a tap without a move is not an answer', async () => {
    const props = setup();
    await wait();
    dragBy(0);
    await wait();
    expect(props.verify).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent(INSTRUCTION);
  });

  it('expires after expiresInSeconds, then offers a new puzzle', async () => {
    const props = setup();
    await wait();
    await wait(119_000);
    expect(status()).toHaveTextContent(INSTRUCTION);
    await wait(1000);
    expect(status()).toHaveTextContent('有効期限が切れました。新しいパズルを表示してください');
    expect(slider()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    fireEvent.click(screen.getAllByRole('button', { name: '別のパズルを表示' })[0]!);
    await wait();
    expect(props.load).toHaveBeenCalledTimes(2);
    expect(status()).toHaveTextContent(INSTRUCTION);
  });

  it('the refresh button loads another puzzle at any time', async () => {
    const props = setup();
    await wait();
    fireEvent.click(screen.getByRole('button', { name: '別のパズルを表示' }));
    expect(status()).toHaveTextContent('パズルを読み込んでいます…');
    await wait();
    expect(props.load).toHaveBeenCalledTimes(2);
    dragBy(30);
    await wait();
    expect(props.verify).toHaveBeenCalledWith('cap-2', expect.any(String));
  });

  it('says when the puzzle cannot be loaded, and retries', async () => {
    const load = vi.fn<() => Promise<SliderPuzzle>>().mockRejectedValueOnce(new Error('503')).mockImplementation(async () => puzzle());
    setup({ load });
    await wait();
    expect(status()).toHaveTextContent('パズルを読み込めませんでした');
    fireEvent.click(screen.getByRole('button', { name: '再試行' }));
    await wait();
    expect(screen.getByRole('img', { name: 'パズル画像' })).toBeInTheDocument();
  });

  it('scales the answer back to picture pixels when the picture is drawn narrower', async () => {
    // The dialog leaves 150 px for a 300 px picture: everything is drawn at half size.
    // The test setup defines a writable, non-configurable stub: assign over it and put it back.
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      private readonly callback: ResizeObserverCallback;
      constructor(callback: ResizeObserverCallback) {
        this.callback = callback;
      }
      observe(target: Element) {
        const entry = { target, contentRect: { width: 150, height: 80 }, borderBoxSize: [{ inlineSize: 150, blockSize: 80 }] };
        this.callback([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    };
    try {
      const props = setup();
      await wait(20);
      expect(screen.getByRole('img', { name: 'パズル画像' })).toHaveAttribute('width', '150');
      // The handle (40 px, a fingertip) travels 110 px for the piece's 250 picture pixels.
      dragBy(55);
      await wait();
      expect(lastAnswer(props.verify)).toEqual({ x: 125, y: 40 });
    } finally {
      window.ResizeObserver = original;
    }
  });

  it('loads nothing while closed and drops a late answer after closing', async () => {
    let resolve: (value: { validateResult: number }) => void = () => {};
    const verify = vi.fn(() => new Promise<{ validateResult: number }>((r) => (resolve = r)));
    const props = { opened: true, onClose: vi.fn(), load: vi.fn(async () => puzzle()), verify, onSuccess: vi.fn() };
    const view = render(<SliderCaptcha {...props} />, { wrapper });
    await wait();
    dragBy(50);
    view.rerender(<SliderCaptcha {...props} opened={false} />);
    resolve({ validateResult: 1 });
    await wait(1000);
    expect(props.onSuccess).not.toHaveBeenCalled();
    expect(props.load).toHaveBeenCalledOnce();
  });
});
