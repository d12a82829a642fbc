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
}

export interface RouteHandle {
  meta: RouteMeta;
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
