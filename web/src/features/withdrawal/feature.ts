import { defineFeature } from '../../lib/feature';
import { page, route } from '../../lib/routing/route';
import { withdrawalLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/account/withdraw': NoArgs;
  }
}

/** Withdrawals to a bank account or a crypto address. */
export const feature = defineFeature({
  accountRoutes: [
    route('/account/withdraw', {
      meta: { titleKey: 'pages.withdraw', requiresLogin: true },
      accountMenu: 'money',
      lazy: page(() => import('./components/withdraw-page'), 'withdraw-page', withdrawalLocales),
    }),
  ],
});
