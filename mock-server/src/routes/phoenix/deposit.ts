// Deposits (SPEC §7): channels, banks, bank / crypto / buy-crypto orders, an order's status.
import { codes, type DataOf, type phoenixContract } from '../../contract.ts';
import { CRYPTO_CHANNELS, DEPOSIT_CHANNELS, HOUSE_BANKS, cryptoQuote, findDeposit, houseBank, type DepositOrder } from '../../domain/cashier/deposits.ts';
import { mainCurrency } from '../../domain/wallet/wallets.ts';
import { depositLimitsOf, openDepositOrder, runningBreak, type OpenDepositResult } from '../../use-cases/deposit-orders.ts';
import { badRequest, type CodeOf, type Refusal } from '../../domain/shared/business-error.ts';
import { defineHandlers } from '../handler.ts';
import { currentAccount } from '../players.ts';
import { isoOrNull } from '../time.ts';

type DepositOrderView = DataOf<typeof phoenixContract.GetDepositOrderResponse>;

/** Where the stand-in provider's page is, on the mock's own origin (stand-ins/buy-crypto.ts). */
const buyCryptoPageOf = (orderId: string) => `/__mock/buy-crypto/${encodeURIComponent(orderId)}`;

function depositOrderView(order: DepositOrder): DepositOrderView {
  const bank = order.bank;
  return {
    orderId: order.orderId,
    channel: order.channel,
    status: order.status,
    amount: order.amount,
    currency: order.currency,
    reference: order.reference,
    createdAt: new Date(order.createdAt).toISOString(),
    expiresAt: new Date(order.expiresAt).toISOString(),
    settledAt: isoOrNull(order.settledAt),
    bankAccount: bank
      ? {
          bankCode: bank.bankCode,
          bankName: bank.bankName,
          branchCode: bank.branchCode,
          branchName: bank.branchName,
          accountType: bank.accountType,
          accountNumber: bank.accountNumber,
          accountHolderKana: bank.accountHolderKana,
        }
      : null,
    crypto: order.crypto ? { ...order.crypto } : null,
    payUrl: order.channel === 'BUY_CRYPTO' ? buyCryptoPageOf(order.orderId) : null,
  };
}

type DepositRefusal = Refusal<CodeOf<'coolingOffActive' | 'selfExcluded' | 'depositBelowMinimum' | 'depositAboveMaximum' | 'depositLimitExceeded'>>;

/** The order, or the refusal as its business code with the facts the site shows (openapi/codes.yaml 102101-102105). */
function orderOrThrow(refuse: DepositRefusal, result: OpenDepositResult, currency: string): DepositOrderView {
  if (result.ok) return depositOrderView(result.order);
  switch (result.reason) {
    case 'break':
      throw refuse(result.type === 'COOLING_OFF' ? codes.coolingOffActive : codes.selfExcluded, { type: result.type, until: new Date(result.until).toISOString() });
    case 'below':
    case 'above':
      throw refuse(result.reason === 'below' ? codes.depositBelowMinimum : codes.depositAboveMaximum, { minAmount: result.minAmount, maxAmount: result.maxAmount, currency });
    case 'limit': {
      const { period, limit, used, remaining, resetsAt } = result.limit;
      throw refuse(codes.depositLimitExceeded, { period, limit, used, remaining, currency, resetsAt: new Date(resetsAt).toISOString() });
    }
  }
}

export const depositHandlers = defineHandlers({
  getDepositChannels: (ctx) => {
    const account = currentAccount(ctx);
    const currency = mainCurrency(ctx.state, account.id);
    const onBreak = runningBreak(ctx.state, account.id, ctx.now);
    return {
      channels: DEPOSIT_CHANNELS.map(({ channel, minAmount, maxAmount, presets, settleMinutes }) => ({ channel, currency, minAmount, maxAmount, presets: [...presets], settleMinutes })),
      limits: depositLimitsOf(ctx.state, account.id, ctx.now).map((l) => ({ ...l, currency, resetsAt: new Date(l.resetsAt).toISOString() })),
      break: onBreak ? { type: onBreak.type, until: new Date(onBreak.until).toISOString() } : null,
    };
  },

  getDepositBanks: (ctx) => {
    currentAccount(ctx);
    return HOUSE_BANKS.map(({ bankCode, bankName, bankNameEn }) => ({ bankCode, bankName, bankNameEn }));
  },

  createBankDeposit: (ctx) => {
    const account = currentAccount(ctx);
    const bank = houseBank(ctx.body.bankCode);
    if (!bank) throw badRequest('bankCode', `not a bank of getDepositBanks (${HOUSE_BANKS.map((b) => b.bankCode).join(', ')})`);
    const result = openDepositOrder(ctx.state, { accountId: account.id, channel: 'BANK', amount: ctx.body.amount, bank }, ctx.now);
    return orderOrThrow(ctx.refuse, result, mainCurrency(ctx.state, account.id));
  },

  getCryptoDepositChannels: (ctx) => {
    currentAccount(ctx);
    return CRYPTO_CHANNELS.map(({ currency, rate, networks }) => ({ currency, rate, networks: networks.map((n) => ({ ...n })) }));
  },

  createCryptoDeposit: (ctx) => {
    const account = currentAccount(ctx);
    const { amount, currency, network } = ctx.body;
    const crypto = cryptoQuote(account.id, currency, network, amount);
    if (!crypto) {
      const offered = CRYPTO_CHANNELS.find((c) => c.currency === currency)?.networks.map((n) => n.network) ?? [];
      throw badRequest('network', `${currency} is sent on ${offered.join(' or ')}`);
    }
    const result = openDepositOrder(ctx.state, { accountId: account.id, channel: 'VIRTUAL', amount, crypto }, ctx.now);
    return orderOrThrow(ctx.refuse, result, mainCurrency(ctx.state, account.id));
  },

  startBuyCrypto: (ctx) => {
    const account = currentAccount(ctx);
    const { amount, returnPath } = ctx.body;
    const result = openDepositOrder(ctx.state, { accountId: account.id, channel: 'BUY_CRYPTO', amount, returnPath }, ctx.now);
    return orderOrThrow(ctx.refuse, result, mainCurrency(ctx.state, account.id));
  },

  getDepositOrder: (ctx) => {
    const account = currentAccount(ctx);
    const order = findDeposit(ctx.state, ctx.body.orderId);
    // Another player's order is as unknown as none: ids must not tell whose orders exist.
    if (!order || order.accountId !== account.id) throw ctx.refuse(codes.depositOrderNotFound);
    return depositOrderView(order);
  },
});
