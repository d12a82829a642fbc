/**
 * Amounts and dates in the player's locale (SPEC §9: 2 decimals, K above 1000; PRODUCT.md: JPY
 * shown with ¥). This is the header's short form; forms, records and receipts show the full
 * amount through full-amount.ts.
 */

import { numberFormat, numericDate } from './intl-formats';

const CURRENCY_SYMBOLS: Record<string, string> = { JPY: '¥', CNY: '¥', USD: '$', EUR: '€' };

interface AmountOptions {
  locale?: string;
  /** ISO code; JPY and a few others get their symbol, others their code after the number. */
  currency?: string;
}

export function formatAmount(amount: number, { locale = 'ja-JP', currency }: AmountOptions = {}): string {
  if (!Number.isFinite(amount)) return '-';
  const shorten = Math.abs(amount) > 1000;
  const value = shorten ? amount / 1000 : amount;
  const number = numberFormat(locale, 2, 2).format(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  const suffix = shorten ? 'K' : '';
  if (!currency) return `${sign}${number}${suffix}`;
  const symbol = CURRENCY_SYMBOLS[currency];
  return symbol ? `${sign}${symbol}${number}${suffix}` : `${sign}${number}${suffix} ${currency}`;
}

interface DateOptions {
  locale?: string;
  /** IANA zone; the player's chosen time zone when known. */
  timeZone?: string;
  withTime?: boolean;
}

export function formatDate(input: string | number | Date, { locale = 'ja-JP', timeZone, withTime = false }: DateOptions = {}): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '-';
  return numericDate(date, locale, withTime, timeZone);
}
