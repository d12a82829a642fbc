import { describe, expect, it } from 'vitest';
import { changesOf, personalDetailsRules, valuesOf, type PersonalDetailsValues } from './personal-details';
import type { PlayerProfile } from '../api/profile';

const profile: PlayerProfile = {
  id: '100001',
  loginName: 'qcplayer01',
  realName: '山田 太郎',
  realNameKana: 'ヤマダ タロウ',
  birthday: '1990-04-12',
  address: { country: 'JP', postalCode: '150-0041', region: '東京都', city: '渋谷区', line1: '神南1-2-3' },
  email: 'pl*****1@example.com',
  mobilePhone: '90****5678',
  phonePrefix: '0081',
  timeZone: 'Asia/Tokyo',
  currency: 'JPY',
  level: 2,
  levelName: 'ゴールド',
  kycStatus: 'NONE',
  registeredAt: '2026-01-15T03:00:00.000Z',
};

describe('personal details form', () => {
  it('sends only what changed, trimmed; nothing when nothing did', () => {
    const before = valuesOf(profile);
    expect(changesOf(before, before)).toEqual({});
    expect(changesOf(before, { ...before, realNameKana: ' ヤマダ タロー ', timeZone: 'Europe/London' })).toEqual({ realNameKana: 'ヤマダ タロー', timeZone: 'Europe/London' });
    // The address goes whole: the server replaces it.
    expect(changesOf(before, { ...before, line2: 'サンプルビル501' }).address).toEqual({ ...profile.address, line2: 'サンプルビル501' });
  });

  it('a cleared name is not sent (the server would refuse it and keeps the old one)', () => {
    const before = valuesOf(profile);
    expect(changesOf(before, { ...before, realName: '' })).toEqual({});
  });

  it('checks the name, its katakana reading, and a whole address once one part is typed', () => {
    const values = { ...valuesOf({ ...profile, address: null }) } satisfies PersonalDetailsValues;
    expect(personalDetailsRules.realName('田')).toBe('profile.rules.realName');
    expect(personalDetailsRules.realName('鈴木 一郎')).toBeNull();
    expect(personalDetailsRules.realNameKana('やまだ')).toBe('profile.rules.kana');
    expect(personalDetailsRules.realNameKana('ヤマダ')).toBeNull();
    expect(personalDetailsRules.city('', values)).toBeNull();
    const partly = { ...values, postalCode: '1234' };
    expect(personalDetailsRules.postalCode('1234', partly)).toBe('profile.rules.postalCodeJp');
    expect(personalDetailsRules.city('', partly)).toBe('profile.rules.required');
    expect(personalDetailsRules.postalCode('94103', { ...partly, country: 'US' })).toBeNull();
  });
});
