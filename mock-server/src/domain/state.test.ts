import { describe, expect, it } from 'vitest';
import { activityConstants } from './content/activity.ts';
import { countriesFor } from './shared/countries.ts';
import { formatYen, LOCALES } from './shared/locale.ts';
import { freshState } from './state.ts';
import { timeZonesAt } from './shared/time-zones.ts';

describe('seeded state', () => {
  it('is the same for the same seed and differs for another seed', () => {
    expect(freshState(1)).toEqual(freshState(1));
    expect(freshState(42)).toEqual(freshState(42));
    const [one, two] = [freshState(1), freshState(2)];
    expect(two.cms).not.toEqual(one.cms);
    expect(two.marquee).not.toEqual(one.marquee);
  });

  it('writes yen as ¥ in every language, never JP¥', () => {
    const { cms, marquee } = freshState(1);
    const texts = [...cms.map((t) => `${t.title} ${t.remark}`), ...marquee.map((m) => JSON.stringify(m))].join(' ');
    expect(texts).toContain('¥');
    expect(texts).not.toContain('JP¥');
    expect(formatYen(50000, 'zh-CN')).toBe('¥50,000');
  });

  it('has header nav, footer and home sections in every language', () => {
    const { cms } = freshState(1);
    for (const locale of LOCALES) {
      const of = (code: string) => cms.filter((t) => t.locale === locale && t.moduleCode === code);
      expect(of('HEADER_NAV').map((t) => t.templateAction)).toEqual(['/', '/pachinko', '/live-casino', '/slots', '/tablegame', '/sports-bet', '/promo', '/q-pon']);
      expect(of('FOOTER_ABOUT')).toHaveLength(1);
      expect(of('FOOTER_LINKS').map((t) => t.templateAction)).toEqual(expect.arrayContaining(['/static/about', '/static/privacy', '/help/guide', '/sitemap', '/contact']));
      expect(of('FOOTER_SOCIAL').every((t) => t.templateAction.startsWith('https://') && t.mediaLibrary)).toBe(true);
      expect(of('HOME_BANNER').length).toBeGreaterThanOrEqual(3);
      expect(of('HOME_BANNER').length).toBeLessThanOrEqual(5);
      expect(of('HOME_CATEGORY').every((t) => t.mediaLibrary?.fullFilePath.startsWith('/media/1/'))).toBe(true);
    }
    const titles = (locale: string) => cms.filter((t) => t.locale === locale && t.moduleCode === 'HEADER_NAV').map((t) => t.title);
    expect(titles('ja-JP')).toContain('パチンコ');
    expect(titles('en-US')).toContain('Pachinko');
    expect(titles('zh-CN')).not.toEqual(titles('en-US'));
  });

  it('serves the dev-only public key in common config', () => {
    const { config } = freshState(1);
    expect(config.webkey).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(config).toMatchObject({ loginNamePrefix: 'qc', currency: 'JPY', defaultCountry: 'JP', contentDomain: '', defaultLocale: 'ja-JP' });
  });

  it('carries the timing constants of SPEC §9', () => {
    expect(activityConstants()).toEqual({
      bonusCodeOfferDelaysMin: [5, 10, 15],
      bonusCodeValidityMin: 30,
      firstBonusOfferDelaySec: 30,
      loginBonusClaimAfterMin: 30,
      jumpDialog: { firstAfterMin: 5, repeatAfterMin: 10, maxPerDay: 3 },
      bonusCodeOfferWindowMin: 5,
      bonusCodeOffersPerDay: 2,
      bonusCodeOffer: { amount: 500, currency: 'JPY', wageringMultiple: 5, validityHours: 24 },
      loginBonus: { amount: 100, currency: 'JPY', wageringMultiple: 1, validityHours: 24 },
      timeZone: 'Asia/Tokyo',
    });
  });
});

describe('reference data', () => {
  it('lists countries with Japan first, named in the locale', () => {
    const ja = countriesFor('ja-JP');
    expect(ja[0]).toEqual({ alpha2: 'JP', code: '+81', codeToInt: 81, country: '日本', countryFullName: 'Japan', countryCode: '81' });
    expect(countriesFor('zh-CN').find((c) => c.alpha2 === 'CN')?.country).toBe('中国');
    expect(ja.length).toBeGreaterThan(200);
  });

  it('lists time zones with Tokyo first and real offsets', () => {
    const zones = timeZonesAt(Date.parse('2026-07-01T00:00:00Z'));
    expect(zones[0]).toEqual({ id: 'Asia/Tokyo', label: '(UTC+09:00) Asia/Tokyo', offsetMinutes: 540 });
    expect(zones.find((z) => z.id === 'America/New_York')?.offsetMinutes).toBe(-240);
    expect(zones.some((z) => z.offsetMinutes === 330)).toBe(true); // India, whichever name the runtime uses
  });
});
