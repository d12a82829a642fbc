import { describe, expect, it } from 'vitest';
import { formatMoney, formatYenRate } from './money';

describe('formatMoney', () => {
  it('shows full yen with grouping, decimals only for a fraction', () => {
    expect(formatMoney(125_000, 'JPY')).toBe('¥125,000');
    expect(formatMoney(2_499.5, 'JPY')).toBe('¥2,499.5');
    expect(formatMoney(0, 'JPY', { signed: true })).toBe('¥0');
  });

  it('signs records: in with +, out with -', () => {
    expect(formatMoney(10_000, 'JPY', { signed: true })).toBe('+¥10,000');
    expect(formatMoney(-3_000, 'JPY', { signed: true })).toBe('-¥3,000');
    expect(formatMoney(-3_000, 'JPY')).toBe('-¥3,000');
  });

  it('keeps the digits each currency’s wallet keeps', () => {
    expect(formatMoney(50, 'USD')).toBe('$50.00');
    expect(formatMoney(0.00012345, 'BTC')).toBe('0.00012345 BTC');
    expect(formatMoney(12.5, 'USDT', { locale: 'en-US' })).toBe('12.50 USDT');
    expect(formatMoney(Number.NaN, 'JPY')).toBe('-');
  });
});

describe('formatYenRate', () => {
  it('always shows two decimals; the change signed', () => {
    expect(formatYenRate(151.2)).toBe('¥151.20');
    expect(formatYenRate(14_263_120.5)).toBe('¥14,263,120.50');
    expect(formatYenRate(-0.13, { signed: true })).toBe('-¥0.13');
    expect(formatYenRate(37_879.5, { signed: true })).toBe('+¥37,879.50');
  });
});
