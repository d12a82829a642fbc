import type { Bet } from '../domain/bets/state.ts';
import type { DepositOrder } from '../domain/cashier/deposits.ts';
import { findGame } from '../domain/games/catalogue.ts';
import { earnFromDeposit as ticketsFromDeposit, earnFromStake as ticketsFromStake } from '../domain/lottery/lottery.ts';
import { earnFromDeposit, earnFromStake } from '../domain/points/earning.ts';
import { offersClosed } from '../domain/responsible-gaming/offers-closed.ts';
import { profileFor } from '../domain/profile/state.ts';
import { inviteeDeposited, REFERRAL_REWARD } from '../domain/referrals/referrals.ts';
import type { MockState } from '../domain/state.ts';
import { scoreBet } from '../domain/tournaments/tournaments.ts';
import { transactionByKey } from '../domain/wallet/ledger.ts';
import { isNotable, noteWin } from '../domain/wins/wins.ts';
import { payPrize } from './pay-prize.ts';
import { maskedPlayerName } from './player-names.ts';
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
  scoreBet(state, bet);
  // Tickets count yen: play in another currency earns none.
  if (bet.currency === 'JPY') ticketsFromStake(state, bet.accountId, bet.stake);
  if (isNotable(bet)) {
    const gameName = findGame(state.seed, bet.gameId)?.name ?? { 'ja-JP': bet.gameId, 'en-US': bet.gameId, 'zh-CN': bet.gameId };
    noteWin(state, bet, { maskedName: maskedPlayerName(state, bet.accountId), gameName });
  }
}

/** A deposit whose money has just been credited; called once per order. */
export function afterDepositPaid(state: MockState, order: DepositOrder): void {
  profileFor(state, order.accountId).lifetime.deposit += order.amount;
  payArmedDepositMatch(state, order);
  earnFromDeposit(state, order, order.settledAt ?? order.createdAt);
  if (order.currency !== 'JPY') return;
  ticketsFromDeposit(state, order.accountId, order.amount);
  // The moment it was paid is its ledger entry's (stamped when it fell due, however late found).
  const at = transactionByKey(state, `deposit:${order.orderId}`)?.at ?? order.createdAt;
  const qualified = inviteeDeposited(state, order.accountId, order.amount, at);
  // A referrer on a break is paid no reward (it is bonus money, an offer a break closes): it is withheld, not owed.
  if (qualified && !offersClosed(state, qualified.referrerId, at)) {
    const paid = payPrize(state, {
      accountId: qualified.referrerId,
      amount: REFERRAL_REWARD,
      source: 'REFERRAL',
      refId: order.accountId,
      title: { 'ja-JP': `お友達紹介の報酬（${maskedPlayerName(state, order.accountId)}）`, 'en-US': `Referral reward (${maskedPlayerName(state, order.accountId)})`, 'zh-CN': `推荐好友奖励（${maskedPlayerName(state, order.accountId)}）` },
      at,
    });
    if (paid) qualified.rewardPaidAt = at;
  }
}
