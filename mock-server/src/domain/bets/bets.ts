import type { Bet, BetResult, BetsSlice, PlayType } from './state.ts';

/** Real-money bets: placing, settling, and the records a player reads (newest first). */

type NewBet = Omit<Bet, 'betId' | 'payout' | 'status' | 'result' | 'settledAt'>;

/** `B-<yyyymmdd in Japan>-<sequence>`: what a support desk reads out over the phone. */
function nextBetId(state: BetsSlice, at: number): string {
  const day = new Date(at + 9 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `B-${day}-${String(state.bets.nextBet++).padStart(6, '0')}`;
}

export const findBetByRound = (state: BetsSlice, roundKey: string): Bet | undefined => {
  const index = state.bets.byRound[roundKey];
  return index === undefined ? undefined : state.bets.bets[index];
};

export const findBet = (state: BetsSlice, betId: string): Bet | undefined => state.bets.bets.find((bet) => bet.betId === betId);

/** An OPEN bet for the stake; the caller has taken the stake through the ledger. */
export function placeBet(state: BetsSlice, bet: NewBet): Bet {
  const placed: Bet = { ...bet, betId: nextBetId(state, bet.placedAt), payout: 0, status: 'OPEN', result: null, settledAt: null };
  state.bets.byRound[bet.roundKey] = state.bets.bets.push(placed) - 1;
  return placed;
}

/** Closes an OPEN bet: a win or a loss SETTLED with its payout, a void VOID with the stake back. */
export function closeBet(bet: Bet, result: BetResult, payout: number, at: number): void {
  bet.result = result;
  bet.payout = payout;
  bet.status = result === 'VOID' ? 'VOID' : 'SETTLED';
  bet.settledAt = at;
}

/** Net result of a bet for the player: what came back less the stake; an OPEN bet has lost its stake for now. */
export const netOf = (bet: Bet): number => bet.payout - bet.stake;

interface BetFilter {
  status: 'SETTLED' | 'UNSETTLED';
  from?: string | undefined;
  to?: string | undefined;
  since?: number | undefined;
  playType?: PlayType | undefined;
  providerCode?: string | undefined;
  gameId?: string | undefined;
  pageNo: number;
  pageSize: number;
}

export interface BetTotals {
  count: number;
  stake: number;
  payout: number;
  net: number;
}

interface BetPage {
  bets: Bet[];
  total: number;
  totals: BetTotals;
  /** Providers of every bet of the player under the status, whatever the other filters. */
  providers: string[];
}

/**
 * One page of the player's bets matching the filter, newest first, with the totals of every bet
 * matched. `localDay` turns an instant into the date the player reads in their own time zone.
 */
export function betRecords(state: BetsSlice, accountId: string, filter: BetFilter, localDay: (at: number) => string): BetPage {
  const kept: Bet[] = [];
  const totals: BetTotals = { count: 0, stake: 0, payout: 0, net: 0 };
  const providers = new Set<string>();
  const list = state.bets.bets;
  for (let i = list.length - 1; i >= 0; i--) {
    const bet = list[i]!;
    if (bet.accountId !== accountId) continue;
    if ((filter.status === 'UNSETTLED') !== (bet.status === 'OPEN')) continue;
    providers.add(bet.providerCode);
    if (filter.playType !== undefined && bet.playType !== filter.playType) continue;
    if (filter.providerCode !== undefined && bet.providerCode !== filter.providerCode) continue;
    if (filter.gameId !== undefined && bet.gameId !== filter.gameId) continue;
    if (filter.since !== undefined && bet.placedAt < filter.since) continue;
    if (filter.from !== undefined || filter.to !== undefined) {
      const day = localDay(bet.placedAt);
      if ((filter.from !== undefined && day < filter.from) || (filter.to !== undefined && day > filter.to)) continue;
    }
    kept.push(bet);
    totals.count += 1;
    totals.stake += bet.stake;
    totals.payout += bet.payout;
  }
  totals.net = totals.payout - totals.stake;
  const start = (filter.pageNo - 1) * filter.pageSize;
  return { bets: kept.slice(start, start + filter.pageSize), total: kept.length, totals, providers: [...providers].sort() };
}

/**
 * The player's net loss from bets placed in [start, end): stakes less payouts, OPEN stakes
 * counted as lost until they settle (the loss limit must hold whatever their result).
 */
export function lossBetween(state: BetsSlice, accountId: string, start: number, end: number): number {
  let loss = 0;
  for (const bet of state.bets.bets) {
    if (bet.accountId === accountId && bet.placedAt >= start && bet.placedAt < end) loss += bet.stake - bet.payout;
  }
  return loss;
}
