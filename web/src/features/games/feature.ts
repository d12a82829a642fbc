import { defineFeature } from '../../lib/feature';
import type { SitePattern } from '../../lib/paths';
import { page, route } from '../../lib/routing/route';
import type { RouteMeta } from '../../lib/routing/route-meta';
import { prefetchLobbyGames as prefetchLobby } from './api/prefetch-lobby';
import { gamesLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/pachinko': NoArgs;
    '/live-casino': NoArgs;
    '/slots': NoArgs;
    '/sports-bet': NoArgs;
    '/game': NoArgs;
    '/baccart': NoArgs;
    '/tablegame': NoArgs;
    '/roulette': NoArgs;
    '/blackjack': NoArgs;
  }
}

// Every lobby is one page, told apart by its route (./utils/lobby.ts).
const lobbyPage = page(() => import('./components/lobby-page'), 'lobby-page', gamesLocales);

/**
 * A lobby's game list is asked for as soon as the route is chosen, alongside its chunk, not after
 * the page has loaded and drawn: the first tiles (the page's largest pictures) come a round trip
 * sooner. The prefetch's code comes with the app (a few hundred bytes), not as a chunk of its own
 * that would queue behind the page's chunks before the call could leave. A failed prefetch is left
 * to the page, whose own query shows it and retries.
 */
const prefetchLobbyGames = (path: string) => () => {
  void prefetchLobby(path);
  return null;
};

// Every lobby shows the competitions strip (the live wins ticker, the way to the tournaments).
const lobby = (pattern: SitePattern, meta: RouteMeta) => route(pattern, { meta: { ...meta, competitionsStrip: true }, loader: prefetchLobbyGames(pattern), lazy: lobbyPage });

/** The game lobbies (home's game sections are home's, in app/). */
export const feature = defineFeature({
  routes: [
    lobby('/pachinko', { titleKey: 'pages.pachinko' }),
    lobby('/live-casino', { titleKey: 'pages.liveCasino' }),
    lobby('/slots', { titleKey: 'pages.slots' }),
    lobby('/sports-bet', { titleKey: 'pages.sportsBet', hideService: true }),
    lobby('/game', { titleKey: 'pages.game', hideService: true }),
    lobby('/baccart', { titleKey: 'pages.baccarat' }),
    lobby('/tablegame', { titleKey: 'pages.tableGame' }),
    lobby('/roulette', { titleKey: 'pages.roulette' }),
    lobby('/blackjack', { titleKey: 'pages.blackjack' }),
  ],
  sitemap: () => import('./sitemap'),
});
