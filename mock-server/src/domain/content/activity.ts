import type { DataOf, throneContract } from '../../contract.ts';
import { LOGIN_BONUS, OFFER_TIMING, offerReward } from '../promotions/offers.ts';

export type ActivityConstants = DataOf<typeof throneContract.QueryActivityConstantResponse>;

/** Timing rules of SPEC §9 the site schedules its dialogs by, and what the offers give (domain/promotions/offers.ts). */
export function activityConstants(currency = 'JPY'): ActivityConstants {
  const code = offerReward();
  return {
    bonusCodeOfferDelaysMin: [...OFFER_TIMING.offerDelaysMin],
    bonusCodeValidityMin: OFFER_TIMING.codeValidityMin,
    firstBonusOfferDelaySec: OFFER_TIMING.firstOfferDelaySec,
    loginBonusClaimAfterMin: OFFER_TIMING.loginBonusAfterMin,
    jumpDialog: { firstAfterMin: 5, repeatAfterMin: 10, maxPerDay: 3 },
    bonusCodeOfferWindowMin: OFFER_TIMING.offerWindowMin,
    bonusCodeOffersPerDay: OFFER_TIMING.codesPerDay,
    bonusCodeOffer: { amount: code.amount, currency, wageringMultiple: code.wageringMultiple, validityHours: code.validityHours },
    loginBonus: { amount: LOGIN_BONUS.amount, currency, wageringMultiple: LOGIN_BONUS.wageringMultiple, validityHours: LOGIN_BONUS.validityHours },
    timeZone: OFFER_TIMING.timeZone,
  };
}
