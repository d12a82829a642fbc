import { frameRoute } from '../../components/frame-route';
import { defineFeature } from '../../lib/feature';

declare module '../../lib/paths' {
  interface SiteRoutes {
    /** A notice of the player's (SPEC §2: `?id={recordId}`). */
    '/account/notice-detail': { id: string | number };
  }
}

/** The player's notices: the detail page renders its frame until it is built. */
export const feature = defineFeature({
  accountRoutes: [frameRoute('/account/notice-detail', { titleKey: 'pages.noticeDetail', requiresLogin: true })],
});
