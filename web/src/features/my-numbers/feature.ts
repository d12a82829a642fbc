import { defineFeature } from '../../lib/feature';
import { page, route } from '../../lib/routing/route';
import { myNumbersLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/account/my-rtp': NoArgs;
    '/account/play-sessions': NoArgs;
    '/account/slot-counter': NoArgs;
  }
}

/** The player's own numbers (issue 35): their return on their bets (my RTP), their play sessions and the pachislot data counter. */
export const feature = defineFeature({
  accountRoutes: [
    route('/account/my-rtp', {
      meta: { titleKey: 'pages.myRtp', requiresLogin: true },
      accountMenu: 'play',
      lazy: page(() => import('./components/my-rtp-page'), 'my-rtp-page', myNumbersLocales),
    }),
    route('/account/play-sessions', {
      meta: { titleKey: 'pages.playSessions', requiresLogin: true },
      accountMenu: 'play',
      lazy: page(() => import('./components/play-sessions-page'), 'play-sessions-page', myNumbersLocales),
    }),
    route('/account/slot-counter', {
      meta: { titleKey: 'pages.slotCounter', requiresLogin: true },
      accountMenu: 'play',
      lazy: page(() => import('./components/slot-counter-page'), 'slot-counter-page', myNumbersLocales),
    }),
  ],
});
