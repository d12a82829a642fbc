import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noPoints, type PointsEntry } from '../points/state.ts';
import { RECORD_KIND } from './records.ts';
import { emptyWalletState, type LedgerTransaction, type TransactionKind, type WalletType } from './state.ts';
import { monthlyStatement } from './statement.ts';

/**
 * The monthly statement equals a recomputation from the raw ledger and points entries, for random
 * histories of two players across a month's end in Japan time, and its totals add up: each
 * wallet's closing balance is its opening plus the month's movements, each line's balance after
 * is the running sum of every earlier entry, the points likewise. The recomputation filters and
 * sums the raw entries directly rather than walking them once as the domain does.
 */

const KINDS: TransactionKind[] = ['deposit', 'withdrawal-hold', 'withdrawal-release', 'withdrawal-payout', 'bet', 'win', 'bonus', 'prize', 'adjustment'];
/** 2026-11-01 00:00 in Japan; histories run from a few days before to a few days after the month. */
const MONTH_START = Date.parse('2026-10-31T15:00:00Z');
const localDay = (at: number) => new Date(at + 9 * 3_600_000).toISOString().slice(0, 10);
const DAY = 86_400_000;

const rawMove = fc.record({
  accountId: fc.constantFrom('a', 'b'),
  walletType: fc.constantFrom<WalletType>('COMMON', 'PROMOTION'),
  currency: fc.constantFrom('JPY', 'USDT'),
  kind: fc.constantFrom(...KINDS),
  amount: fc.integer({ min: -50_000, max: 50_000 }).filter((amount) => amount !== 0),
  at: fc.integer({ min: MONTH_START - 5 * DAY, max: MONTH_START + 35 * DAY }),
});
const rawPoints = fc.record({
  accountId: fc.constantFrom('a', 'b'),
  kind: fc.constantFrom<PointsEntry['kind']>('play', 'deposit', 'exchange', 'expire', 'adjust'),
  points: fc.integer({ min: -500, max: 500 }).filter((points) => points !== 0),
  at: fc.integer({ min: MONTH_START - 5 * DAY, max: MONTH_START + 35 * DAY }),
});

type Move = (typeof rawMove extends fc.Arbitrary<infer T> ? T : never);
type PointsMove = (typeof rawPoints extends fc.Arbitrary<infer T> ? T : never);

function stateOf(moves: Move[], pointsMoves: PointsMove[]) {
  const wallet = emptyWalletState();
  wallet.transactions = moves.map(
    (move, i): LedgerTransaction => ({
      id: `T-${i}`,
      kind: move.kind,
      currency: move.currency,
      at: move.at,
      postings: [
        { account: `player:${move.accountId}:${move.walletType}` as const, amount: move.amount },
        { account: 'house:games', amount: -move.amount },
      ],
    }),
  );
  const points = noPoints();
  points.entries = pointsMoves.map((move, i) => ({ id: `P-${i}`, ...move, expiresAt: null, from: [], ref: null, key: null, request: null }));
  return { wallet, points };
}

describe('monthlyStatement', () => {
  it('equals a recomputation from the raw entries, and its totals add up', () => {
    fc.assert(
      fc.property(fc.array(rawMove, { maxLength: 80 }), fc.array(rawPoints, { maxLength: 40 }), fc.constantFrom('2026-10', '2026-11', '2026-12'), (moves, pointsMoves, month) => {
        const state = stateOf(moves, pointsMoves);
        const found = monthlyStatement(state, 'a', month, localDay);
        const inMonth = (at: number) => localDay(at).slice(0, 7) === month;
        const before = (at: number) => localDay(at).slice(0, 7) < month;
        const ordered = moves.map((move, i) => ({ ...move, i })).sort((x, y) => x.at - y.at || x.i - y.i);
        const own = ordered.filter((move) => move.accountId === 'a');

        // Every movement of the month, in time order, with its kind and the wallet's balance after it.
        expect(found.money.map((line) => line.id)).toEqual(own.filter((move) => inMonth(move.at)).map((move) => `T-${move.i}:${move.walletType}`));
        for (const line of found.money) {
          const move = own.find((candidate) => `T-${candidate.i}:${candidate.walletType}` === line.id)!;
          expect(line.kind).toBe(RECORD_KIND[move.kind]);
          expect(line.amount).toBe(move.amount);
          const upTo = own.slice(0, own.indexOf(move) + 1).filter((other) => other.walletType === move.walletType && other.currency === move.currency);
          expect(line.balanceAfter).toBe(upTo.reduce((sum, other) => sum + other.amount, 0));
        }

        // Each wallet: opening + the month's credits and debits = closing, and both equal sums of the raw entries.
        for (const wallet of found.wallets) {
          const same = own.filter((move) => move.walletType === wallet.walletType && move.currency === wallet.currency);
          const sum = (list: typeof same) => list.reduce((total, move) => total + move.amount, 0);
          expect(wallet.opening).toBe(sum(same.filter((move) => before(move.at))));
          expect(wallet.closing).toBe(sum(same.filter((move) => before(move.at) || inMonth(move.at))));
          const movements = wallet.byKind.reduce((total, kind) => total + kind.credits + kind.debits, 0);
          expect(wallet.opening + movements).toBe(wallet.closing);
          for (const byKind of wallet.byKind) {
            const ofKind = same.filter((move) => inMonth(move.at) && RECORD_KIND[move.kind] === byKind.kind);
            expect(byKind.credits).toBe(sum(ofKind.filter((move) => move.amount > 0)));
            expect(byKind.debits).toBe(sum(ofKind.filter((move) => move.amount < 0)));
          }
        }
        // No wallet with entries up to the month's end is left out.
        const walletsSeen = new Set(own.filter((move) => !(localDay(move.at).slice(0, 7) > month)).map((move) => `${move.walletType}/${move.currency}`));
        expect(new Set(found.wallets.map((wallet) => `${wallet.walletType}/${wallet.currency}`))).toEqual(walletsSeen);

        // Points: the month's entries, the running balance, and opening + credits + debits = closing.
        const ownPoints = pointsMoves.filter((move) => move.accountId === 'a');
        const pointsSum = (keep: (at: number) => boolean) => ownPoints.filter((move) => keep(move.at)).reduce((total, move) => total + move.points, 0);
        expect(found.pointsTotals.opening).toBe(pointsSum(before));
        expect(found.pointsTotals.credits).toBe(ownPoints.filter((move) => inMonth(move.at) && move.points > 0).reduce((total, move) => total + move.points, 0));
        expect(found.pointsTotals.opening + found.pointsTotals.credits + found.pointsTotals.debits).toBe(found.pointsTotals.closing);
        expect(found.points.map((line) => line.points).sort()).toEqual(ownPoints.filter((move) => inMonth(move.at)).map((move) => move.points).sort());
        const last = found.points.at(-1);
        if (last) expect(last.balanceAfter).toBe(found.pointsTotals.closing);
      }),
    );
  });
});
