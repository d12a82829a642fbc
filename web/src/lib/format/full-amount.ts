/**
 * Amounts in forms, records and receipts (PRODUCT.md): the whole amount with grouping, ¥125,000
 * rather than the header's ¥125.00K. Every page that shows a full amount uses this one formatter.
 * Yen show decimals only when there are some; other currencies show the digits their wallets keep
 * (the ledger's minor units), dollars always two.
 */

import { minorDigits } from '#common/money.ts';
import { numberFormat } from './intl-formats';

const SYMBOLS: Record<string, string> = { JPY: '¥', USD: '$' };
/** Digits always shown: yen and crypto only when they have a fraction, dollars always two. */
const MIN_DIGITS: Record<string, number> = { USD: 2, USDT: 2 };

interface FullAmountOptions {
  /** A sign on every amount but 0 (records: +¥10,000 in, -¥3,000 out). */
  signed?: boolean;
  /** A rate or a price per coin keeps every decimal it has, even in yen (¥151.2345). */
  exact?: boolean;
}

export function formatFullAmount(amount: number, currency: string, locale = 'ja-JP', { signed = false, exact = false }: FullAmountOptions = {}): string {
  if (!Number.isFinite(amount)) return '-';
  const maximumFractionDigits = exact ? 8 : minorDigits(currency);
  const number = numberFormat(locale, Math.min(MIN_DIGITS[currency] ?? 0, maximumFractionDigits), maximumFractionDigits).format(Math.abs(amount));
  const sign = amount < 0 ? '-' : signed && amount > 0 ? '+' : '';
  const symbol = SYMBOLS[currency];
  return symbol ? `${sign}${symbol}${number}` : `${sign}${number} ${currency}`;
}
