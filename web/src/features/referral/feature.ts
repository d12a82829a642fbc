import { defineFeature } from '../../lib/feature';
import { page, route } from '../../lib/routing/route';
import { referralLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/account/referral': NoArgs;
  }
}

/**
 * Referrals: an incoming invite or agent code is captured and stored for registration
 * (hooks/use-referral-capture, which app/ runs on every page), and the player's own referral centre
 * lives in the account area.
 */
export const feature = defineFeature({
  accountRoutes: [
    route('/account/referral', {
      meta: { titleKey: 'pages.referral', requiresLogin: true },
      accountMenu: 'account',
      lazy: page(() => import('./components/referral-page'), 'referral-page', referralLocales),
    }),
  ],
});
