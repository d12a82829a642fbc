import { z } from 'zod';
import { LocalizedTextSchema, Moment, Whole } from '../shared/state-schemas.ts';

/** The shop slice's schemas: they type the slice (state.ts) and check a snapshot's copy of it. */

/** What a coupon gives (openapi points.yaml CouponKind); amounts in whole yen. */
export const CouponRewardSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('CASH'), amount: Whole, currency: z.literal('JPY') }),
  z.object({ kind: z.literal('FREE_SPINS'), rounds: Whole, stake: Whole, currency: z.literal('JPY'), gameId: z.string(), providerCode: z.string() }),
  z.object({ kind: z.literal('REDEMPTION_CODE') }),
  /** A bonus on the next deposit: granted through the bonus ledger's grantBonus. */
  z.object({ kind: z.literal('DEPOSIT_BONUS'), percent: z.number().nonnegative(), maxAmount: Whole, currency: z.literal('JPY'), wageringMultiplier: z.number().nonnegative() }),
]);

export const ShopModuleSchema = z.object({ moduleId: z.string(), title: LocalizedTextSchema, description: LocalizedTextSchema });

export const GoodsSchema = z.object({
  goodsId: z.string(),
  moduleId: z.string(),
  title: LocalizedTextSchema,
  description: LocalizedTextSchema,
  reward: CouponRewardSchema,
  /** Points one exchange costs. */
  price: Whole,
  /** Every stocking, the first one the seed's (or QA's when it added the good). */
  restocks: z.array(z.object({ at: Moment, quantity: Whole })),
  perPlayerLimit: z.int().positive().nullable(),
  saleStartsAt: Moment,
  saleEndsAt: Moment.nullable(),
  couponValidityDays: z.number().positive(),
});

export const ExchangeSchema = z.object({
  exchangeId: z.string(),
  accountId: z.string(),
  goodsId: z.string(),
  price: Whole,
  at: Moment,
  /** The player's idempotency key (`<accountId>:<key>` in `byKey`). */
  key: z.string(),
  couponId: z.string(),
  /** The points ledger entry that paid for it. */
  pointsEntryId: z.string(),
});

export const CouponStatusSchema = z.enum(['UNUSED', 'USED', 'EXPIRED']);

export const CouponSchema = z.object({
  couponId: z.string(),
  accountId: z.string(),
  goodsId: z.string(),
  exchangeId: z.string(),
  /** The good's title and reward as they were when exchanged: a later change to the good leaves it. */
  title: LocalizedTextSchema,
  description: LocalizedTextSchema,
  reward: CouponRewardSchema,
  code: z.string(),
  status: CouponStatusSchema,
  issuedAt: Moment,
  expiresAt: Moment,
  usedAt: Moment.nullable(),
});

export const ShopStateSchema = z.object({
  modules: z.array(ShopModuleSchema),
  goods: z.array(GoodsSchema),
  exchanges: z.array(ExchangeSchema),
  /** Index into `exchanges` by `<accountId>:<idempotency key>`. */
  byKey: z.record(z.string(), Whole),
  coupons: z.array(CouponSchema),
  nextExchange: Whole,
  nextCoupon: Whole,
});
