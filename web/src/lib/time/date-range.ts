import { dateTimeFormat } from '../format/intl-formats';

/**
 * A record page's date range: ISO dates in the player's own time zone (the server reads `from`
 * and `to` there too), and the presets SPEC's records screens offer (today, 7 days, 30 days).
 * Shared by every records page (the wallet's records and the bets).
 */

export type RangePreset = 'today' | 'week' | 'month' | 'all';
export const RANGE_PRESETS: readonly RangePreset[] = ['today', 'week', 'month', 'all'];

export interface DateRange {
  from?: string;
  to?: string;
}

const DAY_MS = 86_400_000;

/** The date (YYYY-MM-DD) of an instant in a time zone; an unknown zone reads as Japan's. */
export function isoDateIn(at: number, timeZone: string | undefined): string {
  try {
    return dateTimeFormat('en-CA', { timeZone: timeZone ?? 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return dateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  }
}

/**
 * "YYYY-MM-DD HH:mm" (with `:ss` when asked) of an instant in a time zone: the same digits in every
 * language, which every spreadsheet reads as a date and time (the statement's CSV and PDF).
 */
export function isoDateTimeIn(at: number, timeZone: string, { seconds = false } = {}): string {
  const format = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', ...(seconds && { second: '2-digit' }), hourCycle: 'h23' });
  const part = Object.fromEntries(format.formatToParts(at).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}${seconds ? `:${part.second}` : ''}`;
}

/** An ISO date moved by whole days (calendar arithmetic in UTC, so no daylight-saving hour slips in). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today, the last 7 days or the last 30 days, each including today; `all` has no bounds. */
export function presetRange(preset: RangePreset, now: number, timeZone: string | undefined): DateRange {
  const today = isoDateIn(now, timeZone);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'week':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return { from: addDays(today, -29), to: today };
    case 'all':
      return {};
  }
}
