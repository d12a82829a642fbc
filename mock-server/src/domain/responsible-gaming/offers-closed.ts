import type { CouponKind } from '../shop/state.ts';
import { breakInForce, type BreakType, type SelfControlSlice } from './self-control.ts';

/**
 * The one rule for "may this player be offered, or enter, something that pays money or bonus now"
 * (PRODUCT.md, a player on a break): a cooling-off (the header's one-tap 24 h lock is a one-day
 * cooling-off) or a self-exclusion, for a time or for good, closes every offer and every entry:
 * promotions and their claims, missions, bonus codes and the code offer, the login bonus, free
 * spins, tournaments, the lottery, guess games, coupons and goods that pay money, bonus or free
 * spins, referral rewards paid as bonus, the jump dialog and the welcome dialog's promotions. The
 * answer names the break and its end (FOREVER for good), which the refusals carry (102104, 102105).
 *
 * Deposit and loss limits are not part of it: none of these spends the player's money, and
 * deposits and play meet their own limits (102103, 103106).
 */
export interface OffersClosed {
  type: BreakType;
  until: number;
}

export function offersClosed(state: SelfControlSlice, accountId: string, now: number): OffersClosed | undefined {
  return breakInForce(state, accountId, now);
}

/** What a reward pays decides whether a break closes it: money, bonus and free spins do; a code for a partner (a voucher already earned) does not. */
export const paysMoneyOrBonus = (kind: CouponKind): boolean => kind === 'CASH' || kind === 'FREE_SPINS' || kind === 'DEPOSIT_BONUS';
