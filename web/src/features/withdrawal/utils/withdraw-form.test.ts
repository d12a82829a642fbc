import { describe, expect, it } from 'vitest';
import { checkWithdrawAmount, isKatakana, matchesNetwork, withdrawAllAmount } from './withdraw-form';

const BANK = { channel: 'BANK', minAmount: 1000, maxAmount: 1_000_000, fee: { type: 'FIXED', value: 500 }, identityRequiredAbove: 200_000 } as const;

describe('the withdrawal form', () => {
  it('checks the amount against the channel and the balance', () => {
    expect(checkWithdrawAmount('', BANK, 5000)).toBe('amountRequired');
    expect(checkWithdrawAmount('0', BANK, 5000)).toBe('amountInvalid');
    expect(checkWithdrawAmount('999', BANK, 5000)).toBe('belowMinimum');
    expect(checkWithdrawAmount('1000001', BANK, 2_000_000)).toBe('aboveMaximum');
    expect(checkWithdrawAmount('5000.01', BANK, 5000)).toBe('aboveBalance');
    expect(checkWithdrawAmount('5000', BANK, 5000)).toBeNull();
  });

  it('"withdraw all" is the least of the balance, the maximum and what is left today', () => {
    const config = { currency: 'JPY', available: 125_000, channels: [BANK], dailyCountLimit: 5, dailyCountLeft: 5, dailyAmountLimit: 3_000_000, dailyAmountLeft: 100_000, identityApproved: false };
    expect(withdrawAllAmount(config, BANK)).toBe(100_000);
    expect(withdrawAllAmount({ ...config, dailyAmountLeft: 3_000_000 }, { ...BANK, maxAmount: 50_000 })).toBe(50_000);
  });

  it('wants the holder in katakana and an address of the network', () => {
    expect(isKatakana('ヤマダ タロウ')).toBe(true);
    expect(isKatakana('山田太郎')).toBe(false);
    expect(isKatakana('  ')).toBe(false);
    expect(matchesNetwork('TQ2n8yKq5wZ7a3C9dXbVwKc1mJfR4sH6tP', '^T[1-9A-HJ-NP-Za-km-z]{33}$')).toBe(true);
    expect(matchesNetwork('0x52908400098527886E0F7030069857D2E4169EE7', '^T[1-9A-HJ-NP-Za-km-z]{33}$')).toBe(false);
  });
});
