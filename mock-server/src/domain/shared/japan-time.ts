/**
 * Days and weeks as a player in Japan reads them (UTC+9, no daylight saving): competitions are
 * scheduled by them (a daily race from midnight to midnight, a weekly cup from Monday, a draw at
 * 21:00), on the session clock.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
const JAPAN_OFFSET_MS = 9 * HOUR_MS;

/** The instant of midnight in Japan that starts the day `at` falls in. */
export function japanMidnight(at: number): number {
  return Math.floor((at + JAPAN_OFFSET_MS) / DAY_MS) * DAY_MS - JAPAN_OFFSET_MS;
}

/** The Monday midnight in Japan that starts the week `at` falls in. */
export function japanWeekStart(at: number): number {
  const midnight = japanMidnight(at);
  const sinceMonday = (new Date(midnight + JAPAN_OFFSET_MS).getUTCDay() + 6) % 7;
  return midnight - sinceMonday * DAY_MS;
}

/** "20261124": the Japanese date of `at`, for ids. */
export function japanDateKey(at: number): string {
  return new Date(at + JAPAN_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}
