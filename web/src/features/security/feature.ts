import { defineFeature } from '../../lib/feature';
import { page, route } from '../../lib/routing/route';
import { securityLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/account/security': NoArgs;
  }
}

/** Security settings: the second factor (authenticator, e-mail or SMS), recovery codes, signed-in devices. */
export const feature = defineFeature({
  accountRoutes: [
    route('/account/security', {
      meta: { titleKey: 'pages.security', requiresLogin: true },
      accountMenu: 'account',
      lazy: page(() => import('./components/security-page'), 'security-page', securityLocales),
    }),
  ],
});
