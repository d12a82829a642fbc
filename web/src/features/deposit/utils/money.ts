/**
 * Amounts as forms and receipts show them (PRODUCT.md): the full amount with grouping, yen whole
 * (¥125,000), other currencies with their decimals, in the player's locale.
 */
const SYMBOLS: Record<string, string> = { JPY: '¥' };

/** `exact`: a rate or a price per coin keeps its decimals, even in yen (¥151.2). */
export function formatMoney(amount: number, currency: string, { locale = 'ja-JP', exact = false }: { locale?: string; exact?: boolean } = {}): string {
  if (!Number.isFinite(amount)) return '-';
  const whole = currency === 'JPY' && !exact;
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: whole || exact ? 0 : 2, maximumFractionDigits: whole ? 0 : 8 }).format(Math.abs(amount));
  const sign = amount < 0 ? '-' : '';
  const symbol = SYMBOLS[currency];
  return symbol ? `${sign}${symbol}${number}` : `${sign}${number} ${currency}`;
}
