import { PLAY_SESSION_GAP_MS } from './launches.ts';
import type { Bet } from './state.ts';

/**
 * The pachislot data counter: what a hall's counter above a machine shows, per machine
 * the player played on a day and per session on it, and the day's slump graph. Computed from the
 * settled pachislot spins on every read; nothing is stored, so it cannot drift from the bets.
 * Every spin counts (own money, bonus money, free spins), as a hall's counter counts every game.
 */

export interface CounterFigures {
  /** 総回転数: spins played. */
  spins: number;
  bb: number;
  rb: number;
  /** The "1/x" a counter shows: spins per BB, per RB and per bonus of either kind (合算), 1 decimal; null without one. */
  bbOdds: number | null;
  rbOdds: number | null;
  bonusOdds: number | null;
  /** Spins since the last bonus (all spins when none came). */
  spinsSinceBonus: number;
  coinsIn: number;
  coinsOut: number;
  /** 差枚: medals out less medals in. */
  coinDifference: number;
  stake: number;
  payout: number;
  /** Yen: payout less stake. */
  net: number;
}

export interface CounterSession extends CounterFigures {
  startedAt: number;
  endedAt: number;
}

/** A point of the slump graph: the medal difference after `spins` spins of the day. */
export interface SlumpPoint {
  spins: number;
  coins: number;
}

export interface MachineCounter {
  gameId: string;
  providerCode: string;
  day: CounterFigures;
  /** Oldest first; a pause of PLAY_SESSION_GAP_MS or more starts the next. */
  sessions: CounterSession[];
  /** From {0, 0}: every `step`-th spin and the last, at most MAX_SLUMP_POINTS after the start. */
  slump: SlumpPoint[];
}

/** A day of thousands of spins still draws in a hundred points (and a table of a hundred rows). */
export const MAX_SLUMP_POINTS = 100;

/** Spins per hit, 1 decimal; null without a hit. */
export const oddsOf = (spins: number, hits: number): number | null => (hits === 0 ? null : Math.round((spins * 10) / hits) / 10);

type Spin = Bet & { pachislot: NonNullable<Bet['pachislot']> };

const isSpin = (bet: Bet): bet is Spin => bet.pachislot !== undefined && bet.status === 'SETTLED';

function figuresOf(spins: readonly Spin[]): CounterFigures {
  let bb = 0;
  let rb = 0;
  let sinceBonus = 0;
  let coinsIn = 0;
  let coinsOut = 0;
  let stake = 0;
  let payout = 0;
  for (const spin of spins) {
    const { bonus } = spin.pachislot;
    if (bonus === 'BB') bb += 1;
    if (bonus === 'RB') rb += 1;
    sinceBonus = bonus === null ? sinceBonus + 1 : 0;
    coinsIn += spin.pachislot.coinsIn;
    coinsOut += spin.pachislot.coinsOut;
    stake += spin.stake;
    payout += spin.payout;
  }
  const count = spins.length;
  return {
    spins: count,
    bb,
    rb,
    bbOdds: oddsOf(count, bb),
    rbOdds: oddsOf(count, rb),
    bonusOdds: oddsOf(count, bb + rb),
    spinsSinceBonus: sinceBonus,
    coinsIn,
    coinsOut,
    coinDifference: coinsOut - coinsIn,
    stake,
    payout,
    net: payout - stake,
  };
}

function slumpOf(spins: readonly Spin[]): SlumpPoint[] {
  const step = Math.max(1, Math.ceil(spins.length / MAX_SLUMP_POINTS));
  const points: SlumpPoint[] = [{ spins: 0, coins: 0 }];
  let coins = 0;
  spins.forEach((spin, index) => {
    coins += spin.pachislot.coinsOut - spin.pachislot.coinsIn;
    const played = index + 1;
    if (played % step === 0 || played === spins.length) points.push({ spins: played, coins });
  });
  return points;
}

function sessionsOf(spins: readonly Spin[]): CounterSession[] {
  const runs: Spin[][] = [];
  for (const spin of spins) {
    const run = runs.at(-1);
    if (run === undefined || spin.placedAt - run.at(-1)!.placedAt >= PLAY_SESSION_GAP_MS) runs.push([spin]);
    else run.push(spin);
  }
  return runs.map((run) => ({ startedAt: run[0]!.placedAt, endedAt: run.at(-1)!.placedAt, ...figuresOf(run) }));
}

/** The counter of a machine not played (the game frame's before its first spin). */
export const emptyCounter = (gameId: string, providerCode: string): MachineCounter => ({ gameId, providerCode, day: figuresOf([]), sessions: [], slump: slumpOf([]) });

/**
 * The counters of the pachislot machines `accountId` played on `day` (YYYY-MM-DD in their time
 * zone; the counter starts again each day, as a hall's does), the last played first. Spins count
 * in placing order (equal times in the order they were placed). `gameId` keeps one machine.
 */
export function slotCounters(bets: readonly Bet[], accountId: string, day: string, localDay: (at: number) => string, gameId?: string): MachineCounter[] {
  const byGame = new Map<string, Spin[]>();
  for (const bet of bets) {
    if (bet.accountId !== accountId || !isSpin(bet)) continue;
    if (gameId !== undefined && bet.gameId !== gameId) continue;
    if (localDay(bet.placedAt) !== day) continue;
    const spins = byGame.get(bet.gameId) ?? [];
    byGame.set(bet.gameId, spins);
    spins.push(bet);
  }
  const machines = [...byGame.values()].map((unordered) => {
    // Array.prototype.sort is stable: equal times keep the order they were placed in.
    const spins = [...unordered].sort((a, b) => a.placedAt - b.placedAt);
    const first = spins[0]!;
    return { gameId: first.gameId, providerCode: first.providerCode, day: figuresOf(spins), sessions: sessionsOf(spins), slump: slumpOf(spins), lastAt: spins.at(-1)!.placedAt };
  });
  return machines
    .sort((a, b) => b.lastAt - a.lastAt || (a.gameId < b.gameId ? -1 : a.gameId > b.gameId ? 1 : 0))
    .map(({ lastAt: _lastAt, ...machine }) => machine);
}
