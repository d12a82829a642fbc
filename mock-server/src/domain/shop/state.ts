import type { LocalizedText } from '../shared/locale.ts';

/**
 * The Q-pon shop slice (SPEC §7 "Points: goods, modules, exchange"): its modules (sections) and
 * goods, the exchanges players made and the coupons those gave. The stock of a good is not stored:
 * it is what was stocked (`restocks`, the seed's first) less the exchanges of it, so it can never
 * disagree with the exchanges and never goes below zero while an exchange needs one left.
 */

/** What a coupon gives (openapi points.yaml CouponKind); amounts in whole yen. */
export type CouponReward =
  | { kind: 'CASH'; amount: number; currency: 'JPY' }
  | { kind: 'FREE_SPINS'; rounds: number; stake: number; currency: 'JPY'; gameId: string; providerCode: string }
  | { kind: 'REDEMPTION_CODE' }
  /** A bonus on the next deposit: granted through the bonus ledger (issue 21's grantBonus) once it exists. */
  | { kind: 'DEPOSIT_BONUS'; percent: number; maxAmount: number; currency: 'JPY'; wageringMultiplier: number };

export type CouponKind = CouponReward['kind'];

export interface ShopModule {
  moduleId: string;
  title: LocalizedText;
  description: LocalizedText;
}

export interface Goods {
  goodsId: string;
  moduleId: string;
  title: LocalizedText;
  description: LocalizedText;
  reward: CouponReward;
  /** Points one exchange costs. */
  price: number;
  /** Every stocking, the first one the seed's (or QA's when it added the good). */
  restocks: { at: number; quantity: number }[];
  perPlayerLimit: number | null;
  saleStartsAt: number;
  saleEndsAt: number | null;
  couponValidityDays: number;
}

export interface Exchange {
  exchangeId: string;
  accountId: string;
  goodsId: string;
  price: number;
  at: number;
  /** The player's idempotency key (`<accountId>:<key>` in `byKey`). */
  key: string;
  couponId: string;
  /** The points ledger entry that paid for it. */
  pointsEntryId: string;
}

export type CouponStatus = 'UNUSED' | 'USED' | 'EXPIRED';

export interface Coupon {
  couponId: string;
  accountId: string;
  goodsId: string;
  exchangeId: string;
  /** The good's title and reward as they were when exchanged: a later change to the good leaves it. */
  title: LocalizedText;
  description: LocalizedText;
  reward: CouponReward;
  code: string;
  status: CouponStatus;
  issuedAt: number;
  expiresAt: number;
  usedAt: number | null;
}

interface ShopState {
  modules: ShopModule[];
  goods: Goods[];
  exchanges: Exchange[];
  /** Index into `exchanges` by `<accountId>:<idempotency key>`. */
  byKey: Record<string, number>;
  coupons: Coupon[];
  nextExchange: number;
  nextCoupon: number;
}

export interface ShopSlice {
  shop: ShopState;
}

export const emptyShop = (modules: ShopModule[], goods: Goods[]): ShopState => ({ modules, goods, exchanges: [], byKey: {}, coupons: [], nextExchange: 1, nextCoupon: 1 });
