import { useIsLoggedIn } from '../../api/player';
import { defineDialog } from '../../lib/dialogs/dialog-registry';
import { defineFeature } from '../../lib/feature';
import { withLocales } from '../../lib/i18n/i18n';
import { page, route } from '../../lib/routing/route';
import { promotionsLocales } from './locales';

/** What /promo opens on: a promotion's card (the home teaser's links), a tab (the header wallet's link to the bonuses). */
interface PromoQuery {
  promotion?: string;
  tab?: 'promotions' | 'bonuses' | 'history';
}

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/promo': PromoQuery;
  }
}

/**
 * Promotions and bonuses: /promo (the promotions, the player's bonuses, free spins, tasks, today's
 * offers and the history), and over every page while a player is logged in, the timed offers of
 * SPEC §4: the login bonus dialog and the bonus-code dialog (their chunk loads after login).
 */
export const feature = defineFeature({
  routes: [
    route('/promo', {
      meta: { titleKey: 'pages.promo' },
      lazy: page(() => import('./components/promo-page'), 'promo-page', promotionsLocales),
    }),
  ],
  sitemap: () => import('./sitemap'),
  dialogs: [
    defineDialog({
      id: 'bonus-offers',
      load: () => withLocales(() => import('./components/bonus-offers'), promotionsLocales).then((m) => m.BonusOffers),
      useWanted: useIsLoggedIn,
    }),
  ],
});
