import { describe, expect, it } from 'vitest';
import { countdown, timeLeft } from './time-left';

const NOW = Date.parse('2026-11-24T03:00:00Z');

describe('time left', () => {
  it('says days and hours, then hours and minutes, then minutes and seconds', () => {
    expect(timeLeft(NOW + 2 * 86_400_000 + 5 * 3_600_000 + 59_000, NOW)).toEqual({ key: 'days', values: { d: 2, h: 5, m: 0, s: 59 } });
    expect(timeLeft(NOW + 3 * 3_600_000 + 4 * 60_000, NOW)).toEqual({ key: 'hours', values: { d: 0, h: 3, m: 4, s: 0 } });
    expect(timeLeft(NOW + 90_000, NOW)).toEqual({ key: 'minutes', values: { d: 0, h: 0, m: 1, s: 30 } });
    expect(timeLeft(NOW - 1, NOW)).toEqual({ key: 'minutes', values: { d: 0, h: 0, m: 0, s: 0 } });
  });

  it('counts a code down in minutes and seconds, rounding a started second up, never below zero', () => {
    expect(countdown(NOW + 30 * 60_000, NOW)).toBe('30:00');
    expect(countdown(NOW + 29 * 60_000 + 59_001, NOW)).toBe('30:00');
    expect(countdown(NOW + 61_000, NOW)).toBe('01:01');
    expect(countdown(NOW + 3_600_000 + 5_000, NOW)).toBe('1:00:05');
    expect(countdown(NOW - 5_000, NOW)).toBe('00:00');
  });
});
