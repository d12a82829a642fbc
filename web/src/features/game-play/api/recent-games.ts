/**
 * The player's recently played games (getRecentGames), as the game centre menu lists them. The
 * same query (key and call) as the lobbies' own reader in features/games, so both share one cache
 * entry; when a third reader appears it belongs in web/src/api.
 */
import { useQuery } from '@tanstack/react-query';
import { getRecentGames } from '#generated/throne/games.ts';
import { useIsLoggedIn } from '#web/api/player.ts';
import { playerQuery } from '#web/lib/query/query-client.ts';
import { apiQuery } from '#web/api/api-query.ts';

export type { RecentGame } from '#generated/throne/games.ts';

const recentGamesQueryOptions = () =>
  playerQuery(apiQuery({ getRecentGames }, undefined, { staleTime: 30_000 }));

/** The player's recently played games while logged in (a visitor has none). */
export function useRecentGames(enabled: boolean) {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...recentGamesQueryOptions(), enabled: loggedIn && enabled });
}
