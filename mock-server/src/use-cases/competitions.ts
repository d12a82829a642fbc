import { randomBytes, randomInt } from 'node:crypto';
import type { Locale } from '../contract.ts';
import { dueToSettle, ensureGuessGames, optionsOf, settleGuessGame, type GuessGame } from '../domain/guess-games/guess-games.ts';
import { drawDue, drawLottery, type Draw, type DrawPrize } from '../domain/lottery/lottery.ts';
import type { MockState } from '../domain/state.ts';
import { TEMPLATES } from '../domain/tournaments/schedule.ts';
import { dueToFinish, ensureScheduled, finishTournament, startDue, type Tournament, type Winner } from '../domain/tournaments/tournaments.ts';
import { payPrize } from './pay-prize.ts';

/**
 * Competitions on the session clock, and their prizes: what falls due for the whole session (a
 * tournament starting or ending, the lottery's draw, a guess game's result) is settled here, each
 * stamped with the moment it fell due, and every prize it gives is paid through the ledger once
 * (pay-prize.ts). QA's control calls end, draw and settle the same way, now.
 */

/** 32 random bytes as hex: a draw's seed, secret until drawn. */
export const newLotterySeed = (): string => randomBytes(32).toString('hex');

export const LOTTERY_NAME: Record<Locale, string> = { 'ja-JP': 'QCデイリーロト', 'en-US': 'QC Daily Lotto', 'zh-CN': 'QC每日乐透' };

function payWinners(state: MockState, tournament: Tournament, winners: readonly Winner[], at: number): void {
  const name = TEMPLATES[tournament.template].name;
  for (const winner of winners) {
    if (winner.accountId === null) continue;
    payPrize(state, {
      accountId: winner.accountId,
      amount: winner.amount,
      source: 'TOURNAMENT',
      refId: tournament.id,
      title: { 'ja-JP': `${name['ja-JP']} ${winner.rank}位`, 'en-US': `${name['en-US']}: rank ${winner.rank}`, 'zh-CN': `${name['zh-CN']} 第${winner.rank}名` },
      at,
    });
  }
}

function payDrawPrizes(state: MockState, prizes: readonly DrawPrize[]): void {
  for (const prize of prizes) {
    payPrize(state, {
      accountId: prize.accountId,
      amount: prize.amount,
      source: 'LOTTERY',
      refId: prize.entryId,
      title: {
        'ja-JP': `${LOTTERY_NAME['ja-JP']} ${prize.drawId} ${prize.matches}個一致`,
        'en-US': `${LOTTERY_NAME['en-US']} ${prize.drawId}: ${prize.matches} matched`,
        'zh-CN': `${LOTTERY_NAME['zh-CN']} ${prize.drawId} 中${prize.matches}个`,
      },
      at: prize.at,
    });
  }
}

function payGuesses(state: MockState, game: GuessGame, at: number): void {
  // The rewards the settlement wrote, read back: a retry after a failed payment pays what is still due.
  for (const guess of game.guesses) {
    if (guess.result !== 'WON' || guess.reward === null) continue;
    payPrize(state, {
      accountId: guess.accountId,
      amount: guess.reward,
      source: 'GUESS',
      refId: game.id,
      title: { 'ja-JP': `予想ゲーム的中 ${game.id}`, 'en-US': `Right guess: ${game.id}`, 'zh-CN': `竞猜猜中 ${game.id}` },
      at,
    });
  }
}

/** Ends a tournament at `at` and pays its prize ranks (nothing more on a retry). */
export function finishAndPay(state: MockState, tournament: Tournament, at: number): void {
  const winners = finishTournament(state, tournament, at);
  payWinners(state, tournament, winners, at);
}

/** Draws a lottery draw at `at` and pays its prizes. */
export function drawAndPay(state: MockState, draw: Draw, at: number): void {
  payDrawPrizes(state, drawLottery(state, draw, at, newLotterySeed));
}

/** Settles a guess game with `outcome` at `at` and rewards the right guesses. */
export function settleAndReward(state: MockState, game: GuessGame, outcome: string, at: number): void {
  settleGuessGame(game, outcome, at);
  payGuesses(state, game, at);
}

/** Everything of the competitions that has fallen due by `now`, for the whole session. */
export function settleCompetitionsDue(state: MockState, now: number): void {
  ensureScheduled(state, now);
  startDue(state, now);
  for (const tournament of dueToFinish(state, now)) finishAndPay(state, tournament, tournament.endsAt);
  // Each draw is stamped with its own time, and so is each of its prizes.
  payDrawPrizes(state, drawDue(state, now, newLotterySeed));
  ensureGuessGames(state, now);
  for (const game of dueToSettle(state, now)) {
    const options = optionsOf(game);
    settleAndReward(state, game, options[randomInt(options.length)]!.value, game.settlesAt);
  }
}
