import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenFirstScreenSettled, type FirstScreenSources } from './first-screen';

/** A router and query cache stand-in the test moves by hand. */
function page() {
  const state = { routed: false, fetching: 0 };
  const listeners = new Set<() => void>();
  const sources: FirstScreenSources = {
    routed: () => state.routed,
    fetching: () => state.fetching,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  const set = (next: Partial<typeof state>) => {
    Object.assign(state, next);
    for (const listener of [...listeners]) listener();
  };
  return { sources, set, listeners };
}

/** Lets queued tasks (nextTask's message) and microtasks run. */
const tasksRun = () => new Promise<void>((resolve) => setTimeout(resolve, 20));

describe('whenFirstScreenSettled', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the page to be routed and for the queries it started to answer', async () => {
    const { sources, set, listeners } = page();
    const settled = vi.fn();
    void whenFirstScreenSettled(sources, { capMs: 60_000 }).then(settled);

    set({ routed: true }); // routed, but the first render has not mounted its queries yet
    await tasksRun();
    expect(settled).not.toHaveBeenCalled();

    set({ fetching: 3 });
    set({ fetching: 1 });
    await tasksRun();
    expect(settled).not.toHaveBeenCalled();

    set({ fetching: 0 });
    await tasksRun();
    expect(settled).toHaveBeenCalledOnce();
    expect(listeners.size).toBe(0);
  });

  it('does not settle while the answers are in but the page is still being routed', async () => {
    const { sources, set } = page();
    const settled = vi.fn();
    void whenFirstScreenSettled(sources, { capMs: 60_000 }).then(settled);
    set({ fetching: 1 });
    set({ fetching: 0 });
    await tasksRun();
    expect(settled).not.toHaveBeenCalled();
    set({ routed: true });
    await tasksRun();
    expect(settled).toHaveBeenCalledOnce();
  });

  it('keeps waiting when an answer starts the next queries in the same task (a restored session)', async () => {
    const { sources, set } = page();
    const settled = vi.fn();
    void whenFirstScreenSettled(sources, { capMs: 60_000 }).then(settled);
    set({ routed: true, fetching: 1 });
    set({ fetching: 0 });
    set({ fetching: 2 }); // before the task after the answer
    await tasksRun();
    expect(settled).not.toHaveBeenCalled();
    set({ fetching: 0 });
    await tasksRun();
    expect(settled).toHaveBeenCalledOnce();
  });

  it("starts at the player's first touch, whatever is still loading", async () => {
    const { sources } = page();
    const target = new EventTarget() as unknown as Window;
    const settled = vi.fn();
    void whenFirstScreenSettled(sources, { capMs: 60_000, target }).then(settled);
    target.dispatchEvent(new Event('pointerdown'));
    await tasksRun();
    expect(settled).toHaveBeenCalledOnce();
  });

  it('starts after the cap when the page never settles', async () => {
    vi.useFakeTimers();
    const { sources, set } = page();
    const settled = vi.fn();
    void whenFirstScreenSettled(sources, { capMs: 6000 }).then(settled);
    set({ routed: true, fetching: 1 }); // an answer that never comes
    await vi.advanceTimersByTimeAsync(5999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledOnce();
  });
});
