import { closeBet, placeBet } from '../domain/bets/bets.ts';
import { drawOutcome, MEDAL_YEN, pachislotSpin, payoutOf } from '../domain/bets/outcomes.ts';
import { seededSource } from '../domain/bets/rng.ts';
import type { Bet } from '../domain/bets/state.ts';
import type { CatalogueGame } from '../domain/games/catalogue.ts';
import type { BreakType } from '../domain/responsible-gaming/self-control.ts';
import type { MockState } from '../domain/state.ts';
import { mainCurrency, moveMoney, walletBalance } from '../domain/wallet/wallets.ts';
import { runningBreak } from './deposit-orders.ts';
import { afterSettledBet } from './engagement.ts';

/**
 * A pachislot history for QA: `rounds` spins of one machine played on the player's
 * COMMON wallet, drawn from a generator of the history's own `seed` (the same seed, machine and
 * stake give the same spins in any session, and the session's own outcomes are left as they
 * were), one every SPIN_MS up to now, so they are one session ending as the call is made. Each
 * spin is a bet like a played one: stake and win through the ledger, the counter's facts on the
 * bet, and what learns from play told (turnover, points, tournaments, wagering).
 */

/** A pachislot game takes at least 4.1 seconds by the rules halls keep. */
export const SPIN_MS = 4_100;

interface HistoryAsk {
  game: CatalogueGame;
  rounds: number;
  seed: number;
  stake: number;
}

export interface PachislotHistory {
  gameId: string;
  rounds: number;
  stake: number;
  firstSpinAt: number;
  lastSpinAt: number;
  bb: number;
  rb: number;
  coinsIn: number;
  coinsOut: number;
  coinDifference: number;
  net: number;
}

type HistoryRefusal =
  | { reason: 'not-pachislot' }
  | { reason: 'stake'; minBet: number; maxBet: number }
  | { reason: 'break'; type: BreakType; until: number }
  | { reason: 'balance'; balance: number; needed: number };

function moved(result: ReturnType<typeof moveMoney>): void {
  // The balance was checked for every stake at once before the first spin.
  if (!result.ok) throw new Error(`pachislot history movement refused: ${result.reason}`);
}

export function playPachislotHistory(state: MockState, accountId: string, ask: HistoryAsk, at: number): ({ ok: true } & PachislotHistory) | ({ ok: false } & HistoryRefusal) {
  const { game, rounds, seed, stake } = ask;
  if (game.gameType !== 'PACHISLOT') return { ok: false, reason: 'not-pachislot' };
  if (stake < game.minBet || stake > game.maxBet || stake % MEDAL_YEN !== 0) return { ok: false, reason: 'stake', minBet: game.minBet, maxBet: game.maxBet };
  const onBreak = runningBreak(state, accountId, at);
  if (onBreak) return { ok: false, reason: 'break', ...onBreak };
  const currency = mainCurrency(state, accountId);
  const balance = walletBalance(state, accountId, 'COMMON', currency);
  // Every stake is covered before any spin, whatever the spins win: the history is all or nothing.
  if (balance < rounds * stake) return { ok: false, reason: 'balance', balance, needed: rounds * stake };

  const source = seededSource(seed);
  const firstSpinAt = at - (rounds - 1) * SPIN_MS;
  const spins: Bet[] = [];
  for (let i = 0; i < rounds; i++) {
    const spinAt = firstSpinAt + i * SPIN_MS;
    const roundKey = `qa-history-${seed}-${at}:${i}`;
    const bet = placeBet(state, {
      roundKey,
      accountId,
      gameId: game.gameId,
      providerCode: game.providerCode,
      playType: 'PACHINKO',
      currency,
      stake,
      detail: '',
      symbols: [],
      placedAt: spinAt,
      freeBet: false,
      bonusId: null,
    });
    const money = { accountId, walletType: 'COMMON' as const, currency, at: spinAt, ref: bet.betId, counterpart: 'games' as const };
    moved(moveMoney(state, { ...money, amount: -stake, kind: 'bet', idempotencyKey: `${roundKey}:bet` }));
    const outcome = drawOutcome(source, 'PACHISLOT');
    const payout = payoutOf(stake, outcome.multiplier);
    if (payout > 0) moved(moveMoney(state, { ...money, amount: payout, kind: 'win', idempotencyKey: `${roundKey}:win` }));
    bet.detail = outcome.detail;
    bet.symbols = outcome.symbols;
    bet.pachislot = pachislotSpin(stake, payout, outcome.bonus ?? null);
    closeBet(bet, payout > 0 ? 'WIN' : 'LOSE', payout, spinAt);
    afterSettledBet(state, bet);
    spins.push(bet);
  }
  const coinsIn = spins.reduce((sum, bet) => sum + bet.pachislot!.coinsIn, 0);
  const coinsOut = spins.reduce((sum, bet) => sum + bet.pachislot!.coinsOut, 0);
  const payout = spins.reduce((sum, bet) => sum + bet.payout, 0);
  return {
    ok: true,
    gameId: game.gameId,
    rounds,
    stake,
    firstSpinAt,
    lastSpinAt: at,
    bb: spins.filter((bet) => bet.pachislot!.bonus === 'BB').length,
    rb: spins.filter((bet) => bet.pachislot!.bonus === 'RB').length,
    coinsIn,
    coinsOut,
    coinDifference: coinsOut - coinsIn,
    net: payout - rounds * stake,
  };
}
