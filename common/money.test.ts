import { describe, expect, it } from 'vitest';
import { minorDigits, toMajor, toMinor, withdrawalFee } from './money.ts';

describe('money', () => {
  it('counts JPY and USD in hundredths, USDT in millionths, BTC and ETH in 1e-8', () => {
    expect([minorDigits('JPY'), minorDigits('USD'), minorDigits('USDT'), minorDigits('BTC'), minorDigits('ETH')]).toEqual([2, 2, 6, 8, 8]);
    expect(toMinor(125_000, 'JPY')).toBe(12_500_000);
    expect(toMinor(0.29, 'JPY')).toBe(29);
    expect(toMinor(-1234.56, 'JPY')).toBe(-123_456);
    expect(toMinor(0.00000001, 'BTC')).toBe(1);
  });

  it('refuses what the currency cannot hold exactly', () => {
    expect(toMinor(1.005, 'JPY')).toBeUndefined();
    expect(toMinor(1_000.001, 'JPY')).toBeUndefined();
    expect(toMinor(123_456_789.123, 'JPY')).toBeUndefined();
    expect(toMinor(Number.NaN, 'JPY')).toBeUndefined();
    expect(toMinor(Number.POSITIVE_INFINITY, 'JPY')).toBeUndefined();
    expect(toMinor(1e300, 'JPY')).toBeUndefined();
  });

  it('gives back the same amount in major units', () => {
    for (const amount of [0, 0.01, 0.1, 0.29, 1, 99.99, 125_000, 123_456_789.12]) expect(toMajor(toMinor(amount, 'JPY')!, 'JPY')).toBe(amount);
    expect(toMinor(-0, 'JPY')).toBe(0);
    expect(Object.is(toMinor(-0, 'JPY'), -0)).toBe(false);
  });

  it('takes a withdrawal fee as fixed or as a share rounded down to the minor unit', () => {
    expect(withdrawalFee({ type: 'FIXED', value: 500 }, 30_000, 'JPY')).toBe(500);
    expect(withdrawalFee({ type: 'FIXED', value: 1 }, 250, 'USDT')).toBe(1);
    expect(withdrawalFee({ type: 'PERCENT', value: 1 }, 12_345.67, 'JPY')).toBe(123.45);
    expect(withdrawalFee({ type: 'PERCENT', value: 1 }, 10_000, 'JPY')).toBe(100);
  });
});
