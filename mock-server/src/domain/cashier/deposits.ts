import { createHash } from 'node:crypto';
import { orderIdFor, type CryptoNetwork, type OrderBase } from './orders.ts';

/**
 * Deposit orders (SPEC §7 deposit): the channels a player pays in through, the house's bank
 * accounts, the crypto networks and their rates, and the orders themselves. An order is PENDING
 * until it is paid (then the wallet is credited: use-cases/deposit-orders.ts) or ends unpaid.
 * A bank or crypto order pays itself after its channel's delay on the session clock (the transfer
 * "arrives"); a buy-crypto order when the player pays on the provider's page. Amounts are whole
 * yen in the player's main currency.
 */

export type DepositChannelCode = 'BANK' | 'VIRTUAL' | 'BUY_CRYPTO';

export interface DepositChannel {
  channel: DepositChannelCode;
  minAmount: number;
  maxAmount: number;
  presets: readonly number[];
  /** After this long a pending order pays itself (the mock's stand-in for the money arriving); 0: when the player pays. */
  settleMinutes: number;
  /** Unpaid after this long, the order expires. */
  expiresMinutes: number;
}

export const DEPOSIT_CHANNELS: readonly DepositChannel[] = [
  { channel: 'BANK', minAmount: 1_000, maxAmount: 1_000_000, presets: [5_000, 10_000, 30_000, 50_000], settleMinutes: 3, expiresMinutes: 24 * 60 },
  { channel: 'VIRTUAL', minAmount: 3_000, maxAmount: 5_000_000, presets: [10_000, 30_000, 50_000, 100_000], settleMinutes: 2, expiresMinutes: 60 },
  { channel: 'BUY_CRYPTO', minAmount: 5_000, maxAmount: 500_000, presets: [5_000, 10_000, 30_000, 50_000], settleMinutes: 0, expiresMinutes: 30 },
];

export const depositChannel = (code: DepositChannelCode): DepositChannel => DEPOSIT_CHANNELS.find((c) => c.channel === code)!;

/** Where a channel's amounts stand: under its minimum, over its maximum, or fine (undefined). */
export function amountOutsideChannel(channel: DepositChannel, amount: number): 'below' | 'above' | undefined {
  if (amount < channel.minAmount) return 'below';
  if (amount > channel.maxAmount) return 'above';
  return undefined;
}

/** The house's receiving accounts, one per bank (Zengin codes are real; branches and numbers are not). */
interface HouseBankAccount {
  bankCode: string;
  bankName: string;
  bankNameEn: string;
  branchCode: string;
  branchName: string;
  accountType: 'ORDINARY' | 'CURRENT';
  accountNumber: string;
  accountHolderKana: string;
}

const HOLDER = 'カ）キユーシーカジノ';

export const HOUSE_BANKS: readonly HouseBankAccount[] = [
  { bankCode: '0009', bankName: '三井住友銀行', bankNameEn: 'Sumitomo Mitsui Banking Corporation', branchCode: '221', branchName: '渋谷駅前支店', accountType: 'ORDINARY', accountNumber: '7654321', accountHolderKana: HOLDER },
  { bankCode: '0001', bankName: 'みずほ銀行', bankNameEn: 'Mizuho Bank', branchCode: '110', branchName: '新宿中央支店', accountType: 'ORDINARY', accountNumber: '3141592', accountHolderKana: HOLDER },
  { bankCode: '0036', bankName: '楽天銀行', bankNameEn: 'Rakuten Bank', branchCode: '251', branchName: '第一営業支店', accountType: 'ORDINARY', accountNumber: '2718281', accountHolderKana: HOLDER },
  { bankCode: '0033', bankName: 'PayPay銀行', bankNameEn: 'PayPay Bank', branchCode: '003', branchName: 'すずめ支店', accountType: 'ORDINARY', accountNumber: '1618033', accountHolderKana: HOLDER },
];

export const houseBank = (bankCode: string): HouseBankAccount | undefined => HOUSE_BANKS.find((b) => b.bankCode === bankCode);

export type CryptoCurrency = 'USDT' | 'BTC' | 'ETH';

interface CryptoChannel {
  currency: CryptoCurrency;
  /** Yen per coin. Fixed here: the moving rates of capital exchange are another part's. */
  rate: number;
  /** The decimals a coin amount is shown and sent with. */
  decimals: number;
  networks: readonly { network: CryptoNetwork; name: string; confirmations: number }[];
}

export const CRYPTO_CHANNELS: readonly CryptoChannel[] = [
  {
    currency: 'USDT',
    rate: 151.2,
    decimals: 2,
    networks: [
      { network: 'TRON', name: 'TRON (TRC20)', confirmations: 20 },
      { network: 'ETHEREUM', name: 'Ethereum (ERC20)', confirmations: 12 },
    ],
  },
  { currency: 'BTC', rate: 14_250_000, decimals: 8, networks: [{ network: 'BITCOIN', name: 'Bitcoin', confirmations: 2 }] },
  { currency: 'ETH', rate: 512_000, decimals: 6, networks: [{ network: 'ETHEREUM', name: 'Ethereum (ERC20)', confirmations: 12 }] },
];

interface CryptoPayment {
  currency: CryptoCurrency;
  network: CryptoNetwork;
  address: string;
  cryptoAmount: number;
  rate: number;
  paymentUri: string;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** Characters of `alphabet` picked by a hash of the seed: the same player and network, the same address. */
function derived(seed: string, alphabet: string, length: number): string {
  const bytes = createHash('sha256').update(seed).digest();
  const more = createHash('sha256').update(bytes).digest();
  const all = Buffer.concat([bytes, more]);
  return Array.from({ length }, (_, i) => alphabet[all[i]! % alphabet.length]).join('');
}

/**
 * The label each network's addresses are derived from: the token-standard names the networks had
 * when addresses were first derived, kept so that a player's address stays the same.
 */
const ADDRESS_SEED: Readonly<Record<CryptoNetwork, string>> = { TRON: 'TRC20', ETHEREUM: 'ERC20', BITCOIN: 'BTC' };

/** The player's own deposit address on a network, shaped like one of that network. */
export function depositAddress(accountId: string, network: CryptoNetwork): string {
  const seed = `deposit:${accountId}:${ADDRESS_SEED[network]}`;
  if (network === 'TRON') return `T${derived(seed, BASE58, 33)}`;
  if (network === 'ETHEREUM') return `0x${derived(seed, '0123456789abcdef', 40)}`;
  return `bc1q${derived(seed, BECH32, 38)}`;
}

/** What to send for `amount` yen: rounded up, so the house is never paid short. Undefined when the currency is not offered on the network. */
export function cryptoQuote(accountId: string, currency: CryptoCurrency, network: CryptoNetwork, amount: number): CryptoPayment | undefined {
  const channel = CRYPTO_CHANNELS.find((c) => c.currency === currency);
  if (!channel?.networks.some((n) => n.network === network)) return undefined;
  const scale = 10 ** channel.decimals;
  const cryptoAmount = Math.ceil((amount / channel.rate) * scale - 1e-9) / scale;
  const address = depositAddress(accountId, network);
  const shown = cryptoAmount.toFixed(channel.decimals);
  return { currency, network, address, cryptoAmount: Number(shown), rate: channel.rate, paymentUri: `${currency.toLowerCase()}:${address}?amount=${shown}` };
}

export interface DepositOrder extends OrderBase {
  channel: DepositChannelCode;
  /** What the player writes as the bank transfer's name, so the payment finds its order. */
  reference: string;
  expiresAt: number;
  /** When the order pays itself; absent for a buy-crypto order (paid when the player pays). */
  payAt?: number;
  bank?: HouseBankAccount;
  crypto?: CryptoPayment;
  /** Buy-crypto: where the provider sends the browser back to on the site. */
  returnPath?: string;
}

interface DepositsState {
  /** By order id, in the order they were created. */
  orders: Record<string, DepositOrder>;
  nextOrder: number;
}

export interface DepositsSlice {
  deposits: DepositsState;
}

export const noDeposits = (): DepositsState => ({ orders: {}, nextOrder: 1 });

export interface NewDeposit {
  accountId: string;
  channel: DepositChannelCode;
  amount: number;
  currency: string;
  bank?: HouseBankAccount;
  crypto?: CryptoPayment;
  returnPath?: string;
}

/** A six-digit reference per order: 7919 is prime to 900000, so references repeat only after 900,000 orders. */
const referenceOf = (sequence: number) => String(((sequence * 7919 + 104_729) % 900_000) + 100_000);

const MINUTE_MS = 60_000;

/** A new pending order. The checks (amount, limits, breaks) are the caller's. */
export function openDeposit(state: DepositsSlice, input: NewDeposit, now: number): DepositOrder {
  const sequence = state.deposits.nextOrder++;
  const channel = depositChannel(input.channel);
  const order: DepositOrder = {
    ...input,
    orderId: orderIdFor('deposit', sequence, now),
    status: 'PENDING',
    createdAt: now,
    reference: referenceOf(sequence),
    expiresAt: now + channel.expiresMinutes * MINUTE_MS,
    ...(channel.settleMinutes > 0 && { payAt: now + channel.settleMinutes * MINUTE_MS }),
  };
  state.deposits.orders[order.orderId] = order;
  return order;
}

export function findDeposit(state: DepositsSlice, orderId: string): DepositOrder | undefined {
  return Object.hasOwn(state.deposits.orders, orderId) ? state.deposits.orders[orderId] : undefined;
}

/** Every deposit, or one player's, newest first. */
export function depositsNewestFirst(state: DepositsSlice, accountId?: string): DepositOrder[] {
  return Object.values(state.deposits.orders)
    .filter((o) => accountId === undefined || o.accountId === accountId)
    .reverse();
}

/** A pending order whose time has come: to pay (its delay is over) or to expire, and when it fell due. */
interface DueDeposit {
  order: DepositOrder;
  outcome: 'paid' | 'expired';
  /** The moment it became due (its payAt or its expiresAt), whenever it is found. */
  at: number;
}

/** Pending orders whose time has come by `now`, oldest order first. */
export function dueDeposits(state: DepositsSlice, now: number, accountId?: string): DueDeposit[] {
  return Object.values(state.deposits.orders).flatMap((order): DueDeposit[] => {
    if (order.status !== 'PENDING' || (accountId !== undefined && order.accountId !== accountId)) return [];
    // The transfer arrived before the order expired: paid, even if the order is read only later.
    if (order.payAt !== undefined && order.payAt <= Math.min(now, order.expiresAt)) return [{ order, outcome: 'paid', at: order.payAt }];
    if (order.expiresAt <= now) return [{ order, outcome: 'expired', at: order.expiresAt }];
    return [];
  });
}
