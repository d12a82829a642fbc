import { defineFeature } from '../../lib/feature';
import { page, route } from '../../lib/routing/route';
import { walletTransferLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/account/transfer': NoArgs;
  }
}

/** Moving money between the main and the bonus wallet. */
export const feature = defineFeature({
  accountRoutes: [
    route('/account/transfer', {
      meta: { titleKey: 'pages.transfer', requiresLogin: true },
      accountMenu: 'money',
      lazy: page(() => import('./components/transfer-page'), 'transfer-page', walletTransferLocales),
    }),
  ],
});
