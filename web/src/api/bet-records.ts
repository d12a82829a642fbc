/**
 * The player's bet records (getBetRecords), shared by the bet history pages and the game page's
 * net position. Every real round moves the wallet, so a `wallet` push is when the records change:
 * readers refresh on it (invalidateBetRecords).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getBetRecords, getGetBetRecordsQueryKey, type BetRecordQuery } from '../../../generated/throne/play-records';
import { playerQuery, queryClient } from '../lib/query/query-client';
import { dataOf } from './data-of';
import { useIsLoggedIn } from './player';

export type { BetRecord, BetRecordQuery, BetTotals } from '../../../generated/throne/play-records';
export { PlayTypeCode as PlayType } from '../../../generated/throne/games';

const betRecordsQueryOptions = (query: BetRecordQuery) =>
  playerQuery(
    queryOptions({
      queryKey: getGetBetRecordsQueryKey(query),
      queryFn: ({ signal }) => getBetRecords(query, { signal }).then(dataOf),
      staleTime: 10_000,
    }),
  );

/** The records for `query` while a player is in and `enabled`; a new page keeps the last on screen until it arrives. */
export function useBetRecords(query: BetRecordQuery, enabled = true) {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...betRecordsQueryOptions(query), enabled: loggedIn && enabled, placeholderData: keepPreviousData });
}

/** Every bet-record query is stale after a round or a settlement. */
// The key without its body: a prefix every bet-record query starts with.
export const invalidateBetRecords = () => queryClient.invalidateQueries({ queryKey: getGetBetRecordsQueryKey().slice(0, 2) });
