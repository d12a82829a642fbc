// The machines' side of a launch (the provider's API the machine pages call with their launch
// token): the session a token opens and one round. Glue over use-cases/machine-round.ts.
import { liveLaunch } from '../../domain/bets/launches.ts';
import { describe, MEDAL_YEN, selectionsOf } from '../../domain/bets/outcomes.ts';
import { findGame } from '../../domain/games/catalogue.ts';
import { mainCurrency } from '../../domain/wallet/wallets.ts';
import { stakeCap } from '../../use-cases/bonus-play.ts';
import { launchBalance, playableFreeBet, playRound } from '../../use-cases/machine-round.ts';
import { settleDue } from '../../use-cases/settle-due.ts';
import { codes } from '../../contract.ts';
import { badRequest } from '../../domain/shared/business-error.ts';
import { defineHandlers } from '../handler.ts';
import { freeBetView, refusalError } from './launch.ts';
import { iso } from '../time.ts';

const STAKE_STEPS = [1, 2, 4, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];

/**
 * Up to six stakes a machine offers: the game's minimum, round steps between, its maximum; a
 * pachislot machine's in whole medals (its counter counts medals).
 */
function stakesFor(minBet: number, maxBet: number, unit: number): number[] {
  const between = STAKE_STEPS.filter((step) => step > minBet && step < maxBet && step % unit === 0);
  const picked = between.length <= 4 ? between : [0, 1, 2, 3].map((i) => between[Math.round((i * (between.length - 1)) / 3)]!);
  return [...new Set([minBet, ...picked, maxBet])];
}

export const machineHandlers = defineHandlers({
  getMachineSession: (ctx) => {
    const launch = liveLaunch(ctx.state, ctx.body.token, ctx.now);
    const game = launch && findGame(ctx.state.seed, launch.gameId);
    if (!launch || !game) throw ctx.refuse(codes.launchTokenInvalid);
    // The machine calls by launch token, not as the player: the pipeline did not settle for them.
    settleDue(ctx.state, ctx.now, launch.accountId);
    const freeBet = launch.demo ? undefined : playableFreeBet(ctx.state, launch);
    // While a bonus is being wagered the machine offers no stake above its maximum (a round over it is 106113).
    const cap = launch.demo ? undefined : stakeCap(ctx.state, launch.accountId, mainCurrency(ctx.state, launch.accountId));
    const stakes = stakesFor(game.minBet, game.maxBet, launch.machine === 'PACHISLOT' ? MEDAL_YEN : 1);
    const allowed = cap === undefined ? stakes : stakes.filter((stake) => stake <= cap);
    return {
      gameId: game.gameId,
      providerCode: game.providerCode,
      gameName: game.name[launch.locale],
      machine: launch.machine,
      demo: launch.demo,
      locale: launch.locale,
      balance: launchBalance(ctx.state, launch),
      currency: launch.demo ? 'JPY' : mainCurrency(ctx.state, launch.accountId),
      minBet: game.minBet,
      maxBet: game.maxBet,
      stakes: allowed.length > 0 ? allowed : [game.minBet],
      selections: selectionsOf(launch.machine),
      freeBet: freeBet ? freeBetView(freeBet) : null,
      exitUrl: launch.exitUrl,
      depositUrl: launch.depositUrl,
    };
  },
  playMachineRound: (ctx) => {
    const { token, roundId, stake, selection } = ctx.body;
    const result = playRound(ctx.state, { token, roundId, stake, selection }, ctx.now);
    if (!result.ok) {
      switch (result.reason) {
        case 'no-launch':
          throw ctx.refuse(codes.launchTokenInvalid);
        case 'round-reused':
          throw ctx.refuse(codes.idempotencyKeyReused);
        case 'stake-range':
          throw ctx.refuse(codes.stakeOutOfRange, { minBet: result.minBet, maxBet: result.maxBet });
        case 'max-stake':
          throw ctx.refuse(codes.bonusMaxStakeExceeded, { maxStake: result.maxStake });
        case 'free-stake':
          throw badRequest('stake', `a free round is played at the free bet's stake (${result.stake})`);
        case 'bad-selection':
          throw badRequest('selection', `one of ${result.selections.join(', ')}`);
        case 'balance':
          throw ctx.refuse(codes.insufficientBalanceForBet, { balance: result.balance });
        case 'loss-limit':
          throw ctx.refuse(codes.lossLimitReached, { ...result.limit, resetsAt: iso(result.limit.resetsAt) });
        default:
          throw refusalError(ctx.refuse, result);
      }
    }
    const { round } = result;
    const launch = liveLaunch(ctx.state, token, ctx.now);
    const locale = launch?.locale ?? ctx.locale;
    const outcome = round.outcome && {
      symbols: round.outcome.symbols,
      multiplier: round.outcome.multiplier,
      label: describe(round.outcome.detail, locale),
      ...(round.outcome.pachislot && { pachislot: round.outcome.pachislot }),
    };
    return { ...round, outcome };
  },
});
