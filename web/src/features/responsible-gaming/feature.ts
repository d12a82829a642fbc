import { defineFeature } from '../../lib/feature';
import { page, route } from '../../lib/routing/route';
import { responsibleGamingLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/account/responsible-gaming': NoArgs;
  }
}

/** Responsible gaming: limits, session time, reality check, breaks. */
export const feature = defineFeature({
  accountRoutes: [
    route('/account/responsible-gaming', {
      meta: { titleKey: 'pages.responsibleGaming', requiresLogin: true },
      accountMenu: 'play',
      lazy: page(() => import('./components/responsible-gaming-page'), 'responsible-gaming-page', responsibleGamingLocales),
    }),
  ],
});
