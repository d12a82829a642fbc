import { describe, expect, it } from 'vitest';
import { noEvents } from '../events/events.ts';
import { houseAccount, playerAccount, post } from './ledger.ts';
import { balanceRecords, playerEntries, type RecordFilter } from './records.ts';
import { emptyWalletState, type TransactionKind } from './state.ts';
import { moveMoney, openWallets } from './wallets.ts';

const DAY = 86_400_000;
const T0 = Date.parse('2026-11-20T00:30:00Z'); // 09:30 on the 20th in Tokyo
const tokyoDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(at);
const all: RecordFilter = { pageNo: 1, pageSize: 20 };

/** Player 1 with JPY and USD wallets and a history over four days. */
function history() {
  const state = { wallet: emptyWalletState(), events: noEvents() };
  openWallets(state, '1', 'JPY');
  openWallets(state, '1', 'USD');
  openWallets(state, '2', 'JPY');
  const move = (amount: number, kind: TransactionKind, at: number, extra: { walletType?: 'COMMON' | 'PROMOTION'; currency?: string; ref?: string } = {}) => {
    const counterpart = kind === 'deposit' ? 'deposits' : kind.startsWith('withdrawal') ? 'withdrawals-held' : kind === 'opening' ? 'opening-balances' : 'adjustments';
    const moved = moveMoney(state, { accountId: '1', walletType: extra.walletType ?? 'COMMON', currency: extra.currency ?? 'JPY', amount, counterpart, kind, at, ...(extra.ref ? { ref: extra.ref } : {}) });
    if (!moved.ok) throw new Error(moved.reason);
  };
  move(125_000, 'opening', T0);
  move(10_000, 'deposit', T0 + DAY, { ref: 'D1' });
  move(-3_000, 'withdrawal-hold', T0 + DAY, { ref: 'W1' });
  move(-2_000, 'withdrawal-hold', T0 + 2 * DAY, { ref: 'W2' });
  move(2_000, 'withdrawal-release', T0 + 2 * DAY, { ref: 'W2' });
  move(50.25, 'adjustment', T0 + 3 * DAY, { currency: 'USD' });
  // W1 is paid out: money leaves the house's held account, not the player's wallet.
  post(state, { kind: 'withdrawal-payout', currency: 'JPY', at: T0 + 3 * DAY, ref: 'W1', postings: [{ account: houseAccount('withdrawals-held'), amount: -3_000 }, { account: houseAccount('payouts'), amount: 3_000 }] });
  // A transfer of ¥100,000 between the player's own wallets (minor units): one transaction, two records.
  post(state, { kind: 'transfer', currency: 'JPY', at: T0 + 3 * DAY, ref: 'T1', postings: [{ account: playerAccount('1', 'COMMON'), amount: -10_000_000 }, { account: playerAccount('1', 'PROMOTION'), amount: 10_000_000 }] });
  // Another player's money is not in player 1's records.
  moveMoney(state, { accountId: '2', walletType: 'COMMON', currency: 'JPY', amount: 1, counterpart: 'adjustments', kind: 'adjustment', at: T0 });
  return state;
}

describe('balance records', () => {
  it('are the player’s postings, newest first, signed, with the balance after each and the ref', () => {
    const page = balanceRecords(history(), '1', all, tokyoDay);
    expect(page.total).toBe(8);
    expect(page.records.map((r) => [r.kind, r.walletType, r.currency, r.amount, r.balanceAfter, r.ref])).toEqual([
      ['transfer', 'PROMOTION', 'JPY', 100_000, 100_000, 'T1'],
      ['transfer', 'COMMON', 'JPY', -100_000, 32_000, 'T1'],
      ['adjustment', 'COMMON', 'USD', 50.25, 50.25, null],
      ['withdrawal', 'COMMON', 'JPY', 2_000, 132_000, 'W2'],
      ['withdrawal', 'COMMON', 'JPY', -2_000, 130_000, 'W2'],
      ['withdrawal', 'COMMON', 'JPY', -3_000, 132_000, 'W1'],
      ['deposit', 'COMMON', 'JPY', 10_000, 135_000, 'D1'],
      ['adjustment', 'COMMON', 'JPY', 125_000, 125_000, null],
    ]);
    expect(page.records[0]).toMatchObject({ id: 'tx-8:PROMOTION', time: new Date(T0 + 3 * DAY).toISOString() });
  });

  it('say where a withdrawal stands: paid out, returned, or still held', () => {
    const state = history();
    const withdrawals = balanceRecords(state, '1', { ...all, kind: 'withdrawal' }, tokyoDay).records;
    expect(withdrawals.map((r) => [r.ref, r.amount, r.withdrawalStatus])).toEqual([
      ['W2', 2_000, 'RETURNED'],
      ['W2', -2_000, 'RETURNED'],
      ['W1', -3_000, 'PAID'],
    ]);
    moveMoney(state, { accountId: '1', walletType: 'COMMON', currency: 'JPY', amount: -1_000, counterpart: 'withdrawals-held', kind: 'withdrawal-hold', at: T0 + 4 * DAY, ref: 'W3' });
    expect(balanceRecords(state, '1', { ...all, kind: 'withdrawal', pageSize: 1 }, tokyoDay).records[0]).toMatchObject({ ref: 'W3', withdrawalStatus: 'PENDING' });
    expect(balanceRecords(state, '1', { ...all, kind: 'deposit' }, tokyoDay).records[0]!.withdrawalStatus).toBeNull();
  });

  it('filter by kind, wallet, currency and by day in the player’s time zone, inclusive', () => {
    const state = history();
    const ids = (filter: Partial<RecordFilter>) => balanceRecords(state, '1', { ...all, ...filter }, tokyoDay).records.map((r) => r.id);
    expect(ids({ kind: 'deposit' })).toEqual(['tx-2:COMMON']);
    expect(ids({ walletType: 'PROMOTION' })).toEqual(['tx-8:PROMOTION']);
    expect(ids({ currency: 'USD' })).toEqual(['tx-6:COMMON']);
    expect(ids({ from: '2026-11-21', to: '2026-11-21' })).toEqual(['tx-3:COMMON', 'tx-2:COMMON']);
    expect(ids({ from: '2026-11-23' })).toHaveLength(3);
    expect(ids({ to: '2026-11-20' })).toEqual(['tx-1:COMMON']);
    // 00:30 UTC is still the 19th in New York: the day is the player's, not the server's.
    const newYork = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at);
    expect(balanceRecords(state, '1', { ...all, from: '2026-11-19', to: '2026-11-19' }, newYork).records.map((r) => r.id)).toEqual(['tx-1:COMMON']);
    expect(ids({ kind: 'bet' })).toEqual([]);
  });

  it('page: the total counts every record kept, a page past the end is empty', () => {
    const state = history();
    const page = (pageNo: number) => balanceRecords(state, '1', { pageNo, pageSize: 3 }, tokyoDay);
    expect(page(1)).toMatchObject({ pageNo: 1, pageSize: 3, total: 8 });
    const pages = [page(1), page(2), page(3)].map((p) => p.records.map((r) => r.id));
    expect(pages.map((p) => p.length)).toEqual([3, 3, 2]);
    expect(new Set(pages.flat()).size).toBe(8);
    expect(page(4)).toMatchObject({ total: 8, records: [] });
  });

  it('put a transaction stamped earlier than the ones before it in its place by time, with running balances that add up', () => {
    const state = history();
    // A deposit found paid on day 3 that fell due on day 1 (use-cases/settle-due.ts) is appended last.
    moveMoney(state, { accountId: '1', walletType: 'COMMON', currency: 'JPY', amount: 700, counterpart: 'deposits', kind: 'deposit', at: T0 + DAY + 1, ref: 'D2' });
    const jpy = balanceRecords(state, '1', { ...all, currency: 'JPY', walletType: 'COMMON' }, tokyoDay).records;
    expect(jpy.map((r) => [r.ref, r.amount, r.balanceAfter])).toEqual([
      ['T1', -100_000, 32_700],
      ['W2', 2_000, 132_700],
      ['W2', -2_000, 130_700],
      ['D2', 700, 132_700],
      ['W1', -3_000, 132_000],
      ['D1', 10_000, 135_000],
      [null, 125_000, 125_000],
    ]);
    const times = jpy.map((r) => Date.parse(r.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('running balances end at each wallet’s balance', () => {
    const entries = playerEntries(history(), '1');
    const last = (walletType: string, currency: string) => entries.filter((e) => e.walletType === walletType && e.transaction.currency === currency).at(-1)?.balanceAfter;
    expect([last('COMMON', 'JPY'), last('PROMOTION', 'JPY'), last('COMMON', 'USD')]).toEqual([3_200_000, 10_000_000, 5_025]);
  });
});
