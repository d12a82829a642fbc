import { describe, expect, it } from 'vitest';
import { jackpotAmountAt } from './jackpot';

describe('jackpotAmountAt', () => {
  const jackpot = { gameId: 'A', currency: 'JPY', amount: 1_000_000, growthPerSecond: 37, at: '2026-11-24T06:00:00.000Z' };
  it('grows by its rate per second since the reading, in whole yen', () => {
    expect(jackpotAmountAt(jackpot, Date.parse('2026-11-24T06:00:00.000Z'))).toBe(1_000_000);
    expect(jackpotAmountAt(jackpot, Date.parse('2026-11-24T06:00:10.500Z'))).toBe(1_000_388);
  });
  it('never goes below the reading for a clock behind it', () => {
    expect(jackpotAmountAt(jackpot, Date.parse('2026-11-24T05:59:00.000Z'))).toBe(1_000_000);
  });
});
