import { useCallback, useSyncExternalStore } from 'react';
import { serverNow } from './server-time';

/**
 * One clock per period, shared by every component that reads it: a home row of jackpots ticks in
 * one timer and one render, not one of each per tile. It runs while something reads it.
 */
interface Clock {
  now: number;
  readonly listeners: Set<() => void>;
  timer: number | undefined;
}

const clocks = new Map<number, Clock>();

function clockOf(everyMs: number): Clock {
  let clock = clocks.get(everyMs);
  if (!clock) {
    clock = { now: serverNow(), listeners: new Set(), timer: undefined };
    clocks.set(everyMs, clock);
  }
  return clock;
}

function subscribe(everyMs: number, listener: () => void): () => void {
  const clock = clockOf(everyMs);
  if (clock.timer === undefined) {
    clock.timer = window.setInterval(() => {
      clock.now = serverNow();
      for (const notify of clock.listeners) notify();
    }, everyMs);
  }
  clock.listeners.add(listener);
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size === 0) {
      window.clearInterval(clock.timer);
      clock.timer = undefined;
    }
  };
}

function snapshot(everyMs: number): number {
  const clock = clockOf(everyMs);
  // A clock nobody has read for a while starts from now, not from its last tick.
  if (clock.timer === undefined) {
    const now = serverNow();
    if (now - clock.now >= everyMs) clock.now = now;
  }
  return clock.now;
}

/** The server's time now (PRODUCT.md: the site judges time by it), read again every `everyMs`: a jackpot ticks, a bonus or a code counts down. */
export function useServerNow(everyMs = 1000): number {
  const subscribeToClock = useCallback((listener: () => void) => subscribe(everyMs, listener), [everyMs]);
  return useSyncExternalStore(subscribeToClock, () => snapshot(everyMs));
}
