/**
 * What a withdrawal may be, by channel and currency: the figures getWithdrawChannels and
 * getWithdrawConfig show and createWithdrawal enforces. Chosen as a Japanese-market operator
 * would set them: bank transfers in yen with a fixed fee, crypto with a share of the amount, five
 * withdrawals and ¥3,000,000 a day, identity documents approved before any crypto withdrawal and
 * before a bank withdrawal above ¥200,000 (the usual anti-money-laundering line).
 */
import type { WithdrawalFee } from '#common/money.ts';
import type { CryptoNetwork } from './orders.ts';

export type WithdrawChannel = 'BANK' | 'CRYPTO';
export type CryptoCoin = 'USDT' | 'BTC' | 'ETH';

interface CryptoRoute {
  coin: CryptoCoin;
  network: CryptoNetwork;
  /** Every address on the network matches it (the site checks with it too: one source). */
  addressPattern: string;
  addressExample: string;
}

const TRON = '^T[1-9A-HJ-NP-Za-km-z]{33}$';
const ETHEREUM = '^0x[0-9a-fA-F]{40}$';
const BITCOIN = '^(bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$';

export const CRYPTO_ROUTES: readonly CryptoRoute[] = [
  { coin: 'USDT', network: 'TRON', addressPattern: TRON, addressExample: 'TQ2n8yKq5wZ7a3C9dXbVwKc1mJfR4sH6tP' },
  { coin: 'USDT', network: 'ETHEREUM', addressPattern: ETHEREUM, addressExample: '0x52908400098527886E0F7030069857D2E4169EE7' },
  { coin: 'ETH', network: 'ETHEREUM', addressPattern: ETHEREUM, addressExample: '0x52908400098527886E0F7030069857D2E4169EE7' },
  { coin: 'BTC', network: 'BITCOIN', addressPattern: BITCOIN, addressExample: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
];

/** Whether an address fits the network the coin is sent on (false for a coin the network does not carry). */
export function isValidAddress(coin: CryptoCoin, network: CryptoNetwork, address: string): boolean {
  const route = CRYPTO_ROUTES.find((r) => r.coin === coin && r.network === network);
  return route !== undefined && new RegExp(route.addressPattern).test(address);
}

export interface ChannelLimits {
  minAmount: number;
  maxAmount: number;
  fee: WithdrawalFee;
  /** Above this amount the identity documents must be approved; 0: always. */
  identityRequiredAbove: number;
}

interface CurrencyLimits {
  dailyCount: number;
  dailyAmount: number;
  channels: Partial<Record<WithdrawChannel, ChannelLimits>>;
}

export const CHANNEL_ARRIVAL_HOURS: Readonly<Record<WithdrawChannel, number>> = { BANK: 24, CRYPTO: 1 };

export const WITHDRAW_LIMITS: Readonly<Record<string, CurrencyLimits>> = {
  JPY: {
    dailyCount: 5,
    dailyAmount: 3_000_000,
    channels: {
      BANK: { minAmount: 1_000, maxAmount: 1_000_000, fee: { type: 'FIXED', value: 500 }, identityRequiredAbove: 200_000 },
      CRYPTO: { minAmount: 5_000, maxAmount: 3_000_000, fee: { type: 'PERCENT', value: 1 }, identityRequiredAbove: 0 },
    },
  },
  USD: { dailyCount: 5, dailyAmount: 20_000, channels: { CRYPTO: { minAmount: 50, maxAmount: 20_000, fee: { type: 'PERCENT', value: 1 }, identityRequiredAbove: 0 } } },
  USDT: { dailyCount: 5, dailyAmount: 20_000, channels: { CRYPTO: { minAmount: 20, maxAmount: 20_000, fee: { type: 'FIXED', value: 1 }, identityRequiredAbove: 0 } } },
};

export function limitsFor(currency: string): CurrencyLimits | undefined {
  return Object.hasOwn(WITHDRAW_LIMITS, currency) ? WITHDRAW_LIMITS[currency] : undefined;
}

/** The currencies a channel pays out from, in the table's order. */
export const currenciesOf = (channel: WithdrawChannel): string[] => Object.keys(WITHDRAW_LIMITS).filter((c) => WITHDRAW_LIMITS[c]!.channels[channel] !== undefined);

const JST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** Midnight in Japan (Asia/Tokyo, no daylight saving) at or before `now`: where the daily limits start again. */
export const japanDayStart = (now: number): number => Math.floor((now + JST_OFFSET_MS) / DAY_MS) * DAY_MS - JST_OFFSET_MS;
