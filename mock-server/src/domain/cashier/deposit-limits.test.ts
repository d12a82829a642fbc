import { describe, expect, it } from 'vitest';
import { brokenLimit, limitStatuses, limitWindow } from './deposit-limits.ts';

// 2026-11-25 is a Wednesday. 23:30 UTC on the 24th is already 08:30 on the 25th in Japan.
const WED_0830_JST = Date.parse('2026-11-24T23:30:00Z');

describe('deposit limit windows (Japan time)', () => {
  it('the day runs midnight to midnight in Japan, not UTC', () => {
    expect(limitWindow('DAILY', WED_0830_JST)).toEqual({ start: Date.parse('2026-11-24T15:00:00Z'), end: Date.parse('2026-11-25T15:00:00Z') });
  });

  it('the week runs from Monday 00:00', () => {
    expect(limitWindow('WEEKLY', WED_0830_JST)).toEqual({ start: Date.parse('2026-11-22T15:00:00Z'), end: Date.parse('2026-11-29T15:00:00Z') });
    // Sunday night in Japan is still the same week; Monday 00:00 starts the next.
    const sunday = Date.parse('2026-11-29T14:59:59Z');
    expect(limitWindow('WEEKLY', sunday).start).toBe(Date.parse('2026-11-22T15:00:00Z'));
    expect(limitWindow('WEEKLY', sunday + 1_000).start).toBe(Date.parse('2026-11-29T15:00:00Z'));
  });

  it('the month runs from the 1st, across the year end', () => {
    expect(limitWindow('MONTHLY', WED_0830_JST)).toEqual({ start: Date.parse('2026-10-31T15:00:00Z'), end: Date.parse('2026-11-30T15:00:00Z') });
    expect(limitWindow('MONTHLY', Date.parse('2026-12-31T16:00:00Z'))).toEqual({ start: Date.parse('2026-12-31T15:00:00Z'), end: Date.parse('2027-01-31T15:00:00Z') });
  });
});

describe('limit statuses', () => {
  const limits = [
    { period: 'DAILY' as const, amount: 10_000 },
    { period: 'MONTHLY' as const, amount: 50_000 },
  ];
  const yesterday = WED_0830_JST - 86_400_000;

  it('count pending and paid deposits of the window only', () => {
    const statuses = limitStatuses(
      limits,
      [
        { amount: 3_000, createdAt: WED_0830_JST - 60_000, counts: true },
        { amount: 9_000, createdAt: WED_0830_JST - 120_000, counts: false },
        { amount: 20_000, createdAt: yesterday, counts: true },
      ],
      WED_0830_JST,
    );
    expect(statuses).toEqual([
      { period: 'DAILY', limit: 10_000, used: 3_000, remaining: 7_000, resetsAt: Date.parse('2026-11-25T15:00:00Z') },
      { period: 'MONTHLY', limit: 50_000, used: 23_000, remaining: 27_000, resetsAt: Date.parse('2026-11-30T15:00:00Z') },
    ]);
  });

  it('a deposit breaks the limit with the least room left; up to the remainder is fine', () => {
    const statuses = limitStatuses(limits, [{ amount: 45_000, createdAt: yesterday, counts: true }], WED_0830_JST);
    expect(brokenLimit(statuses, 5_000)).toBeUndefined();
    expect(brokenLimit(statuses, 5_001)).toMatchObject({ period: 'MONTHLY', remaining: 5_000 });
    expect(brokenLimit(statuses, 10_001)).toMatchObject({ period: 'MONTHLY' });
    expect(brokenLimit(limitStatuses(limits, [], WED_0830_JST), 10_001)).toMatchObject({ period: 'DAILY', remaining: 10_000 });
  });
});
