import { restoreSession } from '#web/api/session.ts';
import { queryClient } from '#web/lib/query/query-client.ts';
import { tournamentQueryOptions } from './tournaments';

/**
 * Asks for the tournament into the cache as its route is chosen, beside the page's chunk, not once
 * the page has loaded and mounted (a round trip and the chunk later: the page's largest paint, its
 * summary, waited for it). The answer is a player's or a visitor's, so the session is known first:
 * at once for a visitor (nothing stored), after the restore for a returning player. A failed read
 * is left to the page, whose own query shows it and retries.
 */
export async function prefetchTournament(tournamentId: string): Promise<void> {
  const loggedIn = await restoreSession();
  await queryClient.prefetchQuery(tournamentQueryOptions(tournamentId, loggedIn));
}
