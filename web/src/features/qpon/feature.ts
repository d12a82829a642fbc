import { requireLogin } from '../../api/route-guards';
import { frameRoute } from '../../components/frame-route';
import { defineFeature } from '../../lib/feature';
import { href } from '../../lib/paths';
import { redirectTo, route } from '../../lib/routing/route';
import { noChrome } from '../../lib/routing/route-meta';

declare module '../../lib/paths' {
  interface SiteRoutes {
    /** Login only; goes to /q-pon/shop. */
    '/q-pon': NoArgs;
    '/q-pon/shop': NoArgs;
    '/q-pon/shop-history': NoArgs;
    '/q-pon/faq': NoArgs;
    '/q-pon/terms': NoArgs;
    '/q-pon/privacy-policy': NoArgs;
    '/q-pon-reward': NoArgs;
  }
}

const qpon = { ...noChrome, requiresLogin: true } as const;

/** The Q-pon (points and coupon) shop: its pages render their frames until they are built. */
export const feature = defineFeature({
  routes: [
    route('/q-pon', {
      meta: { titleKey: 'pages.qponShop', ...qpon },
      loader: requireLogin,
      children: [
        { index: true, ...redirectTo(href('/q-pon/shop')) },
        frameRoute('/q-pon/shop', { titleKey: 'pages.qponShop', ...qpon }),
        frameRoute('/q-pon/shop-history', { titleKey: 'pages.qponShopHistory', ...qpon }),
        frameRoute('/q-pon/faq', { titleKey: 'pages.qponFaq', ...qpon }),
        frameRoute('/q-pon/terms', { titleKey: 'pages.qponTerms', ...qpon }),
        frameRoute('/q-pon/privacy-policy', { titleKey: 'pages.qponPrivacy', ...qpon }),
      ],
    }),
    frameRoute('/q-pon-reward', { titleKey: 'pages.qponReward', hideHeader: true, hideFooter: true, hideNav: true, hideTabBar: true }),
  ],
  sitemap: () => import('./sitemap'),
});
