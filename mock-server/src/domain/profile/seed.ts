import { newProfile, type PlayerProfile } from './state.ts';

/** Seeded profiles by name; every other seeded player starts empty. */
const SEEDS: Readonly<Record<string, Partial<PlayerProfile>>> = {
  // A Gold player with full personal details.
  player01: {
    personal: {
      realName: '山田 太郎',
      realNameKana: 'ヤマダ タロウ',
      birthday: '1990-04-12',
      address: { country: 'JP', postalCode: '150-0041', region: '東京都', city: '渋谷区', line1: '神南1-2-3', line2: 'サンプルビル501' },
    },
    lifetime: { deposit: 320_000, turnover: 1_450_000 },
    acknowledgedReports: { PRIVACY_POLICY_UPDATE: Date.UTC(2026, 0, 15, 3, 5, 0), RESPONSIBLE_GAMING: Date.UTC(2026, 0, 15, 3, 5, 0) },
  },
  transfer01: {
    personal: { realName: '佐藤 花子', realNameKana: 'サトウ ハナコ', birthday: '1985-11-03' },
    lifetime: { deposit: 60_000, turnover: 240_000 },
  },
};

export function seedProfiles(accounts: readonly { id: string; name: string }[]): Record<string, PlayerProfile> {
  return Object.fromEntries(accounts.map(({ id, name }) => [id, { ...newProfile(), ...SEEDS[name] }]));
}
