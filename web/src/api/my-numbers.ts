/**
 * The player's own numbers: their return (getMyReturn, "my RTP") and their play
 * sessions (getPlaySessions), read by the account centre's pages and a game's info sheet. The
 * server computes both from the bets on every read; a round or a settlement moves the wallet, so
 * a `wallet` push is when they change (invalidateMyNumbers).
 */
import { useQuery } from '@tanstack/react-query';
import {
  getBalanceHistory,
  getMonthlyStatement,
  getMyReturn,
  getPlaySessions,
  type BalanceHistoryQuery,
  type MonthlyStatementQuery,
  type MyReturnQuery,
  type PlaySessionsQuery,
} from '#generated/throne/play-records.ts';
import { getBonusWageringHistory } from '#generated/phoenix/promotions.ts';
import { playerQuery, queryClient } from '../lib/query/query-client';
import { useIsLoggedIn, usePlayerPages } from './player';
import { apiKey, apiQuery } from './api-query';

export type { BalanceDay, BalanceHistoryQuery, BalanceHistoryResponseData as BalanceHistory } from '#generated/throne/play-records.ts';
export type { GameReturn, MyReturnQuery, MyReturnResponseData as MyReturn, PlaySessionRecord, PlaySessionsResponseData as PlaySessions, ReturnFigures } from '#generated/throne/play-records.ts';
export { ReturnPeriod } from '#generated/throne/play-records.ts';
export type { MonthlyStatementResponseData as MonthlyStatement, StatementMoneyLine, StatementPointsLine, StatementWallet } from '#generated/throne/play-records.ts';
export type { WageringDay, WageringHistoryResponseData as WageringHistory } from '#generated/phoenix/promotions.ts';

const myReturnQueryOptions = (query: MyReturnQuery) =>
  playerQuery(apiQuery({ getMyReturn }, query, { staleTime: 10_000 }));

const playSessionsQueryOptions = (query: PlaySessionsQuery) =>
  playerQuery(apiQuery({ getPlaySessions }, query, { staleTime: 10_000 }));

/** The player's return for `query` while logged in and `enabled`; another period keeps the last on screen until it arrives. */
export function useMyReturn(query: MyReturnQuery, enabled = true) {
  return usePlayerPages(myReturnQueryOptions(query), enabled);
}

/** The play sessions of a month (YYYY-MM; the server's this month when left out). */
export function usePlaySessions(query: PlaySessionsQuery) {
  return usePlayerPages(playSessionsQueryOptions(query));
}

/** The main wallet's balance per day over a period (the balance chart), from the ledger. */
export function useBalanceHistory(query: BalanceHistoryQuery) {
  return usePlayerPages(playerQuery(apiQuery({ getBalanceHistory }, query, { staleTime: 10_000 })));
}

/** The monthly statement of a month (YYYY-MM): every money and points movement, with the month's balances and totals. */
export function useMonthlyStatement(query: MonthlyStatementQuery) {
  return usePlayerPages(playerQuery(apiQuery({ getMonthlyStatement }, query, { staleTime: 10_000 })));
}

/** A bonus's wagering per day (the wagering chart); nothing is asked without a bonus. */
export function useBonusWagering(bonusId: string | undefined) {
  const loggedIn = useIsLoggedIn();
  const query = { bonusId: bonusId ?? '' };
  return useQuery({
    ...playerQuery(apiQuery({ getBonusWageringHistory }, query, { staleTime: 10_000 })),
    enabled: loggedIn && bonusId !== undefined,
  });
}

/** Every read here is stale after a round, a settlement or any other movement of the wallet. */
export const invalidateMyNumbers = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: apiKey('getMyReturn') }),
    queryClient.invalidateQueries({ queryKey: apiKey('getPlaySessions') }),
    queryClient.invalidateQueries({ queryKey: apiKey('getBalanceHistory') }),
    queryClient.invalidateQueries({ queryKey: apiKey('getBonusWageringHistory') }),
    queryClient.invalidateQueries({ queryKey: apiKey('getMonthlyStatement') }),
  ]);
