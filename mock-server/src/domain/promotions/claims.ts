import { limitWindow } from '../cashier/deposit-limits.ts';
import type { ClaimLimit } from './catalogue.ts';
import type { Claim, ClaimState, PromotionsSlice } from './state.ts';

/**
 * Claims: a player's "yes" (or "no": a decline is a claim that ended DECLINED) to a promotion,
 * counted in the promotion's claim period: once ever, or once per week in Japan. A reverted or
 * lapsed claim does not count, so the promotion may be claimed again.
 */

/** Claims kept per player: the oldest ended ones go first. */
const MAX_CLAIMS = 100;

export function claimPeriod(limit: ClaimLimit, at: number): string {
  return limit === 'ONCE' ? 'ONCE' : new Date(limitWindow('WEEKLY', at).start).toISOString();
}

/** The claim that counts for the promotion in the period of `at`: armed, paid or declined. */
export function claimInPeriod(state: PromotionsSlice, accountId: string, promotionId: string, limit: ClaimLimit, at: number): Claim | undefined {
  const period = claimPeriod(limit, at);
  return state.promotions.claims.findLast(
    (c) => c.accountId === accountId && c.promotionId === promotionId && c.period === period && (c.state === 'ARMED' || c.state === 'PAID' || c.state === 'DECLINED'),
  );
}

export const armedClaims = (state: PromotionsSlice, accountId: string): Claim[] =>
  state.promotions.claims.filter((c) => c.accountId === accountId && c.state === 'ARMED');

export function findClaim(state: PromotionsSlice, accountId: string, claimId: string): Claim | undefined {
  return state.promotions.claims.find((c) => c.claimId === claimId && c.accountId === accountId);
}

/** The player's claims, newest first. */
export const claimsOf = (state: PromotionsSlice, accountId: string): Claim[] => state.promotions.claims.filter((c) => c.accountId === accountId).reverse();

interface NewClaim {
  accountId: string;
  promotionId: string;
  limit: ClaimLimit;
  state: ClaimState;
  armedUntil: number | null;
  at: number;
}

export function addClaim(state: PromotionsSlice, input: NewClaim): Claim {
  const ended = input.state === 'DECLINED';
  const claim: Claim = {
    claimId: `CL-${String(state.promotions.nextClaim++).padStart(6, '0')}`,
    accountId: input.accountId,
    promotionId: input.promotionId,
    state: input.state,
    period: claimPeriod(input.limit, input.at),
    claimedAt: input.at,
    armedUntil: input.armedUntil,
    bonusId: null,
    closedAt: ended ? input.at : null,
  };
  state.promotions.claims.push(claim);
  const mine = state.promotions.claims.filter((c) => c.accountId === input.accountId);
  if (mine.length > MAX_CLAIMS) {
    // What no longer counts goes first, then the oldest weekly claim: a once-ever claim stays.
    const drop = mine.find((c) => c.state === 'LAPSED' || c.state === 'REVERTED') ?? mine.find((c) => c.period !== 'ONCE' && c.state !== 'ARMED' && c !== claim && !bonusActive(state, c.bonusId));
    if (drop) state.promotions.claims = state.promotions.claims.filter((c) => c !== drop);
  }
  return claim;
}

function bonusActive(state: PromotionsSlice, bonusId: string | null): boolean {
  return bonusId !== null && state.promotions.bonuses.some((b) => b.bonusId === bonusId && b.status === 'ACTIVE');
}

export function endClaim(claim: Claim, state: Exclude<ClaimState, 'ARMED' | 'PAID'>, at: number): void {
  claim.state = state;
  claim.closedAt = at;
}
