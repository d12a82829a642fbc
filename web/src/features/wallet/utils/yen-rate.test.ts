import { describe, expect, it } from 'vitest';
import { formatYenRate } from './yen-rate';

describe('formatYenRate', () => {
  it('always shows two decimals; the change signed', () => {
    expect(formatYenRate(151.2)).toBe('¥151.20');
    expect(formatYenRate(14_263_120.5)).toBe('¥14,263,120.50');
    expect(formatYenRate(-0.13, { signed: true })).toBe('-¥0.13');
    expect(formatYenRate(37_879.5, { signed: true })).toBe('+¥37,879.50');
  });
});
