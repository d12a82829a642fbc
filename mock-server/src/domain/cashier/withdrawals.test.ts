import { describe, expect, it } from 'vitest';
import { noEvents } from '../events/events.ts';
import { balanceOf, netOf } from '../wallet/ledger.ts';
import { emptyWalletState } from '../wallet/state.ts';
import { moveMoney, openWallets, walletBalance } from '../wallet/wallets.ts';
import { japanDayStart } from './withdraw-limits.ts';
import { cancelWithdrawal, createWithdrawal, listWithdrawals, noWithdrawals, openWithdrawal, settleWithdrawal, withdrawnToday, type WithdrawalRequest } from './withdrawals.ts';

const T0 = Date.parse('2026-11-22T01:00:00Z'); // 10:00 in Japan
const BANK = { kind: 'BANK', bankName: 'みずほ銀行', branchName: '渋谷支店', accountType: 'ORDINARY', accountNumber: '1234567', accountHolder: 'ヤマダ タロウ' } as const;
const CRYPTO = { kind: 'CRYPTO', coin: 'USDT', network: 'TRON', address: 'TQ2n8yKq5wZ7a3C9dXbVwKc1mJfR4sH6tP' } as const;

function cashier(balance = 125_000) {
  const state = { wallet: emptyWalletState(), events: noEvents(), withdrawals: noWithdrawals() };
  openWallets(state, '7', 'JPY');
  moveMoney(state, { accountId: '7', walletType: 'COMMON', currency: 'JPY', amount: balance, counterpart: 'adjustments', kind: 'adjustment', at: T0 });
  state.events.outbox = [];
  return state;
}

let keys = 0;
const request = (extra: Partial<WithdrawalRequest> = {}): WithdrawalRequest => ({
  accountId: '7',
  currency: 'JPY',
  amount: 30_000,
  destination: BANK,
  idempotencyKey: `key-${++keys}`,
  identityApproved: false,
  ...extra,
});

const common = (state: ReturnType<typeof cashier>) => walletBalance(state, '7', 'COMMON', 'JPY');
const held = (state: ReturnType<typeof cashier>) => balanceOf(state, 'house:withdrawals-held', 'JPY') / 100;
const paidOut = (state: ReturnType<typeof cashier>) => balanceOf(state, 'house:payouts', 'JPY') / 100;

describe('withdrawals', () => {
  it('a new order holds its amount from COMMON; the fee comes off what arrives', () => {
    const state = cashier();
    const created = createWithdrawal(state, request(), T0);
    expect(created).toMatchObject({ ok: true, replayed: false, order: { orderId: 'W20261122000001', status: 'PENDING', amount: 30_000, fee: 500, channel: 'BANK' } });
    expect([common(state), held(state)]).toEqual([95_000, 30_000]);
    expect(state.wallet.transactions.at(-1)).toMatchObject({ kind: 'withdrawal-hold', ref: 'W20261122000001' });
    expect(state.events.outbox.map((e) => e.type)).toEqual(['wallet-changed', 'withdrawal-changed']);
    expect(openWithdrawal(state, '7')?.orderId).toBe('W20261122000001');
    expect(netOf(state, 'JPY')).toBe(0);
  });

  it('a crypto fee is a share of the amount, rounded down', () => {
    const state = cashier();
    const created = createWithdrawal(state, request({ amount: 12_345.67, destination: CRYPTO, identityApproved: true }), T0);
    expect(created.ok && created.order.fee).toBe(123.45);
  });

  it('the same key again answers the first order and holds nothing twice; the key for another withdrawal is a conflict', () => {
    const state = cashier();
    const first = request({ idempotencyKey: 'retry-1' });
    const a = createWithdrawal(state, first, T0);
    const b = createWithdrawal(state, first, T0 + 1_000);
    expect(b).toMatchObject({ ok: true, replayed: true });
    expect(a.ok && b.ok && b.order).toBe(a.ok && a.order);
    expect(common(state)).toBe(95_000);
    expect(createWithdrawal(state, { ...first, amount: 40_000 }, T0)).toEqual({ ok: false, reason: 'idempotency-conflict' });
  });

  it('cancel releases the hold once; a second cancel and a settle after it are refused', () => {
    const state = cashier();
    const created = createWithdrawal(state, request(), T0);
    if (!created.ok) throw new Error(created.reason);
    const { orderId } = created.order;
    expect(cancelWithdrawal(state, '7', orderId, T0 + 60_000)).toMatchObject({ ok: true, order: { status: 'CANCELLED', settledAt: T0 + 60_000 } });
    expect([common(state), held(state)]).toEqual([125_000, 0]);
    expect(cancelWithdrawal(state, '7', orderId, T0)).toEqual({ ok: false, reason: 'not-cancellable' });
    expect(settleWithdrawal(state, orderId, 'paid', T0)).toEqual({ ok: false, reason: 'not-pending' });
    expect([common(state), held(state), paidOut(state)]).toEqual([125_000, 0, 0]);
    expect(cancelWithdrawal(state, '8', orderId, T0)).toEqual({ ok: false, reason: 'no-such-order' });
    expect(state.wallet.transactions.at(-1)).toMatchObject({ kind: 'withdrawal-release', ref: orderId });
  });

  it('paid moves the held amount to payouts (the wallet stays down); failed and rejected give it back', () => {
    const state = cashier();
    const settle = (status: 'paid' | 'failed' | 'rejected') => {
      const created = createWithdrawal(state, request({ amount: 10_000 }), T0);
      if (!created.ok) throw new Error(created.reason);
      return settleWithdrawal(state, created.order.orderId, status, T0 + 1);
    };
    expect(settle('paid')).toMatchObject({ ok: true, order: { status: 'PAID' } });
    expect([common(state), held(state), paidOut(state)]).toEqual([115_000, 0, 10_000]);
    expect(state.wallet.transactions.at(-1)).toMatchObject({ kind: 'withdrawal-payout', postings: [{ account: 'house:withdrawals-held' }, { account: 'house:payouts' }] });
    expect(settle('failed')).toMatchObject({ ok: true, order: { status: 'FAILED' } });
    expect(settle('rejected')).toMatchObject({ ok: true, order: { status: 'REJECTED' } });
    expect([common(state), held(state), paidOut(state)]).toEqual([115_000, 0, 10_000]);
    expect(settleWithdrawal(state, 'W-nothing', 'paid', T0)).toEqual({ ok: false, reason: 'no-such-order' });
    expect(listWithdrawals(state, '7').map((o) => o.status)).toEqual(['REJECTED', 'FAILED', 'PAID']);
    expect(netOf(state, 'JPY')).toBe(0);
  });

  it('refuses what the limits, the balance, the identity rule or the destination forbid, holding nothing', () => {
    const state = cashier();
    const refused = (extra: Partial<WithdrawalRequest>) => {
      const result = createWithdrawal(state, request(extra), T0);
      return result.ok ? 'created' : result.reason;
    };
    expect(refused({ amount: 999 })).toBe('below-minimum');
    expect(refused({ amount: 1_000_001 })).toBe('above-maximum');
    expect(refused({ amount: 1_000.001 })).toBe('invalid-amount');
    expect(refused({ amount: 125_000.01 })).toBe('insufficient-funds');
    expect(refused({ currency: 'USD' })).toBe('not-withdrawable');
    expect(refused({ currency: 'BTC', destination: CRYPTO })).toBe('not-withdrawable');
    expect(refused({ destination: { ...BANK, accountHolder: '山田太郎' } })).toBe('holder-not-katakana');
    expect(refused({ destination: CRYPTO })).toBe('identity-required');
    expect(refused({ destination: { ...CRYPTO, address: '0x52908400098527886E0F7030069857D2E4169EE7' }, identityApproved: true })).toBe('address-invalid');
    expect(refused({ destination: { ...CRYPTO, coin: 'BTC' }, identityApproved: true })).toBe('address-invalid');
    expect(common(state)).toBe(125_000);
    expect(state.wallet.transactions).toHaveLength(1);
  });

  it('above ¥200,000 a bank withdrawal needs approved identity documents; one open order at a time', () => {
    const state = cashier(500_000);
    expect(createWithdrawal(state, request({ amount: 200_001 }), T0)).toMatchObject({ ok: false, reason: 'identity-required', limits: { identityRequiredAbove: 200_000 } });
    expect(createWithdrawal(state, request({ amount: 200_000 }), T0).ok).toBe(true);
    expect(createWithdrawal(state, request({ amount: 1_000 }), T0)).toEqual({ ok: false, reason: 'open-exists' });
  });

  it("counts today's withdrawals from midnight in Japan, cancelled ones not counted", () => {
    const state = cashier(10_000_000);
    const day = japanDayStart(T0);
    for (let i = 0; i < 5; i++) {
      const created = createWithdrawal(state, request({ amount: 1_000 }), T0 + i);
      if (!created.ok) throw new Error(created.reason);
      if (i === 4) cancelWithdrawal(state, '7', created.order.orderId, T0 + i);
      else settleWithdrawal(state, created.order.orderId, 'paid', T0 + i);
    }
    expect(withdrawnToday(state, '7', 'JPY', T0)).toEqual({ count: 4, amount: 4_000 });
    const fifth = createWithdrawal(state, request({ amount: 1_000 }), T0 + 10);
    if (!fifth.ok) throw new Error(fifth.reason);
    settleWithdrawal(state, fifth.order.orderId, 'failed', T0 + 10);
    expect(createWithdrawal(state, request({ amount: 1_000 }), T0 + 20)).toEqual({ ok: false, reason: 'daily-limit' });
    expect(createWithdrawal(state, request({ amount: 1_000 }), day + 86_400_000).ok).toBe(true);
  });

  it('never takes COMMON below zero, whatever the order of holds, releases and payouts', () => {
    const state = cashier(3_000);
    const a = createWithdrawal(state, request({ amount: 2_000 }), T0);
    if (!a.ok) throw new Error(a.reason);
    cancelWithdrawal(state, '7', a.order.orderId, T0);
    const b = createWithdrawal(state, request({ amount: 3_000 }), T0);
    if (!b.ok) throw new Error(b.reason);
    expect(common(state)).toBe(0);
    settleWithdrawal(state, b.order.orderId, 'paid', T0);
    expect(createWithdrawal(state, request({ amount: 1_000 }), T0)).toEqual({ ok: false, reason: 'insufficient-funds' });
    expect(common(state)).toBe(0);
    expect(netOf(state, 'JPY')).toBe(0);
  });
});
