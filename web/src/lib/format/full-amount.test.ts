import { describe, expect, it } from 'vitest';
import { formatFullAmount } from './full-amount';

describe('formatFullAmount', () => {
  it('shows whole yen with grouping and no decimals', () => {
    expect(formatFullAmount(125_000, 'JPY')).toBe('¥125,000');
    expect(formatFullAmount(-500, 'JPY')).toBe('-¥500');
    expect(formatFullAmount(0, 'JPY', 'ja-JP', { signed: true })).toBe('¥0');
  });

  it('keeps the decimals a yen amount has', () => {
    expect(formatFullAmount(123.45, 'JPY')).toBe('¥123.45');
    expect(formatFullAmount(2_499.5, 'JPY')).toBe('¥2,499.5');
  });

  it('signs records: in with +, out with -', () => {
    expect(formatFullAmount(10_000, 'JPY', 'ja-JP', { signed: true })).toBe('+¥10,000');
    expect(formatFullAmount(-3_000, 'JPY', 'ja-JP', { signed: true })).toBe('-¥3,000');
  });

  it('keeps the digits each currency’s wallet keeps', () => {
    expect(formatFullAmount(1500, 'USDT')).toBe('1,500.00 USDT');
    expect(formatFullAmount(198.42, 'USDT')).toBe('198.42 USDT');
    expect(formatFullAmount(50, 'USD')).toBe('$50.00');
    expect(formatFullAmount(0.00012345, 'BTC')).toBe('0.00012345 BTC');
    expect(formatFullAmount(12.5, 'USDT', 'en-US')).toBe('12.50 USDT');
  });

  it('keeps the decimals of a rate in yen', () => {
    expect(formatFullAmount(151.2, 'JPY', 'ja-JP', { exact: true })).toBe('¥151.2');
    expect(formatFullAmount(14_250_000, 'JPY', 'ja-JP', { exact: true })).toBe('¥14,250,000');
  });

  it('never prints NaN', () => {
    expect(formatFullAmount(Number.NaN, 'JPY')).toBe('-');
  });
});
