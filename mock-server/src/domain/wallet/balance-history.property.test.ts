import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceHistory, daysOf } from './balance-history.ts';
import type { LedgerAccount, LedgerTransaction } from './state.ts';

/**
 * The balance history equals a recomputation from the raw ledger entries, for random ledgers of
 * two players in two currencies, in any order, across a month's end in Japan time: each day's
 * closing is the sum of every posting to the wallet up to that day's end, its net the sum of that
 * day's postings. The recomputation filters and sums per day, another way than the domain's fold.
 */

const START = Date.parse('2026-11-27T15:00:00Z') - 6 * 86_400_000;
const localDay = (at: number) => new Date(at + 9 * 3_600_000).toISOString().slice(0, 10);
const WALLET: LedgerAccount = 'player:a:COMMON';
const OTHERS: LedgerAccount[] = ['player:b:COMMON', 'player:a:PROMOTION'];

const entry = fc.record({
  account: fc.constantFrom<LedgerAccount>(WALLET, WALLET, ...OTHERS),
  amount: fc.integer({ min: -500_000, max: 500_000 }),
  currency: fc.constantFrom('JPY', 'JPY', 'JPY', 'USD'),
  offset: fc.integer({ min: 0, max: 12 * 86_400_000 }),
});

const ledger = fc.array(entry, { maxLength: 150 }).map((entries) =>
  entries.map(
    (raw, i): LedgerTransaction => ({
      id: `tx-${i + 1}`,
      kind: 'adjustment',
      currency: raw.currency,
      at: START + raw.offset,
      postings: [
        { account: raw.account, amount: raw.amount },
        { account: 'house:adjustments', amount: -raw.amount },
      ],
    }),
  ),
);

const window = fc
  .tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }))
  .map(([a, b]) => ({ from: localDay(START + Math.min(a, b) * 86_400_000), to: localDay(START + Math.max(a, b) * 86_400_000) }));

const postingsTo = (transactions: readonly LedgerTransaction[], keep: (day: string) => boolean) =>
  transactions
    .filter((t) => t.currency === 'JPY' && keep(localDay(t.at)))
    .flatMap((t) => t.postings)
    .filter((p) => p.account === WALLET);
const sum = (postings: { amount: number }[]) => postings.reduce((total, p) => total + p.amount, 0) / 100;

describe('balanceHistory', () => {
  it('equals a recomputation from the raw ledger entries', () => {
    fc.assert(
      fc.property(ledger, window, (transactions, days) => {
        const history = balanceHistory(transactions, WALLET, 'JPY', days, localDay);
        expect(history.days.map((day) => day.date)).toEqual(daysOf(days.from, days.to));
        expect(history.opening).toBeCloseTo(sum(postingsTo(transactions, (day) => day < days.from)), 6);
        for (const day of history.days) {
          expect(day.closing).toBeCloseTo(sum(postingsTo(transactions, (d) => d <= day.date)), 6);
          expect(day.net).toBeCloseTo(sum(postingsTo(transactions, (d) => d === day.date)), 6);
          expect(day.movements).toBe(postingsTo(transactions, (d) => d === day.date).length);
          expect(day.closing).toBeCloseTo(day.opening + day.net, 6);
        }
        expect(history.closing).toBeCloseTo(history.days.at(-1)!.closing, 6);
      }),
    );
  });

  it('does not depend on the order of the entries', () => {
    fc.assert(
      fc.property(ledger, window, (transactions, days) => {
        expect(balanceHistory([...transactions].reverse(), WALLET, 'JPY', days, localDay)).toEqual(balanceHistory(transactions, WALLET, 'JPY', days, localDay));
      }),
    );
  });
});
