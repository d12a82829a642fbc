import { defineFeature } from '../../lib/feature';
import { page, route } from '../../lib/routing/route';
import { identityLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/account/verification': NoArgs;
  }
}

/** Identity documents and their review. */
export const feature = defineFeature({
  accountRoutes: [
    route('/account/verification', {
      meta: { titleKey: 'pages.identity', requiresLogin: true },
      accountMenu: 'account',
      lazy: page(() => import('./components/identity-page'), 'identity-page', identityLocales),
    }),
  ],
});
