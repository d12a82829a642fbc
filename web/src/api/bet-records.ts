/**
 * The player's bet records (getBetRecords), shared by the bet history pages and the game page's
 * net position. Every real round moves the wallet, so a `wallet` push is when the records change:
 * readers refresh on it (invalidateBetRecords).
 */

import { getBetRecords, type BetRecordQuery } from '#generated/throne/play-records.ts';
import { playerQuery, queryClient } from '../lib/query/query-client';
import { usePlayerPages } from './player';
import { apiKey, apiQuery } from './api-query';

export type { BetRecord, BetRecordQuery, BetTotals } from '#generated/throne/play-records.ts';
export { PlayTypeCode as PlayType } from '#generated/throne/games.ts';

const betRecordsQueryOptions = (query: BetRecordQuery) =>
  playerQuery(apiQuery({ getBetRecords }, query, { staleTime: 10_000 }));

/** The records for `query` while a player is in and `enabled`; a new page keeps the last on screen until it arrives. */
export function useBetRecords(query: BetRecordQuery, enabled = true) {
  return usePlayerPages(betRecordsQueryOptions(query), enabled);
}

/** Every bet-record query is stale after a round or a settlement. */
export const invalidateBetRecords = () => queryClient.invalidateQueries({ queryKey: apiKey('getBetRecords') });
