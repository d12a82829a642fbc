import { requireLogin } from '../../api/route-guards';
import { defineFeature } from '../../lib/feature';
import { href } from '../../lib/paths';
import { askAhead, page, redirectTo, route } from '../../lib/routing/route';
import { noChrome } from '../../lib/routing/route-meta';
import { qponLocales } from './locales';

declare module '../../lib/paths' {
  interface SiteRoutes {
    /** Login only; goes to /q-pon/shop. */
    '/q-pon': NoArgs;
    '/q-pon/shop': NoArgs;
    '/q-pon/shop-history': NoArgs;
    '/q-pon/faq': NoArgs;
    '/q-pon/terms': NoArgs;
    '/q-pon/privacy-policy': NoArgs;
    /** What an exchange gave: one coupon (`couponId`), or all of the player's. */
    '/q-pon-reward': { couponId?: string };
  }
}

const qpon = { ...noChrome, requiresLogin: true } as const;
const qponPage = (importer: Parameters<typeof page>[0], name: string) => page(importer, name, qponLocales);
const articlePage = qponPage(() => import('./components/qpon-article-page'), 'qpon-article-page');

/** The Q-pon (points and coupon) shop: its own bar and pages under /q-pon, and the reward page. */
export const feature = defineFeature({
  routes: [
    route('/q-pon', {
      meta: { titleKey: 'pages.qponShop', ...qpon },
      loader: requireLogin,
      lazy: qponPage(() => import('./components/qpon-layout'), 'qpon-layout'),
      children: [
        { index: true, ...redirectTo(href('/q-pon/shop')) },
        route('/q-pon/shop', {
          meta: { titleKey: 'pages.qponShop', ...qpon },
          // The goods and points asked for beside the page's chunk (./api/prefetch-shop.ts), in a chunk of its own.
          loader: () => askAhead('q-pon shop', () => import('./api/prefetch-shop').then(({ prefetchShop }) => prefetchShop())),
          lazy: qponPage(() => import('./components/shop-page'), 'qpon-shop-page'),
        }),
        route('/q-pon/shop-history', { meta: { titleKey: 'pages.qponShopHistory', ...qpon }, lazy: qponPage(() => import('./components/shop-history-page'), 'qpon-history-page') }),
        route('/q-pon/faq', { meta: { titleKey: 'pages.qponFaq', ...qpon }, lazy: articlePage }),
        route('/q-pon/terms', { meta: { titleKey: 'pages.qponTerms', ...qpon }, lazy: articlePage }),
        route('/q-pon/privacy-policy', { meta: { titleKey: 'pages.qponPrivacy', ...qpon }, lazy: articlePage }),
      ],
    }),
    route('/q-pon-reward', {
      meta: { titleKey: 'pages.qponReward', hideHeader: true, hideFooter: true, hideNav: true, hideTabBar: true },
      lazy: qponPage(() => import('./components/reward-page'), 'qpon-reward-page'),
    }),
  ],
  sitemap: () => import('./sitemap'),
});
