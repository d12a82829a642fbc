/**
 * What a feature hands the site: its routes (with meta and guards, and where the account centre's
 * menu lists them), its links on the sitemap, and its dialogs. A feature writes it once, in its own
 * `features/<f>/feature.ts` (`export const feature = defineFeature({...})`, with its paths and
 * dialog flags declared there too); app/features.ts lists the features, and app/ composes the
 * route table, the menu, the sitemap and the dialog table from that one list. Nothing here loads
 * a page: routes stay lazy (lib/routing `page`), dialogs load when first wanted.
 */
import type { RouteObject } from 'react-router';
import type { DialogRegistration } from './dialogs/dialog-registry';
import type { SitePath } from './paths';
import type { SitemapSection } from './routing/route-meta';

/** A link on /sitemap. */
export interface SitemapLink {
  section: SitemapSection;
  labelKey: string;
  to: SitePath;
}

export interface Feature {
  /** Pages in the site's layout, at the top of the route table. */
  routes?: RouteObject[];
  /**
   * Pages of the account centre (`/account/...`): they render inside its layout (its menu beside
   * them on big screens), behind its login guard.
   */
  accountRoutes?: RouteObject[];
  /**
   * The feature's links on /sitemap, in a module of their own that loads with the sitemap page
   * (`sitemap: () => import('./sitemap')`, the module exporting `sitemap`): nothing of them is in
   * the first download. Within a section, links follow the feature list's order.
   */
  sitemap?: () => Promise<{ sitemap: readonly SitemapLink[] }>;
  /** Dialogs, drawers and widgets over every page; they stack in the feature list's order. */
  dialogs?: DialogRegistration[];
}

/** Identity, for type checking where a feature is written. */
export const defineFeature = (feature: Feature): Feature => feature;
