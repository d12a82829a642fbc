import type { Bet } from '../domain/bets/state.ts';
import type { DepositOrder } from '../domain/cashier/deposits.ts';
import { earnFromDeposit, earnFromStake } from '../domain/points/earning.ts';
import { profileFor } from '../domain/profile/state.ts';
import type { MockState } from '../domain/state.ts';
import { learnFromSettledBet } from './bonus-play.ts';
import { payArmedDepositMatch } from './promotions.ts';

/**
 * What the rest of the product tells the slices that reward play: a real-money bet that has
 * settled (a machine's round at once, a sports or live bet when its result comes in) and a deposit
 * that was paid. Each slice that learns from them (level turnover, bonus wagering and tasks,
 * points, tournament scores, lottery tickets, the wins feed) adds one line here, so the places
 * where money moves call one function and never name the slices that listen.
 */

/** A bet that has just settled (WIN, LOSE or VOID); called once per bet. */
export function afterSettledBet(state: MockState, bet: Bet): void {
  // A void bet was never played; a free bet's stake was the house's, not the player's turnover.
  if (bet.result === 'VOID' || bet.freeBet) return;
  profileFor(state, bet.accountId).lifetime.turnover += bet.stake;
  learnFromSettledBet(state, bet);
  earnFromStake(state, bet);
}

/** A deposit whose money has just been credited; called once per order. */
export function afterDepositPaid(state: MockState, order: DepositOrder): void {
  profileFor(state, order.accountId).lifetime.deposit += order.amount;
  payArmedDepositMatch(state, order);
  earnFromDeposit(state, order, order.settledAt ?? order.createdAt);
}
