import { defineFeature } from '../../lib/feature';
import { page, route } from '../../lib/routing/route';
import { walletLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/account/records': NoArgs;
    '/account/rates': NoArgs;
  }
}

/** The wallet: balance records and exchange rates (its header wallet is in the header, app/layouts). */
export const feature = defineFeature({
  accountRoutes: [
    route('/account/records', {
      meta: { titleKey: 'pages.records', requiresLogin: true },
      accountMenu: 'money',
      lazy: page(() => import('./components/records-page'), 'records-page', walletLocales),
    }),
    route('/account/rates', {
      meta: { titleKey: 'pages.rates', requiresLogin: true },
      accountMenu: 'money',
      lazy: page(() => import('./components/rates-page'), 'rates-page', walletLocales),
    }),
  ],
});
