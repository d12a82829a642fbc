import { numberFormat } from '#web/lib/format/intl-formats.ts';

/**
 * Exchange rates in yen (full amounts go through lib/format/full-amount.ts): a rate always shows
 * two decimals so the rows line up.
 */

interface MoneyOptions {
  locale?: string;
  /** A sign on every change but 0. */
  signed?: boolean;
}

/** A rate in yen: always two decimals (¥151.23, ¥14,263,120.50), the change signed. */
export function formatYenRate(rate: number, { locale = 'ja-JP', signed = false }: MoneyOptions = {}): string {
  const number = numberFormat(locale, 2, 2).format(Math.abs(rate));
  const sign = rate < 0 ? '-' : signed && rate > 0 ? '+' : '';
  return `${sign}¥${number}`;
}
