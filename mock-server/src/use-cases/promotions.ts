import { matchBonus } from '#common/wagering.ts';
import { toMajor, toMinor } from '#common/money.ts';
import type { DepositOrder } from '../domain/cashier/deposits.ts';
import { findBonus, hasRoomForBonus } from '../domain/promotions/bonuses.ts';
import { findPromotion, freeSpinsGame, type PromotionDef } from '../domain/promotions/catalogue.ts';
import { addClaim, armedClaims, claimInPeriod, endClaim, findClaim } from '../domain/promotions/claims.ts';
import { ARMED_DAYS, DAY_MS } from '../domain/promotions/rules.ts';
import type { Bonus, Claim } from '../domain/promotions/state.ts';
import type { BreakType } from '../domain/responsible-gaming/self-control.ts';
import type { MockState } from '../domain/state.ts';
import { mainCurrency } from '../domain/wallet/wallets.ts';
import { forfeitBonus, freeSpinsOf, grantBonus, isRevertible, type BonusGrant } from './bonus-ledger.ts';
import { offersClosed } from '../domain/responsible-gaming/offers-closed.ts';
import { cashbackEstimate, eligibilityProblems, type EligibilityProblem } from './promotion-eligibility.ts';

/**
 * Claiming, declining and undoing promotions. A deposit match is armed and pays on the next paid
 * deposit that reaches its minimum (afterDepositPaid, through engagement.ts); every other kind pays
 * at once. A break refuses everything; then the claim period (claimed already, declined), then
 * the promotion's conditions.
 */

export type ClaimRefusal =
  | { reason: 'not-found' | 'code-only' | 'claimed' | 'declined' | 'armed-exists' | 'too-many' }
  | { reason: 'break'; type: BreakType; until: number }
  | { reason: 'not-eligible'; problems: EligibilityProblem[] };

type ClaimResult = { ok: true; claim: Claim; bonus: Bonus | null } | ({ ok: false } & ClaimRefusal);

/** What a paid claim of `def` grants: the amount (major units) from the deposit, the loss, or the rules. */
export function grantFor(state: MockState, accountId: string, def: PromotionDef, amount: number): BonusGrant {
  const game = def.kind === 'FREE_SPINS' ? freeSpinsGame(state.seed) : undefined;
  return {
    source: 'PROMOTION',
    promotionId: def.promotionId,
    title: def.title,
    amount: def.kind === 'FREE_SPINS' ? 0 : amount,
    currency: mainCurrency(state, accountId),
    wageringMultiple: def.wageringMultiple,
    maxStake: def.maxStake,
    validityDays: def.validityDays,
    ...(game && { freeSpins: { gameId: game.gameId, providerCode: game.providerCode, rounds: def.reward.freeSpins!.rounds, stake: game.minBet } }),
  };
}

function refusalBeforeClaim(state: MockState, accountId: string, def: PromotionDef | undefined, now: number): ClaimRefusal | undefined {
  if (!def) return { reason: 'not-found' };
  if (!def.listed) return { reason: 'code-only' };
  const onBreak = offersClosed(state, accountId, now);
  if (onBreak) return { reason: 'break', ...onBreak };
  const existing = claimInPeriod(state, accountId, def.promotionId, def.claimLimit, now);
  if (existing) return { reason: existing.state === 'DECLINED' ? 'declined' : 'claimed' };
  return undefined;
}

export function claimPromotion(state: MockState, accountId: string, promotionId: string, now: number): ClaimResult {
  const def = findPromotion(promotionId);
  const refused = refusalBeforeClaim(state, accountId, def, now);
  if (refused) return { ok: false, ...refused };
  const problems = eligibilityProblems(state, accountId, def!, now);
  if (problems.length > 0) return { ok: false, reason: 'not-eligible', problems };
  if (def!.kind === 'DEPOSIT_MATCH') {
    const armed = armedClaims(state, accountId).some((c) => findPromotion(c.promotionId)?.kind === 'DEPOSIT_MATCH');
    if (armed) return { ok: false, reason: 'armed-exists' };
    const claim = addClaim(state, { accountId, promotionId, limit: def!.claimLimit, state: 'ARMED', armedUntil: now + ARMED_DAYS * DAY_MS, at: now });
    return { ok: true, claim, bonus: null };
  }
  if (!hasRoomForBonus(state, accountId)) return { ok: false, reason: 'too-many' };
  const amount = def!.kind === 'CASHBACK' ? cashbackEstimate(state, accountId, def!, now) : (def!.reward.fixedAmount ?? 0);
  const granted = grantBonus(state, accountId, grantFor(state, accountId, def!, amount), now);
  if (!granted.ok) return { ok: false, reason: 'too-many' };
  const claim = addClaim(state, { accountId, promotionId, limit: def!.claimLimit, state: 'PAID', armedUntil: null, at: now });
  claim.bonusId = granted.bonus.bonusId;
  return { ok: true, claim, bonus: granted.bonus };
}

type DeclineResult = { ok: true; claim: Claim } | { ok: false; reason: 'not-found' | 'code-only' | 'claimed' | 'declined' };

export function declinePromotion(state: MockState, accountId: string, promotionId: string, now: number): DeclineResult {
  const def = findPromotion(promotionId);
  if (!def) return { ok: false, reason: 'not-found' };
  if (!def.listed) return { ok: false, reason: 'code-only' };
  const existing = claimInPeriod(state, accountId, promotionId, def.claimLimit, now);
  if (existing) return { ok: false, reason: existing.state === 'DECLINED' ? 'declined' : 'claimed' };
  return { ok: true, claim: addClaim(state, { accountId, promotionId, limit: def.claimLimit, state: 'DECLINED', armedUntil: null, at: now }) };
}

type RevertResult = { ok: true; claim: Claim } | { ok: false; reason: 'not-found' | 'not-revertible' };

/** An armed claim is withdrawn; a paid one whose bonus nothing was done with gives it back. */
export function revertClaim(state: MockState, accountId: string, claimId: string, now: number): RevertResult {
  const claim = findClaim(state, accountId, claimId);
  if (!claim) return { ok: false, reason: 'not-found' };
  if (claim.state === 'ARMED') {
    endClaim(claim, 'REVERTED', now);
    return { ok: true, claim };
  }
  const bonus = claim.state === 'PAID' && claim.bonusId !== null ? findBonus(state, accountId, claim.bonusId) : undefined;
  const spins = bonus && freeSpinsOf(state, bonus);
  if (!bonus || !isRevertible(bonus) || (spins && spins.roundsLeft < spins.rounds)) return { ok: false, reason: 'not-revertible' };
  forfeitBonus(state, bonus, 'REVERTED', now);
  endClaim(claim, 'REVERTED', now);
  return { ok: true, claim };
}

/**
 * A paid deposit pays the player's armed deposit match, if it reaches its minimum and came while
 * the claim was armed; a smaller one leaves it armed. Called once per paid order (engagement.ts).
 */
export function payArmedDepositMatch(state: MockState, order: DepositOrder): void {
  const paidAt = order.settledAt ?? order.createdAt;
  for (const claim of armedClaims(state, order.accountId)) {
    const def = findPromotion(claim.promotionId);
    if (!def || def.kind !== 'DEPOSIT_MATCH' || claim.armedUntil === null || paidAt >= claim.armedUntil || order.currency !== mainCurrency(state, order.accountId)) continue;
    if (order.amount < def.reward.minDeposit!) continue;
    const deposit = toMinor(order.amount, order.currency) ?? 0;
    const bonus = toMajor(matchBonus(deposit, def.reward.matchPercent!, toMinor(def.reward.maxBonus!, order.currency) ?? 0), order.currency);
    const granted = grantBonus(state, order.accountId, grantFor(state, order.accountId, def, bonus), paidAt);
    // Too many bonuses at once: the claim stays armed until one closes or it lapses.
    if (!granted.ok) continue;
    claim.state = 'PAID';
    claim.bonusId = granted.bonus.bonusId;
    return;
  }
}

/** Armed claims whose deposit never came lapse, stamped when their time ran out. */
export function lapseArmedClaims(state: MockState, accountId: string, now: number): void {
  for (const claim of armedClaims(state, accountId)) if (claim.armedUntil !== null && now >= claim.armedUntil) endClaim(claim, 'LAPSED', claim.armedUntil);
}
