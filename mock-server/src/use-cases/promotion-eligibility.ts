import type { Bet } from '../domain/bets/state.ts';
import { findAccountById } from '../domain/identity/accounts.ts';
import { levelOf } from '../domain/profile/levels.ts';
import { profileFor } from '../domain/profile/state.ts';
import type { PromotionDef } from '../domain/promotions/catalogue.ts';
import { DAY_MS } from '../domain/promotions/rules.ts';
import type { BreakType } from '../domain/responsible-gaming/self-control.ts';
import { countriesFor } from '../domain/shared/countries.ts';
import type { MockState } from '../domain/state.ts';
import { offersClosed } from '../domain/responsible-gaming/offers-closed.ts';

/**
 * Who may claim a promotion, from the state as it is: a break in force first (a player cooling off
 * or self-excluded is offered nothing), then the promotion's own conditions: level, a first
 * deposit made or not, a deposit within a window, how long ago they registered, their country,
 * and for cashback whether there is a net loss to give back.
 */

export type EligibilityProblem =
  | { reason: 'BREAK'; type: BreakType; until: number }
  | { reason: 'LEVEL'; requiredLevel: number }
  | { reason: 'FIRST_DEPOSIT_MADE' | 'NO_DEPOSIT_YET' | 'COUNTRY' | 'NOTHING_TO_GIVE' }
  | { reason: 'NO_RECENT_DEPOSIT' | 'NOT_NEW'; windowDays: number };

const hasDeposited = (state: MockState, accountId: string): boolean => profileFor(state, accountId).lifetime.deposit > 0;

function depositedSince(state: MockState, accountId: string, since: number): boolean {
  return Object.values(state.deposits.orders).some((o) => o.accountId === accountId && o.status === 'PAID' && (o.settledAt ?? 0) >= since);
}

/** Where the player lives: the address they gave, else their phone's country, else the site's. */
export function countryOf(state: MockState, accountId: string): string {
  const address = profileFor(state, accountId).personal.address?.country;
  if (address) return address;
  const prefix = findAccountById(state, accountId)?.phone?.prefix;
  const byPhone = prefix === undefined ? undefined : countriesFor('en-US').find((c) => c.countryCode === prefix.replace(/^00/, ''))?.alpha2;
  return byPhone ?? state.config.defaultCountry;
}

/** Cashback bets: settled real-money bets of the play type, staked with the player's own money. */
const countsForCashback = (bet: Bet, accountId: string, def: PromotionDef, since: number) =>
  bet.accountId === accountId && bet.status === 'SETTLED' && !bet.freeBet && bet.bonusId === null && bet.playType === def.reward.cashbackPlayType && (bet.settledAt ?? 0) >= since;

/** What a cashback claim would credit now, in major units (0 below the least loss it gives back on). */
export function cashbackEstimate(state: MockState, accountId: string, def: PromotionDef, now: number): number {
  const since = now - def.reward.cashbackDays! * DAY_MS;
  const loss = state.bets.bets.filter((bet) => countsForCashback(bet, accountId, def, since)).reduce((sum, bet) => sum + bet.stake - bet.payout, 0);
  if (loss < def.reward.minLoss!) return 0;
  // Whole yen, rounded down: the house never gives back more than it says.
  return Math.min(def.reward.maxBonus!, Math.floor((loss * def.reward.cashbackPercent!) / 100));
}

export function eligibilityProblems(state: MockState, accountId: string, def: PromotionDef, now: number): EligibilityProblem[] {
  const problems: EligibilityProblem[] = [];
  const onBreak = offersClosed(state, accountId, now);
  if (onBreak) problems.push({ reason: 'BREAK', ...onBreak });
  if (def.minLevel !== null && levelOf(profileFor(state, accountId).lifetime).level < def.minLevel) problems.push({ reason: 'LEVEL', requiredLevel: def.minLevel });
  if (def.firstDeposit === 'NONE' && hasDeposited(state, accountId)) problems.push({ reason: 'FIRST_DEPOSIT_MADE' });
  if (def.firstDeposit === 'MADE' && !hasDeposited(state, accountId)) problems.push({ reason: 'NO_DEPOSIT_YET' });
  if (def.depositWithinDays !== null && !depositedSince(state, accountId, now - def.depositWithinDays * DAY_MS)) problems.push({ reason: 'NO_RECENT_DEPOSIT', windowDays: def.depositWithinDays });
  if (def.newPlayerDays !== null && (findAccountById(state, accountId)?.registeredAt ?? 0) < now - def.newPlayerDays * DAY_MS) problems.push({ reason: 'NOT_NEW', windowDays: def.newPlayerDays });
  if (!def.countries.includes(countryOf(state, accountId))) problems.push({ reason: 'COUNTRY' });
  if (def.kind === 'CASHBACK' && cashbackEstimate(state, accountId, def, now) <= 0) problems.push({ reason: 'NOTHING_TO_GIVE' });
  return problems;
}

/** A code-only promotion asks only where the player lives (and no break): the code is the invitation. */
export function codeProblems(state: MockState, accountId: string, def: PromotionDef, now: number): EligibilityProblem[] {
  return eligibilityProblems(state, accountId, { ...def, minLevel: null, firstDeposit: null, depositWithinDays: null, newPlayerDays: null }, now);
}
