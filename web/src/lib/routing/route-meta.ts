import { useMatches } from 'react-router';

/** What a route shows of the site chrome, and who may see it (SPEC §2 "Route meta"). */
export interface RouteMeta {
  /** Locale key of the page title (the h1 and the document title). */
  titleKey: string;
  /** Locale key of the one line of text a status page (403, 404, 500, maintenance) shows. */
  bodyKey?: string;
  hideHeader?: boolean;
  hideFooter?: boolean;
  /** The header's navigation links. */
  hideNav?: boolean;
  /** The floating contact (customer service) button. */
  hideService?: boolean;
  hideTabBar?: boolean;
  requiresLogin?: boolean;
  /** The competitions strip under the marquee (the way to tournaments, lottery, guess games; the live wins ticker): home and the lobbies. */
  competitionsStrip?: boolean;
}

/** The account centre's menu sections (their order and titles: app/listings.ts). */
export type AccountMenuSection = 'money' | 'account' | 'play';
/** The sitemap's sections (their order and titles: app/listings.ts). */
export type SitemapSection = 'games' | 'promotions' | 'help' | 'about';

export interface RouteHandle {
  meta: RouteMeta;
  /** The account centre's menu lists the page in this section (labelled with its title). */
  accountMenu?: AccountMenuSection;
}

/** Header, footer, nav, service button and tab bar all hidden. */
export const noChrome = {
  hideHeader: true,
  hideFooter: true,
  hideNav: true,
  hideService: true,
  hideTabBar: true,
} as const satisfies Partial<RouteMeta>;

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}

const fallback: RouteMeta = { titleKey: 'pages.home' };

/** The meta of the deepest matched route that has one, from the matches' handles (root first). */
export function metaOfHandles(handles: readonly unknown[]): RouteMeta | undefined {
  for (let index = handles.length - 1; index >= 0; index--) {
    const handle = handles[index];
    if (isRouteHandle(handle)) return handle.meta;
  }
  return undefined;
}

/** The meta of the deepest matched route that has one. */
export function useRouteMeta(): RouteMeta {
  return metaOfHandles(useMatches().map((match) => match.handle)) ?? fallback;
}
