import { findAccountById } from '../domain/identity/accounts.ts';
import { isGuest } from '../domain/identity/guests.ts';
import { closeBet, findBetByRound, lossBetween, placeBet } from '../domain/bets/bets.ts';
import { findFreeBet, isPlayable, takeFreeRound } from '../domain/bets/free-bets.ts';
import { liveLaunch, markPlay } from '../domain/bets/launches.ts';
import { drawOutcome, pachislotBonusOf, pachislotSpin, payoutOf, selectionsOf, takesSelection, type Outcome } from '../domain/bets/outcomes.ts';
import type { Bet, FreeBet, Launch, PachislotSpin } from '../domain/bets/state.ts';
import { limitWindow } from '../domain/cashier/deposit-limits.ts';
import { findGame } from '../domain/games/catalogue.ts';
import { selfControlFor, type BreakType, type LimitPeriod } from '../domain/responsible-gaming/self-control.ts';
import type { MockState } from '../domain/state.ts';
import { activeBonuses } from '../domain/promotions/bonuses.ts';
import type { Bonus } from '../domain/promotions/state.ts';
import { mainCurrency, moveMoney } from '../domain/wallet/wallets.ts';
import { releaseBonus } from './bonus-ledger.ts';
import { collectFreeSpinWin, moveBonusMoney, playableBalance, stakeCap, stakeSource } from './bonus-play.ts';
import { runningBreak } from './deposit-orders.ts';
import { sessionLimitReached } from './game-launch.ts';
import { afterSettledBet } from './engagement.ts';
import { settleDue } from './settle-due.ts';

/**
 * One round a machine plays (a pachinko ball, a pachislot or slot spin, a sports or live bet).
 * Real play bets the stake from the COMMON wallet through the ledger (kind bet, ref the bet id)
 * and credits a win (kind win) in the same synchronous stretch, so a round is never half done;
 * when COMMON does not cover a round that settles at once, the oldest bonus that does pays for it
 * from PROMOTION and its win goes back to it (use-cases/bonus-play.ts), and a promotion's free
 * spins are staked by the house into PROMOTION, their wins collected by their bonus;
 * sports and live bets stay OPEN until their result comes in (QA: /__mock/bets/:betId/settle).
 * Demo play settles on the launch's play money and leaves no record. The round id makes a round
 * idempotent: the same round again answers what it answered first.
 */

interface RoundInput {
  token: string;
  roundId: string;
  stake: number;
  selection?: string | undefined;
}

interface RoundAnswer {
  roundId: string;
  betId: string | null;
  stake: number;
  payout: number;
  status: Bet['status'];
  /** `pachislot`: a pachislot spin's counter facts (bonus, medals in and out). */
  outcome: (Pick<Outcome, 'symbols' | 'multiplier'> & { detail: string; pachislot?: PachislotSpin }) | null;
  balance: number;
  freeRoundsLeft: number | null;
  replayed: boolean;
}

interface LossLimitStatus {
  period: LimitPeriod;
  limit: number;
  used: number;
  remaining: number;
  resetsAt: number;
}

type RoundRefusal =
  | { reason: 'no-launch' }
  | { reason: 'round-reused' }
  | { reason: 'stake-range'; minBet: number; maxBet: number }
  | { reason: 'max-stake'; maxStake: number }
  | { reason: 'bad-selection'; selections: string[] }
  | { reason: 'free-stake'; stake: number }
  | { reason: 'balance'; balance: number }
  | { reason: 'loss-limit'; limit: LossLimitStatus }
  | { reason: 'break'; type: BreakType; until: number }
  | { reason: 'session-limit'; limitMinutes: number; startedAt: number; resumeAt: number };

type RoundResult = { ok: true; round: RoundAnswer } | ({ ok: false } & RoundRefusal);

/** The balance a launch plays on: COMMON (and bonus money where it may pay) for real play, its play money for demo. */
export function launchBalance(state: MockState, launch: Launch): number {
  return launch.demo ? launch.playMoney : playableBalance(state, launch.accountId, mainCurrency(state, launch.accountId), launch.machine, launch.playType);
}

/** The bonus collecting a free bet's winnings (a promotion's free spins), if it is still running. */
const spinsBonusOf = (state: MockState, free: FreeBet | undefined): Bonus | undefined =>
  free && activeBonuses(state, free.accountId, free.currency).find((b) => b.freeBetId === free.bonusId);

/** The free bet a real launch plays while it has rounds left. */
export function playableFreeBet(state: MockState, launch: Launch): FreeBet | undefined {
  if (launch.bonusId === null) return undefined;
  const freeBet = findFreeBet(state, launch.accountId, launch.bonusId);
  return freeBet && isPlayable(freeBet) ? freeBet : undefined;
}

/** The loss limit a round of `stake` could break (the one with the least room left), if any. */
function brokenLossLimit(state: MockState, accountId: string, stake: number, at: number): LossLimitStatus | undefined {
  const control = selfControlFor(state, accountId);
  const statuses = (control.lossLimits ?? []).map((limit) => {
    const window = limitWindow(limit.period, at);
    const used = Math.max(0, lossBetween(state, accountId, window.start, window.end));
    return { period: limit.period, limit: limit.amount, used, remaining: Math.max(0, limit.amount - used), resetsAt: window.end };
  });
  return statuses.filter((s) => stake > s.remaining).sort((a, b) => a.remaining - b.remaining)[0];
}

/** A pachislot round's counter facts, to spread into its answer's outcome; nothing on other machines. */
const spinOf = (launch: Launch, stake: number, payout: number, bonus: PachislotSpin['bonus'] | undefined): { pachislot?: PachislotSpin } =>
  launch.machine === 'PACHISLOT' ? { pachislot: pachislotSpin(stake, payout, bonus ?? null) } : {};

function replayOf(state: MockState, launch: Launch, key: string, stake: number): RoundResult | undefined {
  if (launch.demo) {
    const seen = Object.hasOwn(state.bets.demoRounds, key) ? state.bets.demoRounds[key] : undefined;
    if (!seen) return undefined;
    if (seen.stake !== stake) return { ok: false, reason: 'round-reused' };
    const outcome = { symbols: seen.symbols, multiplier: seen.payout / seen.stake, detail: seen.detail, ...spinOf(launch, stake, seen.payout, pachislotBonusOf(seen.detail)) };
    return { ok: true, round: { roundId: key.slice(key.indexOf(':') + 1), betId: null, stake, payout: seen.payout, status: 'SETTLED', outcome, balance: launch.playMoney, freeRoundsLeft: null, replayed: true } };
  }
  const bet = findBetByRound(state, key);
  if (!bet) return undefined;
  if (bet.stake !== stake) return { ok: false, reason: 'round-reused' };
  const outcome = bet.status === 'OPEN' ? null : { symbols: bet.symbols, multiplier: bet.payout / bet.stake, detail: bet.detail, ...(bet.pachislot && { pachislot: bet.pachislot }) };
  const freeRoundsLeft = launch.bonusId === null ? null : (findFreeBet(state, launch.accountId, launch.bonusId)?.roundsLeft ?? null);
  return { ok: true, round: { roundId: key.slice(key.indexOf(':') + 1), betId: bet.betId, stake, payout: bet.payout, status: bet.status, outcome, balance: launchBalance(state, launch), freeRoundsLeft, replayed: true } };
}

/** Every refusal a round can meet before it touches money, in the order the player should hear them. */
function refusalOf(state: MockState, launch: Launch, input: RoundInput, at: number, free: FreeBet | undefined): RoundRefusal | undefined {
  const game = findGame(state.seed, launch.gameId);
  if (!game) return { reason: 'no-launch' };
  if (takesSelection(launch.machine) && (input.selection === undefined || !selectionsOf(launch.machine).includes(input.selection))) {
    return { reason: 'bad-selection', selections: selectionsOf(launch.machine) };
  }
  if (free) {
    if (input.stake !== free.stake) return { reason: 'free-stake', stake: free.stake };
  } else if (input.stake < game.minBet || input.stake > game.maxBet) {
    return { reason: 'stake-range', minBet: game.minBet, maxBet: game.maxBet };
  }
  const onBreak = runningBreak(state, launch.accountId, at);
  if (onBreak) return { reason: 'break', ...onBreak };
  const overTime = sessionLimitReached(state, launch.accountId, at);
  if (overTime) return overTime;
  if (free) return undefined;
  if (!launch.demo) {
    const cap = stakeCap(state, launch.accountId, mainCurrency(state, launch.accountId));
    if (cap !== undefined && input.stake > cap) return { reason: 'max-stake', maxStake: cap };
  }
  const balance = launchBalance(state, launch);
  if (input.stake > balance || (!launch.demo && !stakeSource(state, launch.accountId, mainCurrency(state, launch.accountId), input.stake, launch.machine, launch.playType))) {
    return { reason: 'balance', balance };
  }
  if (!launch.demo) {
    const limit = brokenLossLimit(state, launch.accountId, input.stake, at);
    if (limit) return { reason: 'loss-limit', limit };
  }
  return undefined;
}

function moved(result: ReturnType<typeof moveMoney>): void {
  // Every check a movement could fail was made above, in the same synchronous stretch.
  if (!result.ok) throw new Error(`round movement refused: ${result.reason}`);
}

export function playRound(state: MockState, input: RoundInput, at: number): RoundResult {
  const launch = liveLaunch(state, input.token, at);
  if (!launch) return { ok: false, reason: 'no-launch' };
  // The machine calls by launch token, not as the player: the pipeline did not settle for them.
  settleDue(state, at, launch.accountId);
  const key = `${launch.token}:${input.roundId}`;
  const replay = replayOf(state, launch, key, input.stake);
  if (replay) return replay;
  const free = launch.demo ? undefined : playableFreeBet(state, launch);
  const refusal = refusalOf(state, launch, input, at, free);
  if (refusal) return { ok: false, ...refusal };

  launch.lastRoundAt = at;
  markPlay(state, launch.accountId, at);
  const staysOpen = !launch.demo && (launch.machine === 'SPORTS' || launch.machine === 'LIVE');
  const outcome = staysOpen ? undefined : drawOutcome(state, launch.machine, input.selection);
  const payout = outcome ? payoutOf(input.stake, outcome.multiplier) : 0;

  if (launch.demo) {
    launch.playMoney += payout - input.stake;
    const player = findAccountById(state, launch.accountId);
    if (isGuest(player)) player.guest.demoBalance = launch.playMoney;
    state.bets.demoRounds[key] = { stake: input.stake, payout, detail: outcome!.detail, symbols: outcome!.symbols, at };
    const answer = { symbols: outcome!.symbols, multiplier: outcome!.multiplier, detail: outcome!.detail, ...spinOf(launch, input.stake, payout, outcome!.bonus) };
    return { ok: true, round: { roundId: input.roundId, betId: null, stake: input.stake, payout, status: 'SETTLED', outcome: answer, balance: launch.playMoney, freeRoundsLeft: null, replayed: false } };
  }

  const { accountId } = launch;
  const currency = mainCurrency(state, accountId);
  const spinsBonus = spinsBonusOf(state, free);
  // Checked in refusalOf: a paid round has a source.
  const funding = free ? null : stakeSource(state, accountId, currency, input.stake, launch.machine, launch.playType)!.bonus;
  const bonus = spinsBonus ?? funding ?? undefined;
  const bet = placeBet(state, {
    roundKey: key,
    accountId,
    gameId: launch.gameId,
    providerCode: launch.providerCode,
    playType: launch.playType,
    currency,
    stake: input.stake,
    detail: staysOpen ? `PICK:${input.selection ?? ''}` : '',
    symbols: [],
    placedAt: at,
    freeBet: free !== undefined,
    bonusId: bonus?.bonusId ?? null,
  });
  const money = { accountId, walletType: bonus ? ('PROMOTION' as const) : ('COMMON' as const), currency, at, ref: bet.betId };
  if (free) {
    // The house grants the stake, then it is bet like any other: the winnings are the player's
    // (a promotion's free spins: its bonus's, to be wagered).
    moved(moveMoney(state, { ...money, amount: input.stake, counterpart: 'bonuses', kind: 'bonus', idempotencyKey: `${key}:free` }));
    takeFreeRound(free);
    if (spinsBonus) spinsBonus.touched = true;
  }
  moved(moveMoney(state, { ...money, amount: -input.stake, counterpart: 'games', kind: 'bet', idempotencyKey: `${key}:bet` }));
  if (funding) moveBonusMoney(funding, -input.stake);
  if (outcome) {
    if (payout > 0) moved(moveMoney(state, { ...money, amount: payout, counterpart: 'games', kind: 'win', idempotencyKey: `${key}:win` }));
    if (payout > 0 && funding) moveBonusMoney(funding, payout);
    if (payout > 0 && spinsBonus) collectFreeSpinWin(spinsBonus, payout);
    bet.detail = outcome.detail;
    bet.symbols = outcome.symbols;
    const spin = spinOf(launch, input.stake, payout, outcome.bonus).pachislot;
    if (spin) bet.pachislot = spin;
    closeBet(bet, payout > 0 ? 'WIN' : 'LOSE', payout, at);
    afterSettledBet(state, bet);
  }
  // Free spins that won nothing leave nothing to wager: their bonus ends with the last spin.
  if (spinsBonus && free?.status === 'USED' && spinsBonus.amount === 0) releaseBonus(state, accountId, spinsBonus.bonusId, at);
  const answerOutcome = outcome ? { symbols: outcome.symbols, multiplier: outcome.multiplier, detail: outcome.detail, ...(bet.pachislot && { pachislot: bet.pachislot }) } : null;
  return {
    ok: true,
    round: { roundId: input.roundId, betId: bet.betId, stake: input.stake, payout, status: bet.status, outcome: answerOutcome, balance: launchBalance(state, launch), freeRoundsLeft: free ? free.roundsLeft : null, replayed: false },
  };
}
