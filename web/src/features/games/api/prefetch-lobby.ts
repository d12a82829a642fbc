import { queryClient } from '#web/lib/query/query-client.ts';
import { lobbyAt } from '../utils/lobby';
import { gameLabelsQueryOptions, lobbyGamesQueryOptions } from './games';

/**
 * Asks for the game list of the lobby at `path` into the cache, for its page to find, and the
 * games' labels beside it (not awaited): asked for by the first tile, their answer drew every tile
 * again in one synchronous task.
 */
export async function prefetchLobbyGames(path: string): Promise<void> {
  const lobbyCode = lobbyAt(path);
  if (!lobbyCode) return;
  void queryClient.prefetchQuery(gameLabelsQueryOptions());
  await queryClient.prefetchQuery(lobbyGamesQueryOptions(lobbyCode));
}
