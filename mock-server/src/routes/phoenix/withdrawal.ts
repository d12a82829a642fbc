// Withdrawals (SPEC §7 "Withdraw"): channels, currency config, bank and crypto create, cur, cancel.
import { codes, type Code, type DataOf, type phoenixContract } from '../../contract.ts';
import { CHANNEL_ARRIVAL_HOURS, CRYPTO_ROUTES, currenciesOf, limitsFor, type WithdrawChannel } from '../../domain/cashier/withdraw-limits.ts';
import {
  cancelWithdrawal,
  openWithdrawal,
  withdrawnToday,
  type Withdrawal,
  type WithdrawalDestination,
  type WithdrawalRefusal,
} from '../../domain/cashier/withdrawals.ts';
import type { Account } from '../../domain/identity/state.ts';
import { kycStatus } from '../../domain/kyc/documents.ts';
import type { MockState } from '../../domain/state.ts';
import { toMajor, toMinor } from '#common/money.ts';
import { holdsWallet, mainCurrency, walletBalance } from '../../domain/wallet/wallets.ts';
import { badRequest, BusinessError } from '../../domain/shared/business-error.ts';
import { requestWithdrawal, type WithdrawalAsk } from '../../use-cases/request-withdrawal.ts';
import { defineHandlers } from '../handler.ts';
import { currentAccount } from '../players.ts';
import { isoOrNull } from '../time.ts';

type OrderView = DataOf<typeof phoenixContract.CreateBankWithdrawalResponse>;

/** What the player sees of an order: the account number masked but for its last 3 digits. */
function orderView(order: Withdrawal): OrderView {
  const { destination } = order;
  return {
    orderId: order.orderId,
    channel: order.channel,
    amount: order.amount,
    fee: order.fee,
    receiveAmount: toMajor(toMinor(order.amount, order.currency)! - toMinor(order.fee, order.currency)!, order.currency),
    currency: order.currency,
    status: order.status,
    cancellable: order.status === 'PENDING',
    createdAt: new Date(order.createdAt).toISOString(),
    settledAt: isoOrNull(order.settledAt ?? undefined),
    destination: destination.kind === 'BANK' ? { ...destination, accountNumber: `****${destination.accountNumber.slice(-3)}` } : destination,
  };
}

export const REFUSAL_CODES: Record<Exclude<WithdrawalRefusal, 'invalid-amount'>, Code> = {
  'below-minimum': codes.withdrawBelowMinimum,
  'above-maximum': codes.withdrawAboveMaximum,
  'insufficient-funds': codes.withdrawInsufficientBalance,
  'open-exists': codes.withdrawalAlreadyOpen,
  'identity-required': codes.withdrawIdentityRequired,
  'daily-limit': codes.withdrawDailyLimit,
  'address-invalid': codes.withdrawAddressInvalid,
  'holder-not-katakana': codes.accountHolderNotKatakana,
  'not-withdrawable': codes.currencyNotWithdrawable,
  'idempotency-conflict': codes.idempotencyKeyReused,
};

function create(state: MockState, account: Account, fields: WithdrawalAsk, destination: WithdrawalDestination, now: number): OrderView {
  const { currency, result } = requestWithdrawal(state, account.id, fields, destination, now);
  if (result.ok) return orderView(result.order);
  if (result.reason === 'invalid-amount') throw badRequest('amount', `${currency} keeps fewer decimals`);
  // The limit the amount missed travels as data, so a form can say it without another call.
  // Not typed by one operation: a bank order cannot miss a crypto address, nor a crypto one a
  // katakana holder, which the domain's refusals do not tell apart; the contract check under test does.
  const limits = result.limits ? { minAmount: result.limits.minAmount, maxAmount: result.limits.maxAmount, identityRequiredAbove: result.limits.identityRequiredAbove, currency } : null;
  throw new BusinessError(REFUSAL_CODES[result.reason], limits);
}

export const withdrawalHandlers = defineHandlers({
  getWithdrawChannels: () =>
    (['BANK', 'CRYPTO'] as const satisfies readonly WithdrawChannel[]).map((channel) => ({
      channel,
      currencies: currenciesOf(channel),
      arrivalHours: CHANNEL_ARRIVAL_HOURS[channel],
      networks: channel === 'CRYPTO' ? CRYPTO_ROUTES.map((route) => ({ ...route })) : [],
    })),

  getWithdrawConfig: (ctx) => {
    const account = currentAccount(ctx);
    const currency = ctx.body?.currency ?? mainCurrency(ctx.state, account.id);
    const limits = limitsFor(currency);
    if (!limits || !holdsWallet(ctx.state, account.id, 'COMMON', currency)) throw ctx.refuse(codes.currencyNotWithdrawable);
    const today = withdrawnToday(ctx.state, account.id, currency, ctx.now);
    return {
      currency,
      available: walletBalance(ctx.state, account.id, 'COMMON', currency),
      channels: Object.entries(limits.channels).map(([channel, l]) => ({ channel: channel as WithdrawChannel, ...l, fee: { ...l.fee } })),
      dailyCountLimit: limits.dailyCount,
      dailyCountLeft: Math.max(0, limits.dailyCount - today.count),
      dailyAmountLimit: limits.dailyAmount,
      dailyAmountLeft: Math.max(0, toMajor(toMinor(limits.dailyAmount, currency)! - toMinor(today.amount, currency)!, currency)),
      identityApproved: kycStatus(ctx.state, account.id) === 'APPROVED',
    };
  },

  createBankWithdrawal: (ctx) => {
    const { bankName, branchName, accountType, accountNumber, accountHolder } = ctx.body;
    return create(ctx.state, currentAccount(ctx), ctx.body, { kind: 'BANK', bankName, branchName, accountType, accountNumber, accountHolder: accountHolder.trim() }, ctx.now);
  },

  createVirtualWithdrawal: (ctx) => {
    const { coin, network, address } = ctx.body;
    return create(ctx.state, currentAccount(ctx), ctx.body, { kind: 'CRYPTO', coin, network, address: address.trim() }, ctx.now);
  },

  getCurrentWithdrawal: (ctx) => {
    const order = openWithdrawal(ctx.state, currentAccount(ctx).id);
    return order ? orderView(order) : null;
  },

  cancelWithdrawal: (ctx) => {
    const result = cancelWithdrawal(ctx.state, currentAccount(ctx).id, ctx.body.orderId, ctx.now);
    if (!result.ok) throw ctx.refuse(result.reason === 'no-such-order' ? codes.noWithdrawalToCancel : codes.withdrawalNotCancellable);
    return orderView(result.order);
  },
});
