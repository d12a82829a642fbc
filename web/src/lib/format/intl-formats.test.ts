import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberFormat, tokyoMonthDay } from './intl-formats';

const locales = ['ja-JP', 'en-US', 'zh-CN'] as const;
const digits = fc.integer({ min: 0, max: 8 }).chain((max) => fc.tuple(fc.integer({ min: 0, max }), fc.constant(max)));
// Amounts as the site has them: whole yen, cents, crypto to 8 places, and ties (x.xx5) that round.
const values = fc.oneof(
  fc.double({ min: -1e15, max: 1e15, noNaN: true }),
  fc.integer({ min: -1e12, max: 1e12 }).map((cents) => cents / 100),
  fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000 + 0.0005),
  fc.integer({ min: 0, max: 1e12 }).map((n) => n / 1e8),
  fc.constantFrom(0, -0, 0.5, 1.005, 2.675, 999.995, 999999.9999, 1e-7, 1e21, 123456789012345680000, Infinity, -Infinity, NaN),
);

describe('numberFormat', () => {
  it('writes every number exactly as Intl.NumberFormat does in the three site languages', () => {
    fc.assert(
      fc.property(fc.constantFrom(...locales), digits, values, (locale, [min, max], value) => {
        const expected = new Intl.NumberFormat(locale, { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
        expect(numberFormat(locale, min, max).format(value)).toBe(expected);
      }),
      { numRuns: 20_000 },
    );
  });

  it('groups by three and rounds half away from zero', () => {
    expect(numberFormat('ja-JP', 0, 2).format(1234567.891)).toBe('1,234,567.89');
    expect(numberFormat('en-US', 2, 2).format(999.995)).toBe('1,000.00');
    expect(numberFormat('zh-CN', 0, 0).format(-1234.5)).toBe('-1,235');
  });

  it('leaves other languages to Intl', () => {
    expect(numberFormat('de-DE', 2, 2).format(1234.5)).toBe('1.234,50');
  });
});

describe('tokyoMonthDay', () => {
  it("writes every day exactly as Intl does in Tokyo's time, in the three site languages", () => {
    fc.assert(
      fc.property(fc.constantFrom(...locales), fc.integer({ min: Date.UTC(1940, 0, 1), max: Date.UTC(2200, 0, 1) }), (locale, time) => {
        const at = new Date(time);
        expect(tokyoMonthDay(at, locale)).toBe(new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'Asia/Tokyo' }).format(at));
      }),
      { numRuns: 5_000 },
    );
  });

  it("turns the day at Tokyo's midnight, not UTC's", () => {
    expect(tokyoMonthDay(new Date('2026-11-24T14:59:59Z'), 'ja-JP')).toBe('11月24日');
    expect(tokyoMonthDay(new Date('2026-11-24T15:00:00Z'), 'en-US')).toBe('Nov 25');
  });
});
