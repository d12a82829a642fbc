import type { Locale } from '../../contract.ts';
import type { Lifetime } from './state.ts';

/** Levels (Bronze to Black) follow lifetime deposit and turnover, both needed; Platinum and up is VIP. */

export interface Level {
  level: number;
  names: Record<Locale, string>;
  /** Lifetime deposit and turnover in the site currency (JPY) to reach it; both are needed. */
  deposit: number;
  turnover: number;
  benefits: LevelBenefits;
}

/** What a level gives; the amounts are in the site currency (JPY). */
interface LevelBenefits {
  /** Weekly cashback on net losses. */
  cashbackPercent: number;
  dailyWithdrawalLimit: number;
  withdrawalsPerDay: number;
  birthdayBonus: number;
  personalManager: boolean;
  fasterWithdrawals: boolean;
}

const benefits = (cashbackPercent: number, dailyWithdrawalLimit: number, withdrawalsPerDay: number, birthdayBonus: number, vip: boolean): LevelBenefits => ({
  cashbackPercent,
  dailyWithdrawalLimit,
  withdrawalsPerDay,
  birthdayBonus,
  personalManager: vip,
  fasterWithdrawals: vip,
});

export const LEVELS: readonly Level[] = [
  { level: 0, names: { 'ja-JP': 'ブロンズ', 'en-US': 'Bronze', 'zh-CN': '青铜' }, deposit: 0, turnover: 0, benefits: benefits(0, 300_000, 1, 0, false) },
  { level: 1, names: { 'ja-JP': 'シルバー', 'en-US': 'Silver', 'zh-CN': '白银' }, deposit: 50_000, turnover: 200_000, benefits: benefits(0.2, 500_000, 2, 1_000, false) },
  { level: 2, names: { 'ja-JP': 'ゴールド', 'en-US': 'Gold', 'zh-CN': '黄金' }, deposit: 200_000, turnover: 1_000_000, benefits: benefits(0.5, 1_000_000, 3, 3_000, false) },
  { level: 3, names: { 'ja-JP': 'プラチナ', 'en-US': 'Platinum', 'zh-CN': '铂金' }, deposit: 1_000_000, turnover: 5_000_000, benefits: benefits(0.8, 3_000_000, 5, 10_000, true) },
  { level: 4, names: { 'ja-JP': 'ダイヤモンド', 'en-US': 'Diamond', 'zh-CN': '钻石' }, deposit: 5_000_000, turnover: 25_000_000, benefits: benefits(1, 5_000_000, 10, 30_000, true) },
  { level: 5, names: { 'ja-JP': 'ブラック', 'en-US': 'Black', 'zh-CN': '黑金' }, deposit: 20_000_000, turnover: 100_000_000, benefits: benefits(1.5, 10_000_000, 20, 100_000, true) },
];

/** Platinum and above are VIP levels. */
export const VIP_FROM_LEVEL = 3;

/** The highest level whose deposit and turnover thresholds the totals both reach. */
export function levelOf(lifetime: Lifetime): Level {
  return LEVELS.findLast((l) => lifetime.deposit >= l.deposit && lifetime.turnover >= l.turnover) ?? LEVELS[0]!;
}

export interface LevelProgress {
  current: Level;
  next: Level | undefined;
  /** The smaller of the deposit and turnover ratios toward the next level, 0-100; 100 at the top. */
  percent: number;
}

export function levelProgress(lifetime: Lifetime): LevelProgress {
  const current = levelOf(lifetime);
  const next = LEVELS[current.level + 1];
  if (!next) return { current, next, percent: 100 };
  // Multiplied before dividing: 1,450,000 of 5,000,000 is 29 %, not 28.999... floored to 28.
  const percentOf = (done: number, needed: number) => Math.floor((done * 100) / needed);
  return { current, next, percent: Math.min(100, percentOf(lifetime.deposit, next.deposit), percentOf(lifetime.turnover, next.turnover)) };
}
