/**
 * A session's clock: real time shifted by an offset that QA moves with /__mock/clock.
 * Every expiry in the domain reads it, never Date.now() directly, so time-based rules can be
 * scripted without waiting.
 */
export interface Clock {
  offsetMs: number;
}

export function createClock(): Clock {
  return { offsetMs: 0 };
}

export function now(clock: Clock): number {
  return Date.now() + clock.offsetMs;
}

export function advance(clock: Clock, ms: number): number {
  clock.offsetMs += ms;
  return now(clock);
}

/** Sets the clock to `at` and answers `at` (a second read of the wall clock may be a tick later). */
export function setNow(clock: Clock, at: number): number {
  clock.offsetMs = at - Date.now();
  return at;
}
