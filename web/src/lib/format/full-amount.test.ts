import { describe, expect, it } from 'vitest';
import { formatFullAmount } from './full-amount';

describe('formatFullAmount', () => {
  it('shows whole yen with grouping and no decimals', () => {
    expect(formatFullAmount(125_000, 'JPY')).toBe('¥125,000');
    expect(formatFullAmount(-500, 'JPY')).toBe('-¥500');
  });

  it('keeps the decimals a yen amount has, and 2 for other currencies', () => {
    expect(formatFullAmount(123.45, 'JPY')).toBe('¥123.45');
    expect(formatFullAmount(1500, 'USDT')).toBe('1,500.00 USDT');
  });

  it('never prints NaN', () => {
    expect(formatFullAmount(Number.NaN, 'JPY')).toBe('-');
  });
});
