import { brokenLimit, limitStatuses, type LimitStatus } from '../domain/cashier/deposit-limits.ts';
import { amountOutsideChannel, depositChannel, dueDeposits, openDeposit, type DepositOrder, type NewDeposit } from '../domain/cashier/deposits.ts';
import { isPending, SETTLED_STATUS, type Settlement } from '../domain/cashier/orders.ts';
import { recordEvent } from '../domain/events/events.ts';
import { breakInForce, selfControlFor, type BreakType } from '../domain/responsible-gaming/self-control.ts';
import type { MockState } from '../domain/state.ts';
import { mainCurrency, moveMoney } from '../domain/wallet/wallets.ts';
import { afterDepositPaid } from './engagement.ts';

/**
 * Deposits across slices: the player's limits and breaks (responsible gaming) decide whether an
 * order may open; paying one credits the COMMON wallet through the ledger, counts toward the
 * lifetime deposit the level follows, and records the `deposit-changed` event the socket pushes.
 */

/** Pending and paid orders count toward the limits. */
const counts = (order: DepositOrder) => order.status === 'PENDING' || order.status === 'PAID';

/**
 * The player's deposit limits with what each window holds now (the channel list shows them).
 * A read: what fell due is settled before (use-cases/settle-due.ts).
 */
export function depositLimitsOf(state: MockState, accountId: string, now: number): LimitStatus[] {
  const control = selfControlFor(state, accountId);
  const deposits = Object.values(state.deposits.orders)
    .filter((o) => o.accountId === accountId)
    .map((o) => ({ amount: o.amount, createdAt: o.createdAt, counts: counts(o) }));
  return limitStatuses(control.depositLimits, deposits, now);
}

/** The break running now, if any (responsible gaming's rule, domain/responsible-gaming). */
export const runningBreak = (state: MockState, accountId: string, now: number): { type: BreakType; until: number } | undefined => breakInForce(state, accountId, now);

export type DepositRefusal =
  | { reason: 'break'; type: BreakType; until: number }
  | { reason: 'below' | 'above'; minAmount: number; maxAmount: number }
  | { reason: 'limit'; limit: LimitStatus };

export type OpenDepositResult = { ok: true; order: DepositOrder } | ({ ok: false } & DepositRefusal);

/**
 * A new pending order, unless the player is on a break, the amount is outside the channel's range,
 * or it would go over one of the player's own limits (checked in that order: a break says the
 * most). The order is in the player's main currency.
 */
export function openDepositOrder(state: MockState, input: Omit<NewDeposit, 'currency'>, now: number): OpenDepositResult {
  const onBreak = runningBreak(state, input.accountId, now);
  if (onBreak) return { ok: false, reason: 'break', ...onBreak };
  const channel = depositChannel(input.channel);
  const outside = amountOutsideChannel(channel, input.amount);
  if (outside) return { ok: false, reason: outside, minAmount: channel.minAmount, maxAmount: channel.maxAmount };
  const limit = brokenLimit(depositLimitsOf(state, input.accountId, now), input.amount);
  if (limit) return { ok: false, reason: 'limit', limit };
  const order = openDeposit(state, { ...input, currency: mainCurrency(state, input.accountId) }, now);
  recordDepositEvent(state, order, now);
  return { ok: true, order };
}

function recordDepositEvent(state: MockState, order: DepositOrder, at: number): void {
  const { orderId, channel, amount, currency, status } = order;
  recordEvent(state, { type: 'deposit-changed', accountId: order.accountId, deposit: { orderNo: orderId, channel, amount, currency, status, time: new Date(at).toISOString() } }, at);
}

type SettleDepositResult = { ok: true; order: DepositOrder } | { ok: false; reason: 'settled' | 'no-wallet' };

/**
 * Ends a pending order at `at`: now for QA's or a provider's verdict, the moment it fell due for
 * the clock's (settleDueDeposits). Paid credits the player's COMMON wallet in the order's currency
 * under the order id as idempotency key, so a second settlement can never credit twice even if
 * the status check were bypassed; failed, rejected and expired move no money.
 */
export function settleDeposit(state: MockState, order: DepositOrder, outcome: Settlement | 'expired', at: number): SettleDepositResult {
  if (!isPending(order.status)) return { ok: false, reason: 'settled' };
  if (outcome === 'paid') {
    const moved = moveMoney(state, {
      accountId: order.accountId,
      walletType: 'COMMON',
      currency: order.currency,
      amount: order.amount,
      counterpart: 'deposits',
      kind: 'deposit',
      at,
      ref: order.orderId,
      idempotencyKey: `deposit:${order.orderId}`,
    });
    // The player closed their wallets (account deletion) while the order waited: nothing to credit.
    if (!moved.ok) return { ok: false, reason: 'no-wallet' };
    // Paid from here on: what learns from it (engagement.ts) reads the order as it now stands.
    order.status = 'PAID';
    order.settledAt = at;
    recordDepositEvent(state, order, at);
    if (!moved.replayed) afterDepositPaid(state, order);
    return { ok: true, order };
  }
  order.status = outcome === 'expired' ? 'EXPIRED' : SETTLED_STATUS[outcome];
  order.settledAt = at;
  recordDepositEvent(state, order, at);
  return { ok: true, order };
}

/**
 * Pays the orders whose money has "arrived" by `now` and expires the unpaid ones (one player's,
 * or everyone's), each stamped with the moment it fell due: its settledAt, its ledger entry and
 * its push say when the money arrived, not when someone looked. In the order they fell due.
 */
export function settleDueDeposits(state: MockState, now: number, accountId?: string): void {
  const due = dueDeposits(state, now, accountId).sort((a, b) => a.at - b.at);
  for (const { order, outcome, at } of due) {
    const settled = settleDeposit(state, order, outcome, at);
    // Nowhere to credit: the order cannot be paid, so it fails rather than wait for ever.
    if (!settled.ok && settled.reason === 'no-wallet') settleDeposit(state, order, 'failed', at);
  }
}
