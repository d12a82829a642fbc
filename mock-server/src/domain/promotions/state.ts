import type { Locale } from '../../contract.ts';
import type { BonusCode, PromotionsState } from './schema.ts';

/**
 * The promotions slice: the bonus ledger (each granted bonus an account of its own within the
 * PROMOTION wallet), the claims players made, bonus codes and who redeemed them, the timed offers
 * (login bonus, bonus-code offers) and task progress. Money itself is the wallet's: a bonus's
 * `balance` is the part of the PROMOTION wallet it holds, kept beside the ledger entries that
 * moved it (each carries the bonus id as its ref, or the bet it paid for). Amounts are minor units
 * (common/money.ts). Per-session state, plain data, typed by its schemas (schema.ts).
 */

export type LocalizedText = Record<Locale, string>;

export type { Bonus, BonusCode, BonusSource, BonusStatus, Claim, ClaimState, CodeOrigin, OfferDay, Redemption, TaskProgress, WageringStep } from './schema.ts';

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
