import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberFormat, numericDate, numericDateOptions, tokyoMonthDay } from './intl-formats';

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

describe('numericDate', () => {
  const intl = (at: Date, locale: string, withTime: boolean, timeZone?: string) => new Intl.DateTimeFormat(locale, numericDateOptions(withTime, timeZone)).format(at);

  it('writes every date and time exactly as Intl does, in the device zone, UTC and Tokyo, in the three site languages', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.integer({ min: Date.UTC(1940, 0, 1), max: Date.UTC(2200, 0, 1) }),
        fc.boolean(),
        fc.constantFrom(undefined, 'UTC', 'Asia/Tokyo'),
        (locale, time, withTime, timeZone) => {
          const at = new Date(time);
          expect(numericDate(at, locale, withTime, timeZone)).toBe(intl(at, locale, withTime, timeZone));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it("writes the device's own wall clock as Intl does where the device keeps summer time", () => {
    const before = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(new Date(Date.UTC(2026, 6, 1)).getTimezoneOffset()).toBe(240);
      fc.assert(
        fc.property(fc.constantFrom(...locales), fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }), fc.boolean(), (locale, time, withTime) => {
          const at = new Date(time);
          expect(numericDate(at, locale, withTime)).toBe(intl(at, locale, withTime));
        }),
        { numRuns: 2_000 },
      );
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('writes midnight as 00, and the day by the zone asked for', () => {
    const midnightInTokyo = new Date('2026-11-22T15:00:00Z');
    expect(numericDate(midnightInTokyo, 'ja-JP', true, 'Asia/Tokyo')).toBe('2026/11/23 00:00');
    expect(numericDate(midnightInTokyo, 'en-US', true, 'UTC')).toBe('11/22/2026, 15:00');
    expect(numericDate(midnightInTokyo, 'zh-CN', false, 'UTC')).toBe('2026/11/22');
  });

  it('leaves other zones, languages and far years to Intl', () => {
    const at = new Date('2026-11-22T15:00:00Z');
    expect(numericDate(at, 'ja-JP', true, 'America/New_York')).toBe(intl(at, 'ja-JP', true, 'America/New_York'));
    expect(numericDate(at, 'fr-FR', false)).toBe(intl(at, 'fr-FR', false));
    const far = new Date(Date.UTC(12_000, 0, 1));
    expect(numericDate(far, 'en-US', false, 'UTC')).toBe(intl(far, 'en-US', false, 'UTC'));
  });
});
