import { PLAY_SESSION_GAP_MS } from './launches.ts';
import type { Bet, PlayType } from './state.ts';

/**
 * The player's own numbers: their return (my RTP) and their play sessions, computed
 * from the bets on every read. Nothing here is stored, so the figures cannot drift from the bets.
 */

export interface ReturnFigures {
  rounds: number;
  stake: number;
  payout: number;
  net: number;
  /** payout / stake in percent, 2 decimals; null when nothing was staked. */
  rtp: number | null;
}

export const rtpOf = (stake: number, payout: number): number | null => (stake === 0 ? null : Math.round((payout * 10_000) / stake) / 100);

/** Whose money a round was: the player's own (COMMON), a bonus's (PROMOTION), or a free bet the house paid. */
export type RoundMoney = 'OWN' | 'BONUS' | 'FREE_BET';

export const moneyOf = (bet: Bet): RoundMoney => (bet.freeBet ? 'FREE_BET' : bet.bonusId !== null ? 'BONUS' : 'OWN');

/** Sums that figures are made of; `rtp` and `net` are derived at the end so they cannot disagree. */
class Tally {
  rounds = 0;
  stake = 0;
  payout = 0;
  add(bet: Bet): void {
    this.rounds += 1;
    this.stake += bet.stake;
    this.payout += bet.payout;
  }
  figures(): ReturnFigures {
    return { rounds: this.rounds, stake: this.stake, payout: this.payout, net: this.payout - this.stake, rtp: rtpOf(this.stake, this.payout) };
  }
}

function tallyBy<K extends string>(tallies: Map<K, Tally>, key: K, bet: Bet): void {
  const tally = tallies.get(key) ?? new Tally();
  tallies.set(key, tally);
  tally.add(bet);
}

/** Most staked first; equal stakes in key order, so the answer never depends on the bets' order. */
function mostStakedFirst<K extends string>(tallies: Map<K, Tally>): [K, ReturnFigures][] {
  return [...tallies.entries()].map(([key, tally]) => [key, tally.figures()] as [K, ReturnFigures]).sort(([ka, a], [kb, b]) => b.stake - a.stake || (ka < kb ? -1 : ka > kb ? 1 : 0));
}

interface ReturnWindow {
  /** First and last placing day (YYYY-MM-DD) in the player's time zone, both included. */
  from: string;
  to: string;
  gameId?: string | undefined;
}

export interface MyReturn {
  overall: ReturnFigures;
  byGame: ({ gameId: string; providerCode: string; playType: PlayType } & ReturnFigures)[];
  byProvider: ({ providerCode: string } & ReturnFigures)[];
  byPlayType: ({ playType: PlayType } & ReturnFigures)[];
  bonusRounds: ReturnFigures;
  freeBetRounds: ReturnFigures;
}

/**
 * The player's return over a window: SETTLED bets only (a VOID gave the stake back and was not
 * played; an OPEN one has no result yet). The breakdowns are the player's own money's rounds;
 * bonus money and free bets are apart, since their stakes were not the player's.
 */
export function myReturn(bets: readonly Bet[], accountId: string, window: ReturnWindow, localDay: (at: number) => string): MyReturn {
  const overall = new Tally();
  const bonus = new Tally();
  const freeBet = new Tally();
  const games = new Map<string, Tally>();
  const gameFacts = new Map<string, { providerCode: string; playType: PlayType }>();
  const providers = new Map<string, Tally>();
  const playTypes = new Map<PlayType, Tally>();
  for (const bet of bets) {
    if (bet.accountId !== accountId || bet.status !== 'SETTLED') continue;
    if (window.gameId !== undefined && bet.gameId !== window.gameId) continue;
    const day = localDay(bet.placedAt);
    if (day < window.from || day > window.to) continue;
    const money = moneyOf(bet);
    if (money === 'BONUS') bonus.add(bet);
    else if (money === 'FREE_BET') freeBet.add(bet);
    else {
      overall.add(bet);
      tallyBy(games, bet.gameId, bet);
      gameFacts.set(bet.gameId, { providerCode: bet.providerCode, playType: bet.playType });
      tallyBy(providers, bet.providerCode, bet);
      tallyBy(playTypes, bet.playType, bet);
    }
  }
  return {
    overall: overall.figures(),
    byGame: mostStakedFirst(games).map(([gameId, figures]) => ({ gameId, ...gameFacts.get(gameId)!, ...figures })),
    byProvider: mostStakedFirst(providers).map(([providerCode, figures]) => ({ providerCode, ...figures })),
    byPlayType: mostStakedFirst(playTypes).map(([playType, figures]) => ({ playType, ...figures })),
    bonusRounds: bonus.figures(),
    freeBetRounds: freeBet.figures(),
  };
}

export interface PlaySessionFigures {
  startedAt: number;
  endedAt: number;
  rounds: number;
  stake: number;
  payout: number;
  net: number;
  /** Game ids in the order first played. */
  gameIds: string[];
}

export interface MonthOfSessions {
  /** Newest first. */
  sessions: PlaySessionFigures[];
  /** Index in `sessions` of the longest (the earlier on a tie); null without sessions. */
  longest: number | null;
  totals: { sessions: number; rounds: number; stake: number; payout: number; net: number; durationMs: number };
}

/**
 * The player's play sessions that started in `month` (YYYY-MM in their time zone): every bet
 * (own money, bonus money, free bets) in placing order, a pause of PLAY_SESSION_GAP_MS or more
 * starting a new session, the rule the session time limit counts by. Sessions are cut over all of
 * the player's bets first, so one that runs past midnight at the month's end stays whole.
 */
export function playSessions(bets: readonly Bet[], accountId: string, month: string, localDay: (at: number) => string): MonthOfSessions {
  const own = bets.filter((bet) => bet.accountId === accountId).sort((a, b) => a.placedAt - b.placedAt);
  const all: PlaySessionFigures[] = [];
  let current: PlaySessionFigures | undefined;
  for (const bet of own) {
    if (current === undefined || bet.placedAt - current.endedAt >= PLAY_SESSION_GAP_MS) {
      current = { startedAt: bet.placedAt, endedAt: bet.placedAt, rounds: 0, stake: 0, payout: 0, net: 0, gameIds: [] };
      all.push(current);
    }
    current.endedAt = bet.placedAt;
    current.rounds += 1;
    current.stake += bet.stake;
    current.payout += bet.payout;
    current.net = current.payout - current.stake;
    if (!current.gameIds.includes(bet.gameId)) current.gameIds.push(bet.gameId);
  }
  const sessions = all.filter((session) => localDay(session.startedAt).slice(0, 7) === month).reverse();
  let longest: number | null = null;
  const totals = { sessions: sessions.length, rounds: 0, stake: 0, payout: 0, net: 0, durationMs: 0 };
  sessions.forEach((session, index) => {
    const duration = session.endedAt - session.startedAt;
    // Newest first, so a later index is an earlier session: >= keeps the earlier on a tie.
    if (longest === null || duration >= sessions[longest]!.endedAt - sessions[longest]!.startedAt) longest = index;
    totals.rounds += session.rounds;
    totals.stake += session.stake;
    totals.payout += session.payout;
    totals.durationMs += duration;
  });
  totals.net = totals.payout - totals.stake;
  return { sessions, longest, totals };
}
