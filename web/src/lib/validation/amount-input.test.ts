import { describe, expect, it } from 'vitest';
import { amountInput } from './amount-input';

describe('amountInput', () => {
  it('keeps digits and one decimal point with 2 decimals; full-width digits become half-width', () => {
    expect(amountInput('１２,０００')).toBe('12000');
    expect(amountInput('00123.456')).toBe('123.45');
    expect(amountInput('1.2.3')).toBe('1.23');
    expect(amountInput('abc')).toBe('');
    expect(amountInput('12.5', 0)).toBe('12');
  });
});
