import { defineFeature } from '../../lib/feature';
import { page, route } from '../../lib/routing/route';
import { myNumbersLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/account/my-rtp': NoArgs;
    '/account/play-sessions': NoArgs;
    '/account/slot-counter': NoArgs;
    '/account/balance-chart': NoArgs;
    '/account/bonus-wagering': { bonusId?: string };
    '/account/statement': NoArgs;
  }
}

/** The player's own numbers: their return on their bets (my RTP), their play sessions, the pachislot data counter, the balance chart, a bonus's wagering over time and the monthly statement. */
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
    route('/account/balance-chart', {
      meta: { titleKey: 'pages.balanceChart', requiresLogin: true },
      accountMenu: 'money',
      lazy: page(() => import('./components/balance-chart-page'), 'balance-chart-page', myNumbersLocales),
    }),
    route('/account/statement', {
      meta: { titleKey: 'pages.statement', requiresLogin: true },
      accountMenu: 'money',
      lazy: page(() => import('./components/statement-page'), 'statement-page', myNumbersLocales),
    }),
    route('/account/bonus-wagering', {
      meta: { titleKey: 'pages.bonusWagering', requiresLogin: true },
      accountMenu: 'play',
      lazy: page(() => import('./components/bonus-wagering-page'), 'bonus-wagering-page', myNumbersLocales),
    }),
  ],
});
