/**
 * Calls a scenario holds (a `delayMs`, a `timeout` fault) keep a connection and a timer each; a
 * scenario armed with `times: 0` would let any number pile up. They are capped per session and
 * over the server, and none is held longer than MAX_HOLD_MS.
 */
export const MAX_HOLD_MS = 120_000;
export const MAX_HELD_PER_SESSION = 32;
export const MAX_HELD_TOTAL = 256;

export interface Holds {
  /** A release to call when the hold ends, or undefined when a cap is reached. */
  take(sessionName: string): (() => void) | undefined;
  readonly total: number;
}

export function createHolds(perSession = MAX_HELD_PER_SESSION, overall = MAX_HELD_TOTAL): Holds {
  const bySession = new Map<string, number>();
  let total = 0;
  return {
    take(sessionName) {
      const held = bySession.get(sessionName) ?? 0;
      if (held >= perSession || total >= overall) return undefined;
      bySession.set(sessionName, held + 1);
      total++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total--;
        const left = (bySession.get(sessionName) ?? 1) - 1;
        if (left > 0) bySession.set(sessionName, left);
        else bySession.delete(sessionName);
      };
    },
    get total() {
      return total;
    },
  };
}
