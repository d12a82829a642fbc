import { describe, expect, it } from 'vitest';
import { balanceOf, houseAccount, netOf, playerAccount, post, transactionByKey } from './ledger.ts';
import { emptyWalletState } from './state.ts';

const T0 = Date.parse('2026-11-22T10:00:00Z');
const wallet = playerAccount('1', 'COMMON');
const house = houseAccount('adjustments');
const ledger = () => ({ wallet: emptyWalletState() });
const move = (amount: number, extra: { idempotencyKey?: string; request?: string } = {}) => ({
  kind: 'adjustment' as const,
  currency: 'JPY',
  at: T0,
  postings: [
    { account: wallet, amount },
    { account: house, amount: -amount },
  ],
  ...extra,
});

describe('the ledger', () => {
  it('records balanced transactions; a balance is the sum of its postings, per currency', () => {
    const state = ledger();
    expect(post(state, move(10_000)).ok).toBe(true);
    expect(post(state, move(-2_500)).ok).toBe(true);
    expect(post(state, { ...move(700), currency: 'USD' }).ok).toBe(true);
    expect(balanceOf(state, wallet, 'JPY')).toBe(7_500);
    expect(balanceOf(state, house, 'JPY')).toBe(-7_500);
    expect(balanceOf(state, wallet, 'USD')).toBe(700);
    expect(netOf(state, 'JPY')).toBe(0);
    expect(state.wallet.transactions.map((t) => t.id)).toEqual(['tx-1', 'tx-2', 'tx-3']);
  });

  it('refuses a transaction that makes or loses money, or is not in whole minor units', () => {
    const state = ledger();
    const unbalanced = { ...move(100), postings: [{ account: wallet, amount: 100 }, { account: house, amount: -99 }] };
    expect(post(state, unbalanced)).toEqual({ ok: false, reason: 'unbalanced' });
    expect(post(state, { ...move(100), postings: [{ account: wallet, amount: 0 }, { account: house, amount: 0 }] })).toEqual({ ok: false, reason: 'not-minor-units' });
    expect(post(state, move(0.5))).toEqual({ ok: false, reason: 'not-minor-units' });
    expect(state.wallet.transactions).toEqual([]);
  });

  it('never takes a player wallet below zero; a house account may go negative', () => {
    const state = ledger();
    expect(post(state, move(-1))).toEqual({ ok: false, reason: 'insufficient-funds' });
    expect(post(state, move(500)).ok).toBe(true);
    expect(post(state, move(-501))).toEqual({ ok: false, reason: 'insufficient-funds' });
    expect(post(state, move(-500)).ok).toBe(true);
    expect(balanceOf(state, wallet, 'JPY')).toBe(0);
  });

  it('counts a key once: the same request again is the first transaction, another request under it a conflict', () => {
    const state = ledger();
    const first = post(state, move(300, { idempotencyKey: 'k1', request: 'a' }));
    const again = post(state, move(300, { idempotencyKey: 'k1', request: 'a' }));
    expect(first.ok && again.ok && again.replayed && again.transaction).toBe(first.ok && first.transaction);
    expect(post(state, move(999, { idempotencyKey: 'k1', request: 'b' }))).toEqual({ ok: false, reason: 'idempotency-conflict' });
    expect(balanceOf(state, wallet, 'JPY')).toBe(300);
    expect(transactionByKey(state, 'k1')?.id).toBe('tx-1');
    expect(transactionByKey(state, '__proto__')).toBeUndefined();
  });

  it('leaves a refused key unused, so the retry after the cause is fixed goes through', () => {
    const state = ledger();
    expect(post(state, move(-100, { idempotencyKey: 'k2', request: 'a' }))).toEqual({ ok: false, reason: 'insufficient-funds' });
    post(state, move(100));
    expect(post(state, move(-100, { idempotencyKey: 'k2', request: 'a' }))).toMatchObject({ ok: true, replayed: false });
  });

  it('keeps what a transaction belongs to (its ref)', () => {
    const state = ledger();
    const posted = post(state, { ...move(100), ref: 'W202611220001' });
    expect(posted.ok && posted.transaction.ref).toBe('W202611220001');
  });

  it('reads a balance as of a transaction', () => {
    const state = ledger();
    const first = post(state, move(100));
    post(state, move(50));
    expect(first.ok && balanceOf(state, wallet, 'JPY', first.transaction)).toBe(100);
  });
});
