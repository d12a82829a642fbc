/**
 * Time left until a moment, on the server's clock (the caller passes `serverNow()`): a bonus's
 * expiry in days and hours, a code's 30 minutes as a countdown.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The locale key and values of "time left" at the coarsest unit that says it: days and hours, hours and minutes, minutes and seconds. */
export function timeLeft(until: number, now: number): { key: 'days' | 'hours' | 'minutes'; values: { d: number; h: number; m: number; s: number } } {
  const left = Math.max(0, until - now);
  const values = { d: Math.floor(left / DAY), h: Math.floor((left % DAY) / HOUR), m: Math.floor((left % HOUR) / MINUTE), s: Math.floor((left % MINUTE) / SECOND) };
  return { key: values.d > 0 ? 'days' : values.h > 0 ? 'hours' : 'minutes', values };
}

/** `mm:ss` left (`h:mm:ss` from an hour), never below 00:00. */
export function countdown(until: number, now: number): string {
  const left = Math.max(0, Math.ceil((until - now) / SECOND));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(left / 3600);
  const rest = `${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}
