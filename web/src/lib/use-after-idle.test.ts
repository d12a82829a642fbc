import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterIdle } from './use-after-idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAfterIdle', () => {
  it('turns true once the page is idle after it was asked, never before it was asked', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { result, rerender } = renderHook(({ ready }) => useAfterIdle(ready), { initialProps: { ready: false } });
    expect(result.current).toBe(false);
    expect(idle).toHaveLength(0);
    rerender({ ready: true });
    expect(result.current).toBe(false);
    act(() => idle[0]!());
    expect(result.current).toBe(true);
  });

  it('falls back to a short timer where the browser has no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useAfterIdle(true));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  });
});
