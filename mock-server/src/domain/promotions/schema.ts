import { z } from 'zod';
import { LocalizedTextSchema, Moment, Whole } from '../shared/state-schemas.ts';

/**
 * The promotions slice's schemas and the types drawn from them: they type the slice (state.ts) and check a snapshot's copy of it,
 * so a hand-edited bonus, claim or code is refused with its path when the snapshot is loaded
 * instead of throwing later in a read. Amounts are minor units (common/money.ts): finite, not negative.
 */

const Money = z.number().nonnegative();

export const BonusStatusSchema = z.enum(['ACTIVE', 'RELEASED', 'FORFEITED', 'EXPIRED', 'REVERTED']);
export type BonusStatus = z.infer<typeof BonusStatusSchema>;
export const BonusSourceSchema = z.enum(['PROMOTION', 'BONUS_CODE', 'LOGIN_BONUS', 'TASK', 'QPON', 'TOURNAMENT']);
export type BonusSource = z.infer<typeof BonusSourceSchema>;

/** A settled bet's contribution to a bonus's wagering (minor units); `betId` null where the QA harness met it. */
export const WageringStepSchema = z.object({ at: Moment, betId: z.string().nullable(), taken: Money });
export type WageringStep = z.infer<typeof WageringStepSchema>;

export const BonusSchema = z.object({
  bonusId: z.string(),
  accountId: z.string(),
  source: BonusSourceSchema,
  /** What it came from, in the source's words: a code, a task, a Q-pon item, a tournament. */
  sourceRef: z.string().nullable(),
  promotionId: z.string().nullable(),
  title: LocalizedTextSchema,
  currency: z.string(),
  /** What the house credited (for free spins, their winnings so far). */
  amount: Money,
  /** The part of PROMOTION that is this bonus's now: amount - stakes played with it + their wins. */
  balance: Money,
  wageringMultiple: z.number().nonnegative(),
  /** What each settled bet took off its wagering, in the order they settled (what is done is their sum). */
  wagering: z.array(WageringStepSchema),
  /** The largest stake taken while it is being wagered; null for none. */
  maxStake: Money.nullable(),
  grantedAt: Moment,
  expiresAt: Moment,
  status: BonusStatusSchema,
  closedAt: Moment.nullable(),
  /** What left PROMOTION when it closed (to COMMON on release, to the house otherwise). */
  closedAmount: Money,
  /** The free bet whose winnings it collects (free spins). */
  freeBetId: z.string().nullable(),
  /** Its "expiring" was told. */
  expiringTold: z.boolean(),
  /** Something of it was played (a stake, a free spin): a claim can no longer be undone. */
  touched: z.boolean(),
});
export type Bonus = z.infer<typeof BonusSchema>;

/** ARMED waits for a deposit; PAID has its bonus; the rest are ends of their own. */
export const ClaimStateSchema = z.enum(['ARMED', 'PAID', 'LAPSED', 'DECLINED', 'REVERTED']);
export type ClaimState = z.infer<typeof ClaimStateSchema>;

export const ClaimSchema = z.object({
  claimId: z.string(),
  accountId: z.string(),
  promotionId: z.string(),
  state: ClaimStateSchema,
  /** The claim period it counts in ('ONCE', or the Japan week's Monday). */
  period: z.string(),
  claimedAt: Moment,
  armedUntil: Moment.nullable(),
  bonusId: z.string().nullable(),
  closedAt: Moment.nullable(),
});
export type Claim = z.infer<typeof ClaimSchema>;

export const CodeOriginSchema = z.enum(['SEEDED', 'QA', 'OFFER']);
export type CodeOrigin = z.infer<typeof CodeOriginSchema>;

export const BonusCodeSchema = z.object({
  /** Upper case. */
  code: z.string().min(1).refine((code) => code === code.toUpperCase(), 'upper case'),
  promotionId: z.string(),
  origin: CodeOriginSchema,
  createdAt: Moment,
  expiresAt: Moment.nullable(),
  /** Redemptions left over all players; null for any number. */
  usesLeft: Whole.nullable(),
  /** An offer's code: only this player may redeem it. */
  forAccount: z.string().nullable(),
});
export type BonusCode = z.infer<typeof BonusCodeSchema>;

export const RedemptionSchema = z.object({ code: z.string(), accountId: z.string(), at: Moment, bonusId: z.string() });
export type Redemption = z.infer<typeof RedemptionSchema>;

/** What the timed offers gave a player on one day in Japan. */
export const OfferDaySchema = z.object({
  day: z.string(),
  /** Codes revealed that day, oldest first. */
  codes: z.array(z.string()),
});
export type OfferDay = z.infer<typeof OfferDaySchema>;

export const TaskProgressSchema = z.object({
  /** `<taskId>:<period start>`: a new period starts from nothing. */
  key: z.string(),
  progress: z.number().nonnegative(),
  claimedAt: Moment.nullable(),
});
export type TaskProgress = z.infer<typeof TaskProgressSchema>;

export const PromotionsStateSchema = z.object({
  bonuses: z.array(BonusSchema),
  claims: z.array(ClaimSchema),
  /** By code (upper case). */
  codes: z.record(z.string(), BonusCodeSchema),
  redemptions: z.array(RedemptionSchema),
  /** By account: today's offer codes (the last day only). */
  offers: z.record(z.string(), OfferDaySchema),
  /** By account: the Japan days whose login bonus was claimed (the latest few). */
  loginBonuses: z.record(z.string(), z.array(z.string())),
  /** By account: task progress of the current periods. */
  tasks: z.record(z.string(), z.array(TaskProgressSchema)),
  nextBonus: Whole,
  nextClaim: Whole,
  /** The login bonus and the bonus-code offer's moments are offered (QA may switch them off). */
  timedOffers: z.boolean(),
});
export type PromotionsState = z.infer<typeof PromotionsStateSchema>;
