import { orderIdFor, type CryptoNetwork } from './orders.ts';
import { toMajor, toMinor, withdrawalFee } from '#common/money.ts';
import { checkNameReading } from '#common/validation.ts';
import { recordEvent, type EventsSlice } from '../events/events.ts';
import { houseAccount, post, transactionByKey } from '../wallet/ledger.ts';
import type { WalletSlice } from '../wallet/state.ts';
import { holdsWallet, moveMoney, walletBalance } from '../wallet/wallets.ts';
import { isValidAddress, japanDayStart, limitsFor, type ChannelLimits, type CryptoCoin, type WithdrawChannel } from './withdraw-limits.ts';

/**
 * Withdrawals: the player takes money out of the COMMON wallet, to a bank account or a crypto
 * address. Creating an order holds its amount (COMMON -> house 'withdrawals-held'); a cancel, a
 * failure or a rejection releases it (back to COMMON); paid pays it out (held -> house 'payouts',
 * the house's own two accounts). One open (PENDING) order per player. Cooling-off and
 * self-exclusion never block a withdrawal: a player must always be able to take their money out.
 * Every status change records a `withdrawal-changed` event (the `withdraw` push); the wallet
 * pushes come from moveMoney.
 */

export type WithdrawalStatus = 'PENDING' | 'PAID' | 'FAILED' | 'REJECTED' | 'CANCELLED';
type BankAccountType = 'ORDINARY' | 'CHECKING' | 'SAVINGS';

interface BankDestination {
  kind: 'BANK';
  bankName: string;
  branchName: string;
  accountType: BankAccountType;
  accountNumber: string;
  accountHolder: string;
}

interface CryptoDestination {
  kind: 'CRYPTO';
  coin: CryptoCoin;
  network: CryptoNetwork;
  address: string;
}

export type WithdrawalDestination = BankDestination | CryptoDestination;

export interface Withdrawal {
  orderId: string;
  accountId: string;
  channel: WithdrawChannel;
  /** Major units, held from COMMON. */
  amount: number;
  /** Major units; what arrives is amount - fee. */
  fee: number;
  currency: string;
  status: WithdrawalStatus;
  createdAt: number;
  settledAt: number | null;
  destination: WithdrawalDestination;
  /** The key the create call came with: a retry answers this order. */
  idempotencyKey: string;
}

interface WithdrawalsState {
  /** Oldest first. */
  orders: Withdrawal[];
  nextOrder: number;
}

export interface WithdrawalsSlice {
  withdrawals: WithdrawalsState;
}

export const noWithdrawals = (): WithdrawalsState => ({ orders: [], nextOrder: 1 });

type CashierState = WithdrawalsSlice & WalletSlice & EventsSlice;

const channelOf = (destination: WithdrawalDestination): WithdrawChannel => (destination.kind === 'BANK' ? 'BANK' : 'CRYPTO');

/** The player's withdrawals (everyone's without an account id), newest first. */
export function listWithdrawals(state: WithdrawalsSlice, accountId?: string): Withdrawal[] {
  return state.withdrawals.orders.filter((o) => accountId === undefined || o.accountId === accountId).reverse();
}

/** The player's open order, if any. */
export function openWithdrawal(state: WithdrawalsSlice, accountId: string): Withdrawal | undefined {
  return state.withdrawals.orders.find((o) => o.accountId === accountId && o.status === 'PENDING');
}

/** What the player has withdrawn today in a currency (Japan's day), cancelled orders not counted. */
export function withdrawnToday(state: WithdrawalsSlice, accountId: string, currency: string, now: number): { count: number; amount: number } {
  const since = japanDayStart(now);
  const today = state.withdrawals.orders.filter((o) => o.accountId === accountId && o.currency === currency && o.status !== 'CANCELLED' && o.createdAt >= since);
  const minor = today.reduce((sum, o) => sum + toMinor(o.amount, currency)!, 0);
  return { count: today.length, amount: toMajor(minor, currency) };
}

export interface WithdrawalRequest {
  accountId: string;
  currency: string;
  amount: number;
  destination: WithdrawalDestination;
  idempotencyKey: string;
  /** KYC APPROVED: the caller reads the KYC slice (a use of two slices stays out of this one). */
  identityApproved: boolean;
}

export type WithdrawalRefusal =
  | 'not-withdrawable'
  | 'invalid-amount'
  | 'below-minimum'
  | 'above-maximum'
  | 'open-exists'
  | 'daily-limit'
  | 'identity-required'
  | 'holder-not-katakana'
  | 'address-invalid'
  | 'insufficient-funds'
  | 'idempotency-conflict';

type CreateWithdrawalResult = { ok: true; order: Withdrawal; replayed: boolean } | { ok: false; reason: WithdrawalRefusal; limits?: ChannelLimits };

const sameRequest = (order: Withdrawal, request: WithdrawalRequest) =>
  order.accountId === request.accountId && order.currency === request.currency && order.amount === request.amount && JSON.stringify(order.destination) === JSON.stringify(request.destination);

/** The checks a withdrawal passes before any money moves, in the order a player would fix them. */
function refusal(state: CashierState, request: WithdrawalRequest, now: number): { reason: WithdrawalRefusal; limits?: ChannelLimits } | undefined {
  const { accountId, currency, amount, destination } = request;
  const currencyLimits = limitsFor(currency);
  const limits = currencyLimits?.channels[channelOf(destination)];
  if (!currencyLimits || !limits || !holdsWallet(state, accountId, 'COMMON', currency)) return { reason: 'not-withdrawable' };
  const minor = toMinor(amount, currency);
  if (minor === undefined || minor <= 0) return { reason: 'invalid-amount' };
  if (amount < limits.minAmount) return { reason: 'below-minimum', limits };
  if (amount > limits.maxAmount) return { reason: 'above-maximum', limits };
  if (destination.kind === 'BANK' && checkNameReading(destination.accountHolder) !== null) return { reason: 'holder-not-katakana' };
  if (destination.kind === 'CRYPTO' && !isValidAddress(destination.coin, destination.network, destination.address)) return { reason: 'address-invalid' };
  if (openWithdrawal(state, accountId)) return { reason: 'open-exists' };
  const today = withdrawnToday(state, accountId, currency, now);
  if (today.count >= currencyLimits.dailyCount || amount + today.amount > currencyLimits.dailyAmount) return { reason: 'daily-limit' };
  if (amount > limits.identityRequiredAbove && !request.identityApproved) return { reason: 'identity-required', limits };
  if (walletBalance(state, accountId, 'COMMON', currency) < amount) return { reason: 'insufficient-funds' };
  return undefined;
}

/**
 * A new PENDING order with its amount held from COMMON, as one ledger transaction under the
 * request's idempotency key. The same key again answers the first order (`replayed`) and moves
 * nothing; the key used for anything else is a conflict.
 */
export function createWithdrawal(state: CashierState, request: WithdrawalRequest, now: number): CreateWithdrawalResult {
  const used = transactionByKey(state, request.idempotencyKey);
  if (used) {
    const first = state.withdrawals.orders.find((o) => o.idempotencyKey === request.idempotencyKey);
    return first && sameRequest(first, request) ? { ok: true, order: first, replayed: true } : { ok: false, reason: 'idempotency-conflict' };
  }
  const refused = refusal(state, request, now);
  if (refused) return { ok: false, ...refused };
  const { accountId, currency, amount, destination } = request;
  const limits = limitsFor(currency)!.channels[channelOf(destination)]!;
  // The id format deposits use too (orders.ts): QA's settle call tells the kind by its letter.
  const orderId = orderIdFor('withdraw', state.withdrawals.nextOrder, now);
  const held = moveMoney(state, { accountId, walletType: 'COMMON', currency, amount: -amount, counterpart: 'withdrawals-held', kind: 'withdrawal-hold', at: now, idempotencyKey: request.idempotencyKey, ref: orderId });
  if (!held.ok) return { ok: false, reason: held.reason === 'insufficient-funds' || held.reason === 'idempotency-conflict' ? held.reason : 'invalid-amount' };
  state.withdrawals.nextOrder++;
  const fee = withdrawalFee(limits.fee, amount, currency);
  const order: Withdrawal = { orderId, accountId, channel: channelOf(destination), amount, fee, currency, status: 'PENDING', createdAt: now, settledAt: null, destination, idempotencyKey: request.idempotencyKey };
  state.withdrawals.orders.push(order);
  announce(state, order, now);
  return { ok: true, order, replayed: false };
}

function announce(state: EventsSlice, order: Withdrawal, now: number): void {
  recordEvent(state, { type: 'withdrawal-changed', accountId: order.accountId, orderId: order.orderId, amount: order.amount, currency: order.currency, status: order.status }, now);
}

/** The held amount back to the player's COMMON wallet (cancel, failure, rejection), once per order. */
function release(state: CashierState, order: Withdrawal, now: number): void {
  const released = moveMoney(state, { accountId: order.accountId, walletType: 'COMMON', currency: order.currency, amount: order.amount, counterpart: 'withdrawals-held', kind: 'withdrawal-release', at: now, idempotencyKey: `release:${order.orderId}`, ref: order.orderId });
  // The hold put exactly this amount in withdrawals-held and the wallet is the player's own: a refusal here is a bug.
  if (!released.ok) throw new Error(`release of ${order.orderId}: ${released.reason}`);
}

function end(state: CashierState, order: Withdrawal, status: Exclude<WithdrawalStatus, 'PENDING'>, now: number): Withdrawal {
  order.status = status;
  order.settledAt = now;
  announce(state, order, now);
  return order;
}

type CancelWithdrawalResult = { ok: true; order: Withdrawal } | { ok: false; reason: 'no-such-order' | 'not-cancellable' };

/** The player cancels their order while it is PENDING: the held amount goes back to COMMON. */
export function cancelWithdrawal(state: CashierState, accountId: string, orderId: string, now: number): CancelWithdrawalResult {
  const order = state.withdrawals.orders.find((o) => o.orderId === orderId && o.accountId === accountId);
  if (!order) return { ok: false, reason: 'no-such-order' };
  if (order.status !== 'PENDING') return { ok: false, reason: 'not-cancellable' };
  release(state, order, now);
  return { ok: true, order: end(state, order, 'CANCELLED', now) };
}

type SettleWithdrawalResult = { ok: true; order: Withdrawal } | { ok: false; reason: 'no-such-order' | 'not-pending' };

/**
 * The end of an order, as the payments side reports it (QA's POST /__mock/orders/:orderId/settle):
 * paid pays the held amount out (held -> payouts, the player's wallet does not move again);
 * failed or rejected gives it back to COMMON. Only a PENDING order settles.
 */
export function settleWithdrawal(state: CashierState, orderId: string, status: 'paid' | 'failed' | 'rejected', now: number): SettleWithdrawalResult {
  const order = state.withdrawals.orders.find((o) => o.orderId === orderId);
  if (!order) return { ok: false, reason: 'no-such-order' };
  if (order.status !== 'PENDING') return { ok: false, reason: 'not-pending' };
  if (status === 'paid') {
    const minor = toMinor(order.amount, order.currency)!;
    const paid = post(state, {
      kind: 'withdrawal-payout',
      currency: order.currency,
      at: now,
      ref: order.orderId,
      idempotencyKey: `payout:${order.orderId}`,
      request: JSON.stringify(['withdrawal-payout', order.orderId, minor]),
      postings: [
        { account: houseAccount('withdrawals-held'), amount: -minor },
        { account: houseAccount('payouts'), amount: minor },
      ],
    });
    if (!paid.ok) throw new Error(`payout of ${order.orderId}: ${paid.reason}`);
    return { ok: true, order: end(state, order, 'PAID', now) };
  }
  release(state, order, now);
  return { ok: true, order: end(state, order, status === 'failed' ? 'FAILED' : 'REJECTED', now) };
}
