/**
 * Amounts in forms, records and receipts (PRODUCT.md): the whole amount with grouping, ¥125,000
 * rather than the header's ¥125.00K. Yen show decimals only when there are some; other
 * currencies keep 2.
 */
import { formatAmount } from './format';

export function formatFullAmount(amount: number, currency: string, locale = 'ja-JP'): string {
  if (!Number.isFinite(amount)) return '-';
  if (currency !== 'JPY' || !Number.isInteger(amount)) return formatAmount(amount, { currency, locale, full: true });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}¥${number}`;
}
