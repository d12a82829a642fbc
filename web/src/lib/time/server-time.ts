/**
 * The server's time, as the `Date` of its answers tells it (PRODUCT "time"). The site judges every
 * expiry by it (the access token, code countdowns, later the bonus and jump timers), so a phone
 * whose clock is wrong and the mock server's session clock, which QA moves, behave the same.
 *
 * `Date` has whole seconds, so an answer is read as the middle of its second, at the middle of
 * the round trip; an offset that moves by less than a second and a half is noise and kept.
 */
let offsetMs = 0;

const NOISE_MS = 1500;

/**
 * How far `serverNow()` may be off either way: the offset kept through the noise, the half second
 * the `Date` header's whole seconds leave, and up to half a second of an uneven round trip. A step
 * the server judges on its own clock (a showing falling due) is asked for this much after it is
 * due, or the server may still be before it and refuse.
 */
export const SERVER_NOW_MAX_ERROR_MS = NOISE_MS + 1000;

/** Learns the offset from one answer: its `Date` header, and when the request left and the answer came. */
export function noteServerDate(dateHeader: string | null, sentAt: number, receivedAt: number): void {
  if (!dateHeader) return;
  const served = Date.parse(dateHeader);
  if (Number.isNaN(served)) return;
  const observed = served + 500 - (sentAt + receivedAt) / 2;
  if (Math.abs(observed - offsetMs) > NOISE_MS) offsetMs = observed;
}

/** Now, on the server's clock (ms since the epoch). */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** How far the server's clock is ahead of this device's (negative: behind). */
export function serverOffsetMs(): number {
  return offsetMs;
}

/** For tests: back to trusting the device. */
export function resetServerTime(): void {
  offsetMs = 0;
}
