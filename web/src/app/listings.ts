/**
 * The account centre's menu and the sitemap, composed from the features (app/features.ts): an
 * account page lists itself in the menu (`route(..., { accountMenu: 'money' })`), a feature's
 * sitemap links come from its own `sitemap` module. Only the menu's and the sitemap's pages import this.
 */
import type { RouteObject } from 'react-router';
import type { SitemapLink } from '../lib/feature';
import type { SitePath } from '../lib/paths';
import type { AccountMenuSection, RouteHandle, SitemapSection } from '../lib/routing/route-meta';
import { features } from './features';

/** The account centre's menu sections, in the order it shows them, with their titles. */
const accountMenuSections: Record<AccountMenuSection, string> = { money: 'accountCentre.money', account: 'accountCentre.account', play: 'accountCentre.play' };

/** The sitemap's sections, in the order it shows them, with their titles. */
export const sitemapSections: Record<SitemapSection, string> = { games: 'pages.game', promotions: 'pages.promo', help: 'pages.helpGuide', about: 'pages.static.about' };

/** A place in a menu or the sitemap: a section, a label, an address. */
interface Listing<Section extends string> {
  section: Section;
  labelKey: string;
  to: SitePath;
}

/** The account pages that list themselves in the menu, in order: their title the label, their pattern the address. */
function accountMenuEntries(routes: readonly RouteObject[]): Listing<AccountMenuSection>[] {
  return routes.flatMap((route) => {
    // Every handle in the table is a RouteHandle (lib/routing/route writes them).
    const handle = route.handle as RouteHandle | undefined;
    return handle?.accountMenu && route.path ? [{ section: handle.accountMenu, labelKey: handle.meta.titleKey, to: route.path }] : [];
  });
}

/** The account centre's menu: the account pages that list themselves, by section (money first: what players open most). */
export const accountMenu = bySection(
  accountMenuSections,
  features.flatMap((feature) => accountMenuEntries(feature.accountRoutes ?? [])),
);

/**
 * Listings grouped by section: sections in the order `titles` lists them (empty ones left out),
 * each section's entries in the order given (the feature list's).
 */
export function bySection<Section extends string>(titles: Readonly<Record<Section, string>>, entries: readonly Listing<Section>[]) {
  return (Object.keys(titles) as Section[])
    .map((section) => ({ section, titleKey: titles[section], entries: entries.filter((entry) => entry.section === section) }))
    .filter((group) => group.entries.length > 0);
}

/** Every feature's sitemap links, their modules loaded together (the sitemap route's loader). */
export async function loadSitemapLinks(): Promise<SitemapLink[]> {
  const lists = await Promise.all(features.map((feature) => feature.sitemap?.().then((module) => module.sitemap) ?? []));
  return lists.flat();
}
