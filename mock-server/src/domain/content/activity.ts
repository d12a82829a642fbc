import type { DataOf, throneContract } from '../../contract.ts';

export type ActivityConstants = DataOf<typeof throneContract.QueryActivityConstantResponse>;

/** Timing rules of SPEC §9 the site schedules its dialogs by. */
export function activityConstants(): ActivityConstants {
  return {
    bonusCodeOfferDelaysMin: [5, 10, 15],
    bonusCodeValidityMin: 30,
    firstBonusOfferDelaySec: 30,
    loginBonusClaimAfterMin: 30,
    jumpDialog: { firstAfterMin: 5, repeatAfterMin: 10, maxPerDay: 3 },
  };
}
