// The bonus ledger, promotions and offers as the API shows them (components.yaml Bonus,
// BonusCodeOffer, LoginBonusRequest; phoenix/promotions.yaml): major units, ISO times, texts in
// the request's language. Shared by the promotion, bonus and task handlers (phoenix) and the
// activity handlers (throne).
import { toMajor } from '#common/money.ts';
import { isPlayable } from '../domain/bets/free-bets.ts';
import type { Locale } from '../contract.ts';
import { LEVELS } from '../domain/profile/levels.ts';
import { wageringDone, wageringRequired } from '../domain/promotions/bonuses.ts';
import { LOGIN_BONUS, OFFER_TIMING, offerReward, type CodeOfferState, type LoginBonusState } from '../domain/promotions/offers.ts';
import type { Bonus } from '../domain/promotions/state.ts';
import type { MockState } from '../domain/state.ts';
import { freeSpinsOf, isReleasable, isRevertible } from '../use-cases/bonus-ledger.ts';
import type { EligibilityProblem } from '../use-cases/promotion-eligibility.ts';
import { iso } from './time.ts';

/** A permanent exclusion ends at the last instant a Date holds: the API says it has no end. */
export const endOf = (until: number): string | null => (until >= 8.64e15 ? null : iso(until));

export function bonusView(state: MockState, bonus: Bonus, locale: Locale) {
  const major = (minor: number) => toMajor(minor, bonus.currency);
  const spins = freeSpinsOf(state, bonus);
  return {
    bonusId: bonus.bonusId,
    promotionId: bonus.promotionId,
    source: bonus.source,
    title: bonus.title[locale],
    status: bonus.status,
    currency: bonus.currency,
    amount: major(bonus.amount),
    balance: major(bonus.balance),
    wageringMultiple: bonus.wageringMultiple,
    wageringRequired: major(wageringRequired(bonus)),
    wageringDone: major(wageringDone(bonus)),
    maxStake: bonus.maxStake === null ? null : major(bonus.maxStake),
    grantedAt: iso(bonus.grantedAt),
    expiresAt: iso(bonus.expiresAt),
    closedAt: bonus.closedAt === null ? null : iso(bonus.closedAt),
    releasable: isReleasable(state, bonus),
    revertible: isRevertible(bonus) && !(spins && spins.roundsLeft < spins.rounds),
    freeSpins:
      spins && isPlayable(spins)
        ? { bonusId: spins.bonusId, gameId: spins.gameId, providerCode: spins.providerCode, rounds: spins.rounds, roundsLeft: spins.roundsLeft, stake: spins.stake }
        : null,
  };
}

export function codeOfferView(offer: CodeOfferState, currency: string) {
  const reward = offerReward();
  return {
    state: offer.state,
    moments: offer.moments.map(iso),
    dueAt: offer.dueAt === null ? null : iso(offer.dueAt),
    nextAt: offer.nextAt === null ? null : iso(offer.nextAt),
    code: offer.live?.code ?? null,
    expiresAt: offer.live?.expiresAt == null ? null : iso(offer.live.expiresAt),
    offersLeft: offer.offersLeft,
    offersPerDay: OFFER_TIMING.codesPerDay,
    amount: reward.amount,
    currency,
    wageringMultiple: reward.wageringMultiple,
  };
}

export function loginBonusView(bonus: LoginBonusState, currency: string) {
  return {
    requestId: bonus.requestId,
    amount: LOGIN_BONUS.amount,
    currency,
    day: bonus.day,
    claimableAt: iso(bonus.claimableAt),
    status: bonus.status,
    nextClaimableAt: iso(bonus.nextClaimableAt),
    wageringMultiple: LOGIN_BONUS.wageringMultiple,
  };
}

/** One reason a player may not claim, with what the site needs to say it. */
export function problemView(problem: EligibilityProblem, locale: Locale) {
  return {
    reason: problem.reason,
    requiredLevel: problem.reason === 'LEVEL' ? LEVELS[problem.requiredLevel]!.names[locale] : null,
    windowDays: problem.reason === 'NO_RECENT_DEPOSIT' || problem.reason === 'NOT_NEW' ? problem.windowDays : null,
    until: problem.reason === 'BREAK' ? endOf(problem.until) : null,
  };
}

/** A break as the offers answer it (BreakInForce). */
export const breakView = (onBreak: { type: 'COOLING_OFF' | 'SELF_EXCLUSION'; until: number }) => ({ type: onBreak.type, until: endOf(onBreak.until) });
