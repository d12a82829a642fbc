import type { Locale } from '../contract.ts';
import type { Account, Wallet } from './accounts.ts';

/**
 * The player beyond the login: personal details (with the age rule read on the session clock),
 * the level their lifetime deposits and turnover reach, the reports they acknowledged, and the
 * currencies they hold wallets in. Plain data on the account; the rules live here.
 */

// --- personal details --------------------------------------------------------------------------

export interface Address {
  country: string;
  postalCode: string;
  region: string;
  city: string;
  line1: string;
  line2?: string;
}

/** Each absent until the player gives it (updatePersonalInfo). */
export interface PersonalDetails {
  realName?: string;
  /** The reading of the name in katakana. */
  realNameKana?: string;
  /** YYYY-MM-DD. */
  birthday?: string;
  address?: Address;
}

export const MINIMUM_AGE = 18;
const MAXIMUM_AGE = 120;

// SPEC §5 "Name": at least 2 trimmed characters, Japanese or Chinese characters or Latin letters and spaces.
const NAME = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆・A-Za-zＡ-Ｚａ-ｚ\s]+$/u;
const KANA = /^[\p{Script=Katakana}ー・\s]+$/u;
const JAPANESE_POSTAL_CODE = /^\d{3}-?\d{4}$/;

export const isValidRealName = (name: string) => name.trim().length >= 2 && NAME.test(name.trim());
export const isValidKana = (kana: string) => kana.trim() !== '' && KANA.test(kana.trim());
export const isJapanesePostalCode = (code: string) => JAPANESE_POSTAL_CODE.test(code.trim());

/** Today's date (YYYY-MM-DD) where the player lives: an 18th birthday starts at their midnight. */
export function localDate(at: number, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    // A time zone the runtime does not know: Japan's, the site's default.
    return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  }
}

/** Whole years from a birthday to a date, both YYYY-MM-DD; negative for a birthday still to come. */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

export type BirthdayVerdict = 'ok' | 'under-age' | 'implausible';

/** A date of birth as the session clock sees it in the player's time zone. */
export function checkBirthday(birthday: string, now: number, timeZone: string): BirthdayVerdict {
  const today = localDate(now, timeZone);
  if (birthday > today) return 'implausible';
  const age = ageOn(birthday, today);
  if (age > MAXIMUM_AGE) return 'implausible';
  return age < MINIMUM_AGE ? 'under-age' : 'ok';
}

// --- levels ------------------------------------------------------------------------------------

export interface Level {
  level: number;
  names: Record<Locale, string>;
  /** Lifetime deposit and turnover in the site currency (JPY) to reach it; both are needed. */
  deposit: number;
  turnover: number;
}

export const LEVELS: readonly Level[] = [
  { level: 0, names: { 'ja-JP': 'ブロンズ', 'en-US': 'Bronze', 'zh-CN': '青铜' }, deposit: 0, turnover: 0 },
  { level: 1, names: { 'ja-JP': 'シルバー', 'en-US': 'Silver', 'zh-CN': '白银' }, deposit: 50_000, turnover: 200_000 },
  { level: 2, names: { 'ja-JP': 'ゴールド', 'en-US': 'Gold', 'zh-CN': '黄金' }, deposit: 200_000, turnover: 1_000_000 },
  { level: 3, names: { 'ja-JP': 'プラチナ', 'en-US': 'Platinum', 'zh-CN': '铂金' }, deposit: 1_000_000, turnover: 5_000_000 },
  { level: 4, names: { 'ja-JP': 'ダイヤモンド', 'en-US': 'Diamond', 'zh-CN': '钻石' }, deposit: 5_000_000, turnover: 25_000_000 },
  { level: 5, names: { 'ja-JP': 'ブラック', 'en-US': 'Black', 'zh-CN': '黑金' }, deposit: 20_000_000, turnover: 100_000_000 },
];

/** Platinum and above are VIP levels. */
export const VIP_FROM_LEVEL = 3;

/** The highest level whose deposit and turnover thresholds the totals both reach. */
export function levelOf(lifetime: Account['lifetime']): Level {
  return LEVELS.findLast((l) => lifetime.deposit >= l.deposit && lifetime.turnover >= l.turnover) ?? LEVELS[0]!;
}

export interface LevelProgress {
  current: Level;
  next: Level | undefined;
  /** The smaller of the deposit and turnover ratios toward the next level, 0-100; 100 at the top. */
  percent: number;
}

export function levelProgress(lifetime: Account['lifetime']): LevelProgress {
  const current = levelOf(lifetime);
  const next = LEVELS[current.level + 1];
  if (!next) return { current, next, percent: 100 };
  // Multiplied before dividing: 1,450,000 of 5,000,000 is 29 %, not 28.999... floored to 28.
  const percentOf = (done: number, needed: number) => Math.floor((done * 100) / needed);
  return { current, next, percent: Math.min(100, percentOf(lifetime.deposit, next.deposit), percentOf(lifetime.turnover, next.turnover)) };
}

// --- reports -----------------------------------------------------------------------------------

export type ReportType = 'TERMS_UPDATE' | 'PRIVACY_POLICY_UPDATE' | 'RESPONSIBLE_GAMING' | 'ANNUAL_STATEMENT';
export const REPORT_TYPES: readonly ReportType[] = ['TERMS_UPDATE', 'PRIVACY_POLICY_UPDATE', 'RESPONSIBLE_GAMING', 'ANNUAL_STATEMENT'];

/** The first acknowledgement is the one kept: it is the record that the player saw it. */
export function acknowledgeReport(account: Account, reportType: ReportType, now: number): number {
  return (account.acknowledgedReports[reportType] ??= now);
}

export const pendingReports = (account: Account): ReportType[] => REPORT_TYPES.filter((type) => account.acknowledgedReports[type] === undefined);

// --- currency accounts -------------------------------------------------------------------------

/** Currencies a player may hold wallets in: the site's yen first, then dollars and crypto. */
export const OFFERED_CURRENCIES: readonly string[] = ['JPY', 'USD', 'USDT', 'BTC', 'ETH'];

export type OpenWalletsResult = { ok: true; wallets: Wallet[] } | { ok: false; reason: 'not-offered' | 'exists' };

/** COMMON and PROMOTION wallets at 0 in a currency the player does not hold yet. */
export function openWallets(account: Account, currency: string): OpenWalletsResult {
  if (!OFFERED_CURRENCIES.includes(currency)) return { ok: false, reason: 'not-offered' };
  if (account.wallets.some((w) => w.currency === currency)) return { ok: false, reason: 'exists' };
  const wallets: Wallet[] = [
    { walletType: 'COMMON', currency, amount: 0 },
    { walletType: 'PROMOTION', currency, amount: 0 },
  ];
  account.wallets.push(...wallets);
  return { ok: true, wallets };
}
