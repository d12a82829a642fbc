import { defineFeature } from '../../lib/feature';
import { page, route } from '../../lib/routing/route';
import { vipLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/account/vip': NoArgs;
  }
}

/** The VIP level and its benefits. */
export const feature = defineFeature({
  accountRoutes: [
    route('/account/vip', {
      meta: { titleKey: 'pages.vip', requiresLogin: true },
      accountMenu: 'account',
      lazy: page(() => import('./components/vip-page'), 'vip-page', vipLocales),
    }),
  ],
});
