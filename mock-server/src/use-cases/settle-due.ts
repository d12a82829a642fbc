import { expireFreeBets } from '../domain/bets/free-bets.ts';
import { findAccountByLoginName } from '../domain/identity/accounts.ts';
import { reviewDue } from '../domain/kyc/documents.ts';
import { expireDuePoints } from '../domain/points/ledger.ts';
import { expireDueCoupons } from '../domain/shop/shop.ts';
import { settle } from '../domain/responsible-gaming/self-control.ts';
import type { MockState } from '../domain/state.ts';
import { settleCompetitionsDue } from './competitions.ts';
import { EXPIRING_NOTICE_HOURS, HOUR_MS } from '../domain/promotions/rules.ts';
import { settleDueBonuses } from './bonus-ledger.ts';
import { settleDueDeposits } from './deposit-orders.ts';
import { lapseArmedClaims } from './promotions.ts';

/**
 * Everything of one player that falls due on the session clock, settled in one step: deposits
 * paid or expired, identity documents reviewed, a looser limit or a longer setting in force after
 * its 24 hours, a break over, a free bet expired, an armed deposit match lapsed, a bonus told it
 * expires within a day, then expired (or released, when met), points and coupons past their expiry.
 * What it stamps carries the moment each fell due,
 * not the moment it was found (a bank deposit paid 3 minutes after it opened says so, with its
 * ledger entry, however late the clock was moved past it), so it does not matter when this runs.
 *
 * It runs before a call reads: the request pipeline (plugins/contract.ts) runs it for the caller's
 * account before every call that has a player, and the calls that act for an account the pipeline
 * does not know run it themselves (a machine's round by launch token, QA's order desk, the
 * buy-crypto stand-in page settle their deposits). Reads only read. Expiring credentials (tokens,
 * codes, launch tokens) are not settled: a check compares their expiry with the clock.
 */
export function settleDue(state: MockState, now: number, accountId: string): void {
  settleSessionDue(state, now);
  settleDueDeposits(state, now, accountId);
  reviewDue(state, accountId, now);
  if (Object.hasOwn(state.selfControl, accountId)) settle(state.selfControl[accountId]!, now);
  expireFreeBets(state, accountId, now);
  lapseArmedClaims(state, accountId, now);
  settleDueBonuses(state, accountId, now, EXPIRING_NOTICE_HOURS * HOUR_MS);
  expireDuePoints(state, accountId, now);
  expireDueCoupons(state, accountId, now);
}

/**
 * What falls due for the whole session rather than one player: tournaments starting and ending,
 * the lottery's draw, guess games' results (use-cases/competitions.ts). The pipeline runs it
 * before every call, a visitor's too (the tournament list and the lottery are open to them).
 */
export function settleSessionDue(state: MockState, now: number): void {
  settleCompetitionsDue(state, now);
}

/** The pipeline's step for a call with a player: by its account id, or its login name (a test token may name only that). */
export function settleDueForCaller(state: MockState, now: number, caller: { playerId: string | undefined; loginName: string }): void {
  const accountId = caller.playerId ?? findAccountByLoginName(state, caller.loginName)?.id;
  if (accountId !== undefined) settleDue(state, now, accountId);
  else settleSessionDue(state, now);
}
