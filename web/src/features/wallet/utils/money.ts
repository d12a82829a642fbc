/**
 * Full amounts for records, balances in a list and rates (PRODUCT.md: forms, records and receipts
 * show the full amount with grouping, ¥125,000, which Japanese players read more easily; the
 * header keeps SPEC §9's ¥125.00K through lib/format). Whole yen show no decimals, a fraction of
 * a yen shows two; other currencies show the digits their wallets keep.
 */

const SYMBOLS: Record<string, string> = { JPY: '¥', USD: '$' };
/** The most digits a wallet keeps after the point (mirrors the ledger's minor units). */
const MAX_DIGITS: Record<string, number> = { JPY: 2, USD: 2, USDT: 6, BTC: 8, ETH: 8 };
/** Digits always shown: yen and crypto only when they have a fraction, dollars always two. */
const MIN_DIGITS: Record<string, number> = { USD: 2, USDT: 2 };

export interface MoneyOptions {
  locale?: string;
  /** A sign on every amount but 0 (records: +¥10,000 in, -¥3,000 out). */
  signed?: boolean;
}

export function formatMoney(amount: number, currency: string, { locale = 'ja-JP', signed = false }: MoneyOptions = {}): string {
  if (!Number.isFinite(amount)) return '-';
  const maximumFractionDigits = MAX_DIGITS[currency] ?? 2;
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: Math.min(MIN_DIGITS[currency] ?? 0, maximumFractionDigits),
    maximumFractionDigits,
  }).format(Math.abs(amount));
  const sign = amount < 0 ? '-' : signed && amount > 0 ? '+' : '';
  const symbol = SYMBOLS[currency];
  return symbol ? `${sign}${symbol}${number}` : `${sign}${number} ${currency}`;
}

/** A rate in yen: always two decimals (¥151.23, ¥14,263,120.50), the change signed. */
export function formatYenRate(rate: number, { locale = 'ja-JP', signed = false }: MoneyOptions = {}): string {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(rate));
  const sign = rate < 0 ? '-' : signed && rate > 0 ? '+' : '';
  return `${sign}¥${number}`;
}
