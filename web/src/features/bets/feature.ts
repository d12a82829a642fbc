import { defineFeature } from '../../lib/feature';
import { page, route } from '../../lib/routing/route';
import { betsLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/account/settledbets': NoArgs;
    '/account/unsettledbets': NoArgs;
  }
}

/** The bet history: bets settled and bets still open. */
export const feature = defineFeature({
  accountRoutes: [
    route('/account/settledbets', {
      meta: { titleKey: 'pages.settledBets', requiresLogin: true },
      accountMenu: 'play',
      lazy: page(() => import('./components/settled-bets-page'), 'settled-bets-page', betsLocales),
    }),
    route('/account/unsettledbets', {
      meta: { titleKey: 'pages.unsettledBets', requiresLogin: true },
      accountMenu: 'play',
      lazy: page(() => import('./components/unsettled-bets-page'), 'unsettled-bets-page', betsLocales),
    }),
  ],
});
