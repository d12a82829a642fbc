import type { Locale } from '../../contract.ts';

/**
 * The promotions slice: the bonus ledger (each granted bonus an account of its own within the
 * PROMOTION wallet), the claims players made, bonus codes and who redeemed them, the timed offers
 * (login bonus, bonus-code offers) and task progress. Money itself is the wallet's: a bonus's
 * `balance` is the part of the PROMOTION wallet it holds, kept beside the ledger entries that
 * moved it (each carries the bonus id as its ref, or the bet it paid for). Amounts are minor units
 * (common/money.ts). Per-session state, plain data.
 */

export type LocalizedText = Record<Locale, string>;

export type BonusStatus = 'ACTIVE' | 'RELEASED' | 'FORFEITED' | 'EXPIRED' | 'REVERTED';
export type BonusSource = 'PROMOTION' | 'BONUS_CODE' | 'LOGIN_BONUS' | 'TASK' | 'QPON' | 'TOURNAMENT';

/** A settled bet's contribution to a bonus's wagering (minor units); `betId` null where the QA harness met it. */
export interface WageringStep {
  at: number;
  betId: string | null;
  taken: number;
}

export interface Bonus {
  bonusId: string;
  accountId: string;
  source: BonusSource;
  /** What it came from, in the source's words: a code, a task, a Q-pon item, a tournament. */
  sourceRef: string | null;
  promotionId: string | null;
  title: LocalizedText;
  currency: string;
  /** What the house credited (for free spins, their winnings so far). */
  amount: number;
  /** The part of PROMOTION that is this bonus's now: amount - stakes played with it + their wins. */
  balance: number;
  wageringMultiple: number;
  /** What each settled bet took off its wagering, in the order they settled (what is done is their sum). */
  wagering: WageringStep[];
  /** The largest stake taken while it is being wagered; null for none. */
  maxStake: number | null;
  grantedAt: number;
  expiresAt: number;
  status: BonusStatus;
  closedAt: number | null;
  /** What left PROMOTION when it closed (to COMMON on release, to the house otherwise). */
  closedAmount: number;
  /** The free bet whose winnings it collects (free spins). */
  freeBetId: string | null;
  /** Its "expiring" was told. */
  expiringTold: boolean;
  /** Something of it was played (a stake, a free spin): a claim can no longer be undone. */
  touched: boolean;
}

/** ARMED waits for a deposit; PAID has its bonus; the rest are ends of their own. */
export type ClaimState = 'ARMED' | 'PAID' | 'LAPSED' | 'DECLINED' | 'REVERTED';

export interface Claim {
  claimId: string;
  accountId: string;
  promotionId: string;
  state: ClaimState;
  /** The claim period it counts in ('ONCE', or the Japan week's Monday). */
  period: string;
  claimedAt: number;
  armedUntil: number | null;
  bonusId: string | null;
  closedAt: number | null;
}

export type CodeOrigin = 'SEEDED' | 'QA' | 'OFFER';

export interface BonusCode {
  /** Upper case. */
  code: string;
  promotionId: string;
  origin: CodeOrigin;
  createdAt: number;
  expiresAt: number | null;
  /** Redemptions left over all players; null for any number. */
  usesLeft: number | null;
  /** An offer's code: only this player may redeem it. */
  forAccount: string | null;
}

export interface Redemption {
  code: string;
  accountId: string;
  at: number;
  bonusId: string;
}

/** What the timed offers gave a player on one day in Japan. */
export interface OfferDay {
  day: string;
  /** Codes revealed that day, oldest first. */
  codes: string[];
}

export interface TaskProgress {
  /** `<taskId>:<period start>`: a new period starts from nothing. */
  key: string;
  progress: number;
  claimedAt: number | null;
}

interface PromotionsState {
  bonuses: Bonus[];
  claims: Claim[];
  codes: Record<string, BonusCode>;
  redemptions: Redemption[];
  /** By account: today's offer codes (the last day only). */
  offers: Record<string, OfferDay>;
  /** By account: the Japan days whose login bonus was claimed (the latest few). */
  loginBonuses: Record<string, string[]>;
  /** By account: task progress of the current periods. */
  tasks: Record<string, TaskProgress[]>;
  nextBonus: number;
  nextClaim: number;
  /** The login bonus and the bonus-code offer's moments are offered (QA may switch them off). */
  timedOffers: boolean;
}

export interface PromotionsSlice {
  promotions: PromotionsState;
}

export const noPromotions = (codes: Record<string, BonusCode> = {}): PromotionsState => ({
  bonuses: [],
  claims: [],
  codes,
  redemptions: [],
  offers: {},
  loginBonuses: {},
  tasks: {},
  nextBonus: 1,
  nextClaim: 1,
  timedOffers: true,
});
