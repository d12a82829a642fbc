import type { Locale } from '../../contract.ts';
import type { PlayType } from '../bets/state.ts';
import { catalogueFor, type CatalogueGame } from '../games/catalogue.ts';
import { formatYen } from '../shared/locale.ts';
import type { MediaSpec } from '../shared/media.ts';
import type { LocalizedText } from './state.ts';

/**
 * The promotions the house runs: what each gives, who may claim it, how often, and the wagering
 * its bonus carries. The same for every seed and session (only the free spins' game comes from the
 * seed's catalogue); amounts in the site currency's major units (yen). Texts in the three
 * languages; the terms are written from these rules (terms.ts), so they cannot drift from them.
 */

export type PromotionKind = 'DEPOSIT_MATCH' | 'CASHBACK' | 'FREE_SPINS' | 'NO_DEPOSIT' | 'BONUS_CODE';
export type ClaimLimit = 'ONCE' | 'WEEKLY';

export interface PromotionReward {
  matchPercent?: number;
  maxBonus?: number;
  minDeposit?: number;
  fixedAmount?: number;
  cashbackPercent?: number;
  cashbackPlayType?: PlayType;
  cashbackDays?: number;
  /** The least net loss cashback gives anything back on. */
  minLoss?: number;
  freeSpins?: { rounds: number };
}

export interface PromotionDef {
  promotionId: string;
  kind: PromotionKind;
  title: LocalizedText;
  summary: (locale: Locale) => string;
  /** The picture's colours (domain/shared/media.ts). */
  hues: [number, number];
  /** Claimed from the list; false for a promotion only a bonus code gives. */
  listed: boolean;
  claimLimit: ClaimLimit;
  countries: readonly string[];
  minLevel: number | null;
  /** NONE: only before a first deposit; MADE: only after one. */
  firstDeposit: 'NONE' | 'MADE' | null;
  /** A paid deposit within this many days is needed. */
  depositWithinDays: number | null;
  /** Registered within this many days. */
  newPlayerDays: number | null;
  reward: PromotionReward;
  wageringMultiple: number;
  maxStake: number | null;
  validityDays: number;
}

const yen = formatYen;

export const PROMOTIONS: readonly PromotionDef[] = [
  {
    promotionId: 'first-deposit',
    kind: 'DEPOSIT_MATCH',
    title: { 'ja-JP': '初回入金ボーナス', 'en-US': 'First Deposit Bonus', 'zh-CN': '首存奖金' },
    summary: (l) => ({ 'ja-JP': `初回入金額の100%（最大${yen(30_000, l)}）をボーナスでプレゼント`, 'en-US': `100% of your first deposit, up to ${yen(30_000, l)}`, 'zh-CN': `首次充值金额的100%（最高${yen(30_000, l)}）作为奖金` })[l],
    hues: [340, 30],
    listed: true,
    claimLimit: 'ONCE',
    countries: ['JP'],
    minLevel: null,
    firstDeposit: 'NONE',
    depositWithinDays: null,
    newPlayerDays: null,
    reward: { matchPercent: 100, maxBonus: 30_000, minDeposit: 3_000 },
    wageringMultiple: 20,
    maxStake: 5_000,
    validityDays: 30,
  },
  {
    promotionId: 'reload-weekly',
    kind: 'DEPOSIT_MATCH',
    title: { 'ja-JP': '週末リロードボーナス', 'en-US': 'Weekly Reload Bonus', 'zh-CN': '每周续存奖金' },
    summary: (l) => ({ 'ja-JP': `入金額の50%（最大${yen(10_000, l)}）をボーナスでプレゼント`, 'en-US': `50% of a deposit, up to ${yen(10_000, l)}`, 'zh-CN': `充值金额的50%（最高${yen(10_000, l)}）作为奖金` })[l],
    hues: [200, 260],
    listed: true,
    claimLimit: 'WEEKLY',
    countries: ['JP'],
    minLevel: 1,
    firstDeposit: 'MADE',
    depositWithinDays: null,
    newPlayerDays: null,
    reward: { matchPercent: 50, maxBonus: 10_000, minDeposit: 2_000 },
    wageringMultiple: 5,
    maxStake: 1_000,
    validityDays: 7,
  },
  {
    promotionId: 'pachinko-cashback',
    kind: 'CASHBACK',
    title: { 'ja-JP': 'パチンコ キャッシュバック', 'en-US': 'Pachinko Cashback', 'zh-CN': '柏青哥返现' },
    summary: (l) => ({ 'ja-JP': `過去7日間のパチンコの負け額の10%（最大${yen(20_000, l)}）を還元`, 'en-US': `10% of your net loss on pachinko over 7 days, up to ${yen(20_000, l)}`, 'zh-CN': `返还过去7天柏青哥净亏损的10%（最高${yen(20_000, l)}）` })[l],
    hues: [160, 210],
    listed: true,
    claimLimit: 'WEEKLY',
    countries: ['JP'],
    minLevel: null,
    firstDeposit: null,
    depositWithinDays: 30,
    newPlayerDays: null,
    reward: { cashbackPercent: 10, cashbackPlayType: 'PACHINKO', cashbackDays: 7, maxBonus: 20_000, minLoss: 1_000 },
    wageringMultiple: 1,
    maxStake: null,
    validityDays: 7,
  },
  {
    promotionId: 'pachislot-free-spins',
    kind: 'FREE_SPINS',
    title: { 'ja-JP': 'パチスロ フリースピン20回', 'en-US': '20 Pachislot Free Spins', 'zh-CN': '柏青嫂免费旋转20次' },
    summary: (l) => ({ 'ja-JP': '人気パチスロ機種で20回のフリースピン。獲得金はボーナスに', 'en-US': '20 free spins on a favourite pachislot; the winnings become a bonus', 'zh-CN': '热门柏青嫂机种免费旋转20次，赢得的金额计入奖金' })[l],
    hues: [280, 320],
    listed: true,
    claimLimit: 'ONCE',
    countries: ['JP'],
    minLevel: null,
    firstDeposit: null,
    depositWithinDays: null,
    newPlayerDays: null,
    reward: { freeSpins: { rounds: 20 } },
    wageringMultiple: 10,
    maxStake: 1_000,
    validityDays: 7,
  },
  {
    promotionId: 'welcome-no-deposit',
    kind: 'NO_DEPOSIT',
    title: { 'ja-JP': '新規登録ボーナス', 'en-US': 'Sign-up Bonus', 'zh-CN': '注册奖金' },
    summary: (l) => ({ 'ja-JP': `入金不要！登録から30日以内に${yen(1_000, l)}のボーナス`, 'en-US': `No deposit needed: ${yen(1_000, l)} within 30 days of signing up`, 'zh-CN': `无需充值！注册30天内可领取${yen(1_000, l)}奖金` })[l],
    hues: [45, 10],
    listed: true,
    claimLimit: 'ONCE',
    countries: ['JP'],
    minLevel: null,
    firstDeposit: 'NONE',
    depositWithinDays: null,
    newPlayerDays: 30,
    reward: { fixedAmount: 1_000 },
    wageringMultiple: 10,
    maxStake: 200,
    validityDays: 3,
  },
  {
    promotionId: 'code-bonus-1000',
    kind: 'BONUS_CODE',
    title: { 'ja-JP': 'ボーナスコード ¥1,000', 'en-US': 'Bonus Code ¥1,000', 'zh-CN': '奖金代码 ¥1,000' },
    summary: (l) => ({ 'ja-JP': `コード入力で${yen(1_000, l)}のボーナス`, 'en-US': `${yen(1_000, l)} bonus with a code`, 'zh-CN': `输入代码即得${yen(1_000, l)}奖金` })[l],
    hues: [120, 190],
    listed: false,
    claimLimit: 'ONCE',
    countries: ['JP'],
    minLevel: null,
    firstDeposit: null,
    depositWithinDays: null,
    newPlayerDays: null,
    reward: { fixedAmount: 1_000 },
    wageringMultiple: 10,
    maxStake: 500,
    validityDays: 7,
  },
  {
    promotionId: 'code-offer',
    kind: 'BONUS_CODE',
    title: { 'ja-JP': '限定ボーナスコード', 'en-US': 'Limited Bonus Code', 'zh-CN': '限定奖金代码' },
    summary: (l) => ({ 'ja-JP': `ログイン中だけのコードで${yen(500, l)}のボーナス`, 'en-US': `${yen(500, l)} bonus from a code offered while you play`, 'zh-CN': `登录期间限定代码，赠送${yen(500, l)}奖金` })[l],
    hues: [20, 350],
    listed: false,
    claimLimit: 'ONCE',
    countries: ['JP'],
    minLevel: null,
    firstDeposit: null,
    depositWithinDays: null,
    newPlayerDays: null,
    reward: { fixedAmount: 500 },
    wageringMultiple: 5,
    maxStake: 500,
    validityDays: 1,
  },
];

export function findPromotion(promotionId: string): PromotionDef | undefined {
  return PROMOTIONS.find((p) => p.promotionId === promotionId);
}

/** The game the free spins play on: AMIGO's first pachislot (as the welcome free bet). */
export function freeSpinsGame(seed: number): CatalogueGame | undefined {
  return catalogueFor(seed).games.find((g) => g.providerCode === 'AMIGO' && g.gameType === 'PACHISLOT');
}

/** Each promotion's picture, `banner/promo-<id>` under the seed (domain/shared/media.ts). */
export const promotionPictureName = (promotionId: string) => `promo-${promotionId}`;

/** Each listed promotion's picture, drawn by the media route like the banners (one per seed's baseline). */
export function registerPromotionPictures(media: Map<string, MediaSpec>): void {
  PROMOTIONS.forEach((promotion, i) => {
    // Fixed decorative circles per promotion: the picture is the same on every seed.
    const shapes = [0.15, 0.3, 0.4, 0.85, 0.25, 0.6, 0.6, 0.85, 0.3].map((v, j) => (v + i * 0.137 + j * 0.05) % 1);
    media.set(`banner/${promotionPictureName(promotion.promotionId)}`, {
      kind: 'banner',
      title: promotion.title['ja-JP'],
      subtitle: promotion.summary('ja-JP'),
      hues: promotion.hues,
      shapes,
    });
  });
}

const JAPAN_OFFSET_MS = 9 * 3_600_000;

/** Midnight in Japan on the first of the month `monthsAhead` after the one `now` falls in. */
function japanMonthStart(now: number, monthsAhead: number): number {
  const japan = new Date(now + JAPAN_OFFSET_MS);
  return Date.UTC(japan.getUTCFullYear(), japan.getUTCMonth() + monthsAhead, 1) - JAPAN_OFFSET_MS;
}

/** The campaign period promotions are shown with: from the first of this month in Japan to the end of the next, around the session clock. */
export function runningPeriod(now: number): { startAt: number; endAt: number } {
  return { startAt: japanMonthStart(now, 0), endAt: japanMonthStart(now, 2) - 1000 };
}
