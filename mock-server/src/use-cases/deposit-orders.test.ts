import { describe, expect, it } from 'vitest';
import { findAccountByLoginName } from '../domain/identity/accounts.ts';
import { profileFor } from '../domain/profile/state.ts';
import { selfControlFor, takeBreak } from '../domain/responsible-gaming/self-control.ts';
import { freshState } from '../domain/state.ts';
import { netOf } from '../domain/wallet/ledger.ts';
import { walletBalance } from '../domain/wallet/wallets.ts';
import { openDepositOrder, settleDeposit, settleDueDeposits } from './deposit-orders.ts';

const T0 = Date.parse('2026-11-24T03:00:00Z');
const MINUTE = 60_000;

function player() {
  const state = freshState(1);
  const account = findAccountByLoginName(state, 'qcplayer01')!;
  const common = () => walletBalance(state, account.id, 'COMMON', 'JPY');
  const open = (amount: number, at = T0) => {
    const result = openDepositOrder(state, { accountId: account.id, channel: 'BANK', amount }, at);
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    return result.order;
  };
  return { state, account, common, open };
}

describe('deposit orders across slices', () => {
  it('a bank order pays itself after 3 minutes: the COMMON wallet, the lifetime deposit, and both pushes', () => {
    const { state, account, common, open } = player();
    const before = profileFor(state, account.id).lifetime.deposit;
    const order = open(10_000);
    settleDueDeposits(state, T0 + 3 * MINUTE - 1);
    expect(order.status).toBe('PENDING');
    expect(common()).toBe(125_000);

    settleDueDeposits(state, T0 + 3 * MINUTE);
    expect(order).toMatchObject({ status: 'PAID', settledAt: T0 + 3 * MINUTE });
    expect(common()).toBe(135_000);
    expect(profileFor(state, account.id).lifetime.deposit).toBe(before + 10_000);
    expect(netOf(state, 'JPY')).toBe(0);
    const tx = state.wallet.transactions.at(-1)!;
    expect(tx).toMatchObject({ kind: 'deposit', ref: order.orderId });
    expect(state.events.outbox.map((e) => (e.type === 'deposit-changed' ? `${e.type}:${e.deposit.status}` : e.type))).toEqual([
      'deposit-changed:PENDING',
      'wallet-changed',
      'deposit-changed:PAID',
    ]);
  });

  it('settling twice never credits twice', () => {
    const { state, common, open } = player();
    const order = open(10_000);
    expect(settleDeposit(state, order, 'paid', T0 + MINUTE)).toMatchObject({ ok: true });
    expect(settleDeposit(state, order, 'paid', T0 + 2 * MINUTE)).toEqual({ ok: false, reason: 'settled' });
    expect(settleDeposit(state, order, 'failed', T0 + 2 * MINUTE)).toEqual({ ok: false, reason: 'settled' });
    settleDueDeposits(state, T0 + 10 * MINUTE);
    expect(common()).toBe(135_000);
    expect(order.status).toBe('PAID');
  });

  it('failed and rejected orders move no money and stop counting toward the limits', () => {
    const { state, common, open } = player();
    const failed = open(200_000);
    settleDeposit(state, failed, 'rejected', T0 + MINUTE);
    expect(failed.status).toBe('REJECTED');
    expect(common()).toBe(125_000);
    // The seeded monthly limit is ¥300,000: the rejected order left all of it.
    expect(open(300_000, T0 + 2 * MINUTE).status).toBe('PENDING');
  });

  it('pending and paid orders count toward the limits; the refusal names the limit and what remains', () => {
    const { state, account, open } = player();
    open(200_000);
    const refused = openDepositOrder(state, { accountId: account.id, channel: 'BANK', amount: 100_001 }, T0 + MINUTE);
    expect(refused).toMatchObject({ ok: false, reason: 'limit', limit: { period: 'MONTHLY', limit: 300_000, used: 200_000, remaining: 100_000 } });
    expect(open(100_000, T0 + MINUTE).status).toBe('PENDING');
  });

  it('a break refuses every deposit until it ends, self-exclusion first', () => {
    const { state, account, open } = player();
    takeBreak(selfControlFor(state, account.id), 'COOLING_OFF', 1, T0);
    const input = { accountId: account.id, channel: 'BANK' as const, amount: 10_000 };
    expect(openDepositOrder(state, input, T0 + MINUTE)).toMatchObject({ ok: false, reason: 'break', type: 'COOLING_OFF', until: T0 + 86_400_000 });
    takeBreak(selfControlFor(state, account.id), 'SELF_EXCLUSION', 180, T0);
    expect(openDepositOrder(state, input, T0 + MINUTE)).toMatchObject({ ok: false, reason: 'break', type: 'SELF_EXCLUSION' });
    expect(() => open(10_000, T0 + 181 * 86_400_000)).not.toThrow();
  });

  it("refuses amounts outside the channel's range before the limits", () => {
    const { state, account } = player();
    expect(openDepositOrder(state, { accountId: account.id, channel: 'BANK', amount: 999 }, T0)).toMatchObject({ reason: 'below', minAmount: 1_000 });
    expect(openDepositOrder(state, { accountId: account.id, channel: 'BANK', amount: 1_000_001 }, T0)).toMatchObject({ reason: 'above', maxAmount: 1_000_000 });
  });

  it('an unpaid buy-crypto order expires after 30 minutes', () => {
    const { state, account, common } = player();
    const result = openDepositOrder(state, { accountId: account.id, channel: 'BUY_CRYPTO', amount: 10_000, returnPath: '/account/deposit' }, T0);
    if (!result.ok) throw new Error('refused');
    settleDueDeposits(state, T0 + 30 * MINUTE);
    expect(result.order.status).toBe('EXPIRED');
    expect(common()).toBe(125_000);
  });
});
