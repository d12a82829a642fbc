import { defineFeature } from '../../lib/feature';
import { page, route } from '../../lib/routing/route';
import { depositLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/account/deposit': NoArgs;
  }
}

/** Deposits: bank transfer and crypto, with the limits the player set. */
export const feature = defineFeature({
  accountRoutes: [
    route('/account/deposit', {
      meta: { titleKey: 'pages.deposit', requiresLogin: true },
      accountMenu: 'money',
      lazy: page(() => import('./components/deposit-page'), 'deposit-page', depositLocales),
    }),
  ],
});
