/**
 * How a route is written, by the shell (app/routes) and by features (their `feature.ts`): its
 * pattern from the typed table (lib/paths), its meta (chrome and login, ./route-meta), and a page
 * that loads only when the route is chosen, with the strings it shows.
 */
import { createElement, type ComponentType } from 'react';
import { Navigate, redirect, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { withLocales, type LocaleLoaders } from '../i18n/i18n';
import type { SitePath, SitePattern } from '../paths';
import { loadChunk } from './chunk-load-error';
import type { AccountMenuSection, RouteHandle, RouteMeta } from './route-meta';

type RouteModule = { Component: ComponentType };
export type LazyPage = () => Promise<RouteModule>;

/**
 * A lazily loaded page: its chunk (120 s timeout, a ChunkLoadError named `name` when it fails) and
 * the locales of the features it shows, together, so no key flashes before its text is there.
 */
export const page =
  (importer: () => Promise<RouteModule>, name: string, ...locales: LocaleLoaders[]): LazyPage =>
  async () => {
    const module = await loadChunk(() => withLocales(importer, ...locales), name);
    return { Component: module.Component };
  };

/**
 * Starts a page's first reads beside its chunk, from a route's loader, without holding the
 * navigation: `ask` imports the reads' own chunk and runs them. The loader answers at once. A
 * failure is only warned about: the page's own queries ask again, show it and retry, and a chunk
 * that fails here fails the page's own load too, which shows the recovery screen.
 */
export function askAhead(what: string, ask: () => Promise<unknown>): null {
  ask().catch((error: unknown) => console.warn(`[${what}] not asked for ahead; the page asks itself`, error));
  return null;
}

interface RouteParts extends Pick<NonIndexRouteObject, 'loader' | 'lazy' | 'element' | 'errorElement' | 'hydrateFallbackElement' | 'children'> {
  /** What the route shows of the chrome and who may see it; a route without one shows its parent's. */
  meta?: RouteMeta;
  /** Lists the page in the account centre's menu, in this section (an account page; needs `meta`). */
  accountMenu?: AccountMenuSection;
}

/** A route of the site at `pattern`, one of the patterns lib/paths types. */
export function route(pattern: SitePattern, { meta, accountMenu, ...parts }: RouteParts): RouteObject {
  const handle: RouteHandle | undefined = meta && { meta, ...(accountMenu && { accountMenu }) };
  return { path: pattern, ...(handle && { handle }), ...parts };
}

/** A route that only sends elsewhere: the loader redirects before anything loads (the element covers a render without it). */
export const redirectTo = (to: SitePath) => ({
  loader: () => redirect(to),
  element: createElement(Navigate, { to, replace: true }),
});
