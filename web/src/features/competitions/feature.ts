import { defineFeature } from '../../lib/feature';
import { href } from '../../lib/paths';
import { askAhead, page, redirectTo, route } from '../../lib/routing/route';
import { competitionsLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/tournaments': NoArgs;
    '/tournaments/:tournamentId': { tournamentId: string };
    '/lottery': NoArgs;
    '/account/tournaments': NoArgs;
    '/account/guess-games': NoArgs;
  }
}

/**
 * Tournaments with a live ranking, the daily lottery with its verifiable draw, guess games, and the
 * strip of home and the lobbies (the way to them, the live wins ticker: components/competitions-strip,
 * which app/ loads under the marquee). The tournaments and the lottery are open to visitors
 * (SPEC §6); the account menu lists the tournaments (its entry leads to the list) and the guess games.
 */
export const feature = defineFeature({
  routes: [
    route('/tournaments', { meta: { titleKey: 'pages.tournaments' }, lazy: page(() => import('./components/tournaments-page'), 'tournaments-page', competitionsLocales) }),
    route('/tournaments/:tournamentId', {
      meta: { titleKey: 'pages.tournament' },
      // The tournament asked for beside the page's chunk (./api/prefetch-tournament.ts), in a chunk of its own.
      loader: ({ params }) =>
        params.tournamentId
          ? askAhead('tournament', () => import('./api/prefetch-tournament').then(({ prefetchTournament }) => prefetchTournament(params.tournamentId!)))
          : null,
      lazy: page(() => import('./components/tournament-page'), 'tournament-page', competitionsLocales),
    }),
    route('/lottery', { meta: { titleKey: 'pages.lottery' }, lazy: page(() => import('./components/lottery-page'), 'lottery-page', competitionsLocales) }),
  ],
  accountRoutes: [
    route('/account/tournaments', { meta: { titleKey: 'pages.tournaments', requiresLogin: true }, accountMenu: 'play', ...redirectTo(href('/tournaments')) }),
    route('/account/guess-games', {
      meta: { titleKey: 'pages.guessGames', requiresLogin: true },
      accountMenu: 'play',
      lazy: page(() => import('./components/guess-games-page'), 'guess-games-page', competitionsLocales),
    }),
  ],
  sitemap: () => import('./sitemap'),
});
