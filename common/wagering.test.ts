import { describe, expect, it } from 'vitest';
import { contribution, matchBonus, wageringProgress, wageringRequirement } from './wagering.ts';

describe('wagering', () => {
  it('counts a stake at its play type share, rounded down', () => {
    expect(contribution(50_000, 100)).toBe(50_000);
    expect(contribution(50_000, 10)).toBe(5_000);
    expect(contribution(333, 10)).toBe(33);
    expect(contribution(1, 50)).toBe(0);
  });

  it('asks a bonus to be wagered its multiple, rounded up', () => {
    expect(wageringRequirement(100_000, 5)).toBe(500_000);
    expect(wageringRequirement(101, 1.5)).toBe(152);
    expect(wageringRequirement(100_000, 0)).toBe(0);
  });

  it('never shows a bonus as met before it is, and shows it met once it is', () => {
    expect(wageringProgress(0, 5000)).toEqual({ percent: 0, remaining: 5000, met: false });
    expect(wageringProgress(4999, 5000)).toEqual({ percent: 99, remaining: 1, met: false });
    expect(wageringProgress(5000, 5000)).toEqual({ percent: 100, remaining: 0, met: true });
    expect(wageringProgress(6000, 5000)).toEqual({ percent: 100, remaining: 0, met: true });
    // A bonus with nothing to wager (free spins that won nothing) is met.
    expect(wageringProgress(0, 0)).toEqual({ percent: 100, remaining: 0, met: true });
  });

  it('matches a deposit by its percentage up to the maximum', () => {
    expect(matchBonus(200_000, 50, 1_000_000)).toBe(100_000);
    expect(matchBonus(5_000_000, 50, 1_000_000)).toBe(1_000_000);
    expect(matchBonus(333, 50, 1_000_000)).toBe(166);
  });
});
