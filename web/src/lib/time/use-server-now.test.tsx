import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useServerNow } from './use-server-now';

function Clock({ name, everyMs }: { name: string; everyMs?: number }) {
  const now = useServerNow(everyMs);
  return <p data-testid={name}>{new Date(now).toISOString()}</p>;
}

const shown = (name: string) => screen.getByTestId(name).textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useServerNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every reader of a period from one timer, in step', () => {
    const setInterval = vi.spyOn(window, 'setInterval');
    render(
      <>
        {Array.from({ length: 12 }, (_, index) => (
          <Clock key={index} name={`jackpot-${index}`} />
        ))}
        <Clock name="slow" everyMs={30_000} />
      </>,
    );
    // One timer for the twelve one-second readers, one for the thirty-second one.
    expect(setInterval).toHaveBeenCalledTimes(2);
    expect(shown('jackpot-0')).toBe('2026-11-29T10:00:00.000Z');
    tick(1000);
    for (let index = 0; index < 12; index += 1) expect(shown(`jackpot-${index}`)).toBe('2026-11-29T10:00:01.000Z');
    expect(shown('slow')).toBe('2026-11-29T10:00:00.000Z');
    tick(29_000);
    expect(shown('slow')).toBe('2026-11-29T10:00:30.000Z');
    setInterval.mockRestore();
  });

  it('stops its timer when the last reader goes, and a later reader starts from now', () => {
    const clearInterval = vi.spyOn(window, 'clearInterval');
    const first = render(<Clock name="first" />);
    tick(1000);
    first.unmount();
    expect(clearInterval).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    vi.setSystemTime(new Date('2026-11-29T11:00:00Z'));
    render(<Clock name="later" />);
    expect(shown('later')).toBe('2026-11-29T11:00:00.000Z');
    clearInterval.mockRestore();
  });
});
