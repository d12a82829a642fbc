import { queryClient } from '#web/lib/query/query-client.ts';
import { lobbyAt } from '../utils/lobby';
import { lobbyGamesQueryOptions } from './games';

/** Asks for the game list of the lobby at `path` into the cache, for its page to find. */
export async function prefetchLobbyGames(path: string): Promise<void> {
  const lobbyCode = lobbyAt(path);
  if (lobbyCode) await queryClient.prefetchQuery(lobbyGamesQueryOptions(lobbyCode));
}
