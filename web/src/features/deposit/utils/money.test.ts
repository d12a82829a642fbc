import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows yen whole, grouped, with ¥', () => {
    expect(formatMoney(125_000, 'JPY')).toBe('¥125,000');
    expect(formatMoney(-5_000, 'JPY')).toBe('-¥5,000');
  });

  it('shows other currencies with their decimals and code', () => {
    expect(formatMoney(198.42, 'USDT')).toBe('198.42 USDT');
    expect(formatMoney(0.00070176, 'BTC')).toBe('0.00070176 BTC');
  });

  it('keeps the decimals of a rate in yen', () => {
    expect(formatMoney(151.2, 'JPY', { exact: true })).toBe('¥151.2');
    expect(formatMoney(14_250_000, 'JPY', { exact: true })).toBe('¥14,250,000');
  });

  it('never prints NaN', () => {
    expect(formatMoney(Number.NaN, 'JPY')).toBe('-');
  });
});
