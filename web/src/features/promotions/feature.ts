import { frameRoute } from '../../components/frame-route';
import { defineFeature } from '../../lib/feature';

declare module '../../lib/paths' {
  interface SiteRoutes {
    '/promo': NoArgs;
  }
}

/** Promotions and bonuses: /promo renders its frame until its page is built. */
export const feature = defineFeature({
  routes: [frameRoute('/promo', { titleKey: 'pages.promo' })],
  sitemap: () => import('./sitemap'),
});
