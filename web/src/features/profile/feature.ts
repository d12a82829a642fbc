import { defineFeature } from '../../lib/feature';
import { page, route } from '../../lib/routing/route';
import { profileLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/account/profile': NoArgs;
    '/account/password': NoArgs;
  }
}

/** The player's profile and password. */
export const feature = defineFeature({
  accountRoutes: [
    route('/account/profile', {
      meta: { titleKey: 'pages.profile', requiresLogin: true },
      accountMenu: 'account',
      lazy: page(() => import('./components/profile-page'), 'profile-page', profileLocales),
    }),
    route('/account/password', {
      meta: { titleKey: 'pages.changePassword', requiresLogin: true },
      accountMenu: 'account',
      lazy: page(() => import('./components/change-password-page'), 'change-password-page', profileLocales),
    }),
  ],
});
