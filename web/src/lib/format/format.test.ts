import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate } from './format';

describe('formatAmount', () => {
  it('shows 2 decimals', () => {
    expect(formatAmount(12)).toBe('12.00');
    expect(formatAmount(999.999)).toBe('1,000.00');
    expect(formatAmount(1000)).toBe('1,000.00');
  });

  it('shortens above 1000 with K', () => {
    expect(formatAmount(1500)).toBe('1.50K');
    expect(formatAmount(1234567.8)).toBe('1,234.57K');
    expect(formatAmount(-2500)).toBe('-2.50K');
  });

  it('shows JPY with ¥ and others with their code', () => {
    expect(formatAmount(980, { currency: 'JPY' })).toBe('¥980.00');
    expect(formatAmount(-12000, { currency: 'JPY' })).toBe('-¥12.00K');
    expect(formatAmount(3.5, { currency: 'USDT' })).toBe('3.50 USDT');
  });

  it("follows the player's locale", () => {
    expect(formatAmount(1234567.8, { locale: 'de-DE' })).toBe('1.234,57K');
  });

  it('never prints NaN', () => {
    expect(formatAmount(Number.NaN)).toBe('-');
  });
});

describe('formatDate', () => {
  const instant = '2026-11-22T15:30:00Z';

  it('formats a date in the given zone', () => {
    expect(formatDate(instant, { timeZone: 'Asia/Tokyo' })).toBe('2026/11/23');
    expect(formatDate(instant, { timeZone: 'UTC', locale: 'en-US' })).toBe('11/22/2026');
  });

  it('adds the time on request, 24-hour', () => {
    expect(formatDate(instant, { timeZone: 'Asia/Tokyo', withTime: true })).toBe('2026/11/23 00:30');
  });

  it('never prints Invalid Date', () => {
    expect(formatDate('not a date')).toBe('-');
  });
});
