/**
 * The player's recently played games (getRecentGames), as the game centre menu lists them. The
 * same query (key and call) as the lobbies' own reader in features/games, so both share one cache
 * entry; when a third reader appears it belongs in web/src/api.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGetRecentGamesQueryKey, getRecentGames } from '../../../../../generated/throne/games';
import { dataOf } from '../../../api/data-of';
import { useIsLoggedIn } from '../../../api/player';
import { playerQuery } from '../../../lib/query/query-client';

export type { RecentGame } from '../../../../../generated/throne/games';

const recentGamesQueryOptions = () =>
  playerQuery(
    queryOptions({
      queryKey: getGetRecentGamesQueryKey(),
      queryFn: ({ signal }) => getRecentGames(undefined, { signal }).then(dataOf),
      staleTime: 30_000,
    }),
  );

/** The player's recently played games while logged in (a visitor has none). */
export function useRecentGames(enabled: boolean) {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...recentGamesQueryOptions(), enabled: loggedIn && enabled });
}
