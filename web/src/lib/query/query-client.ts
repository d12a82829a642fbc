/**
 * The site's one query client: every piece of server data lives in its cache (STYLE.md "Server
 * state"). It sits in lib/ so the shared API tier (web/src/api) can read and write the cache from
 * outside React (login, logout, the error policy's effects) without importing app/.
 *
 * Who owns a query: the options of data that belongs to the logged-in player go through
 * `playerQuery(...)`, which sets `meta: playerMeta` and registers it as the default of that key,
 * so an entry written with setQueryData (a seed, a push) carries it too. A logout, an account
 * deletion and every session end the error policy causes (-130, 1008, HTTP 401, 10004) call
 * `clearPlayerQueries()`, which removes exactly those; public data (CMS, common config, public
 * key, countries, marquee) stays cached.
 */
import { QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { NetworkError } from '../http/errors';

interface SiteQueryMeta extends Record<string, unknown> {
  /** The data belongs to the logged-in player: it goes when the session ends. */
  player?: true;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: SiteQueryMeta;
  }
}

const playerMeta = { player: true } as const satisfies SiteQueryMeta;

const isPlayerQuery = (query: Query): boolean => query.meta?.player === true;

/**
 * The http client already decided what the player sees of a failure; retrying a business error
 * would show it again. Only a dropped connection is worth one more try.
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => error instanceof NetworkError && failureCount < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** Marks query options as the player's: `playerQuery(queryOptions({ ... }))`. */
export function playerQuery<Options extends { queryKey: QueryKey }>(options: Options): Options & { meta: typeof playerMeta } {
  // Idempotent: the defaults of an equal key are replaced, not added.
  queryClient.setQueryDefaults(options.queryKey, { meta: playerMeta });
  return { ...options, meta: playerMeta };
}

/**
 * Forgets everything of the player (and stops its requests in flight, so a late answer cannot
 * write a removed entry back). Public data stays.
 */
export function clearPlayerQueries(client: QueryClient = queryClient): void {
  void client.cancelQueries({ predicate: isPlayerQuery });
  client.removeQueries({ predicate: isPlayerQuery });
}
