import type { z } from 'zod';
import type { CouponRewardSchema, CouponSchema, CouponStatusSchema, ExchangeSchema, GoodsSchema, ShopModuleSchema, ShopStateSchema } from './schema.ts';

/**
 * The Q-pon shop slice (SPEC §7 "Points: goods, modules, exchange"): its modules (sections) and
 * goods, the exchanges players made and the coupons those gave. The stock of a good is not stored:
 * it is what was stocked (`restocks`, the seed's first) less the exchanges of it, so it can never
 * disagree with the exchanges and never goes below zero while an exchange needs one left.
 */

/** The slice's types, from its schemas (schema.ts): one source for the state and a snapshot's check. */
export type CouponReward = z.infer<typeof CouponRewardSchema>;
export type CouponKind = CouponReward['kind'];
export type ShopModule = z.infer<typeof ShopModuleSchema>;
export type Goods = z.infer<typeof GoodsSchema>;
export type Exchange = z.infer<typeof ExchangeSchema>;
export type CouponStatus = z.infer<typeof CouponStatusSchema>;
export type Coupon = z.infer<typeof CouponSchema>;
type ShopState = z.infer<typeof ShopStateSchema>;

export interface ShopSlice {
  shop: ShopState;
}

export const emptyShop = (modules: ShopModule[], goods: Goods[]): ShopState => ({ modules, goods, exchanges: [], byKey: {}, coupons: [], nextExchange: 1, nextCoupon: 1 });
