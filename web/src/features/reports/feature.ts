import { defineFeature } from '../../lib/feature';
import { page, route } from '../../lib/routing/route';
import { reportsLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/account/reports': NoArgs;
  }
}

/** Reports the player acknowledges. */
export const feature = defineFeature({
  accountRoutes: [
    route('/account/reports', {
      meta: { titleKey: 'pages.reports', requiresLogin: true },
      accountMenu: 'account',
      lazy: page(() => import('./components/reports-page'), 'reports-page', reportsLocales),
    }),
  ],
});
