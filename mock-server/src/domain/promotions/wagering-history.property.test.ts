import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysOf } from '../wallet/balance-history.ts';
import { wageringDone } from './bonuses.ts';
import type { Bonus } from './state.ts';
import { MAX_WAGERING_DAYS, wageringHistory } from './wagering-history.ts';

/**
 * A bonus's wagering per day equals a recomputation from its raw steps, for random steps across
 * days and a month's end in Japan time, whether the bonus is open, closed or past its expiry: the
 * days run without a gap from the grant's day to the last, each day's `done` is the sum of every
 * step up to that day's end (filtered and summed, another way than the domain's fold), and the
 * last day's `done` is the bonus's wagering done.
 */

const DAY = 86_400_000;
const GRANTED = Date.parse('2026-11-27T15:00:00Z') - 3 * DAY;
const localDay = (at: number) => new Date(at + 9 * 3_600_000).toISOString().slice(0, 10);

const scenario = fc.record({
  steps: fc.array(fc.record({ offset: fc.integer({ min: 0, max: 20 * DAY }), taken: fc.integer({ min: 1, max: 50_000 }) }), { maxLength: 80 }),
  nowOffset: fc.integer({ min: 0, max: 40 * DAY }),
  lifeDays: fc.integer({ min: 1, max: 30 }),
  closedOffset: fc.option(fc.integer({ min: 0, max: 30 * DAY })),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function bonusOf(s: Scenario): Bonus {
  const steps = s.steps.map((step, i) => ({ at: GRANTED + step.offset, betId: `B-${i}`, taken: step.taken })).sort((a, b) => a.at - b.at);
  return {
    bonusId: 'BN-000001',
    accountId: 'a',
    source: 'PROMOTION',
    sourceRef: null,
    promotionId: null,
    title: { 'ja-JP': 'ボーナス', 'en-US': 'Bonus', 'zh-CN': '奖金' },
    currency: 'JPY',
    amount: 1_000,
    balance: 1_000,
    wageringMultiple: 5,
    wagering: steps,
    maxStake: null,
    grantedAt: GRANTED,
    expiresAt: GRANTED + s.lifeDays * DAY,
    status: s.closedOffset === null ? 'ACTIVE' : 'RELEASED',
    closedAt: s.closedOffset === null ? null : GRANTED + s.closedOffset,
    closedAmount: 0,
    freeBetId: null,
    expiringTold: false,
    touched: true,
  };
}

describe('a bonus wagering history', () => {
  it('equals a recomputation from its steps, day by day, and ends at its wagering done', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const bonus = bonusOf(s);
        const now = GRANTED + s.nowOffset;
        const days = wageringHistory(bonus, now, localDay);
        const ends = [Math.min(now, bonus.closedAt ?? now, bonus.expiresAt), ...bonus.wagering.map((step) => step.at)];
        const last = localDay(Math.max(GRANTED, ...ends));
        const expected = daysOf(localDay(GRANTED), last).slice(-MAX_WAGERING_DAYS);
        expect(days.map((day) => day.date)).toEqual(expected);
        for (const day of days) {
          const thatDay = bonus.wagering.filter((step) => localDay(step.at) === day.date);
          expect(day.wagered).toBe(thatDay.reduce((sum, step) => sum + step.taken, 0));
          expect(day.bets).toBe(thatDay.length);
          expect(day.done).toBe(bonus.wagering.filter((step) => localDay(step.at) <= day.date).reduce((sum, step) => sum + step.taken, 0));
        }
        expect(days.at(-1)!.done).toBe(wageringDone(bonus));
      }),
    );
  });
});
