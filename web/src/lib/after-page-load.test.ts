import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdleAfterLoad } from './after-page-load';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdleAfterLoad', () => {
  it('runs the task at the first idle moment once the page has loaded, not before', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    const task = vi.fn();
    whenIdleAfterLoad(task);
    // jsdom's page has loaded: the task waits for the idle moment only.
    expect(task).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(task).toHaveBeenCalledOnce();
  });

  it('stands in with a short timer where there is no requestIdleCallback (Safari), and cancels', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const kept = vi.fn();
    const cancelled = vi.fn();
    whenIdleAfterLoad(kept);
    whenIdleAfterLoad(cancelled)();
    vi.advanceTimersByTime(1_000);
    expect(kept).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
