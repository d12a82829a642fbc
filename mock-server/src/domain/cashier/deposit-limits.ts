import type { DepositLimit, LimitPeriod } from '../responsible-gaming/self-control.ts';

/**
 * The windows a deposit limit counts in: the calendar day, the week from Monday and the calendar
 * month, in Japan time (UTC+9, no daylight saving), which is how a player here reads "today",
 * "this week" and "this month". Pending and paid deposits count; failed, rejected and expired
 * ones do not.
 */

const HOUR_MS = 3_600_000;
const JAPAN_OFFSET_MS = 9 * HOUR_MS;
const DAY_MS = 24 * HOUR_MS;

interface LimitWindow {
  start: number;
  end: number;
}

export function limitWindow(period: LimitPeriod, now: number): LimitWindow {
  // Japan's wall clock as if it were UTC, so the UTC getters read Japanese dates.
  const local = new Date(now + JAPAN_OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  let start: number;
  let end: number;
  if (period === 'DAILY') {
    start = midnight;
    end = midnight + DAY_MS;
  } else if (period === 'WEEKLY') {
    const sinceMonday = (local.getUTCDay() + 6) % 7;
    start = midnight - sinceMonday * DAY_MS;
    end = start + 7 * DAY_MS;
  } else {
    start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
    end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1);
  }
  return { start: start - JAPAN_OFFSET_MS, end: end - JAPAN_OFFSET_MS };
}

/** A deposit as the limits see it. */
interface CountedDeposit {
  amount: number;
  createdAt: number;
  counts: boolean;
}

export interface LimitStatus {
  period: LimitPeriod;
  limit: number;
  used: number;
  remaining: number;
  resetsAt: number;
}

/** Each limit the player set, with what its window holds now. */
export function limitStatuses(limits: readonly DepositLimit[], deposits: readonly CountedDeposit[], now: number): LimitStatus[] {
  return limits.map((limit) => {
    const window = limitWindow(limit.period, now);
    const used = deposits.filter((d) => d.counts && d.createdAt >= window.start && d.createdAt < window.end).reduce((sum, d) => sum + d.amount, 0);
    return { period: limit.period, limit: limit.amount, used, remaining: Math.max(0, limit.amount - used), resetsAt: window.end };
  });
}

/** The limit a deposit of `amount` would break (the one with the least room left), if any. */
export function brokenLimit(statuses: readonly LimitStatus[], amount: number): LimitStatus | undefined {
  return statuses.filter((s) => amount > s.remaining).sort((a, b) => a.remaining - b.remaining)[0];
}
