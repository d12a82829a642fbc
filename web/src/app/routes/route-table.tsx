/**
 * The route table: the shell's own routes (home, the auth tabs, the account centre's layout, the
 * sitemap, the status pages) and every feature's, from app/features.ts. Each is lazy, with its meta
 * (chrome and login) and its guards; guards are loaders, so a redirect happens before a chunk loads.
 *
 * The router starts with the shell's routes alone (`pageRoutesOf([])`) and patches the features' in
 * when a path needs them (app/router.tsx): the features' table is a chunk of its own
 * (app/feature-table.ts), not part of the start-up.
 */
import { redirect, type RouteObject } from 'react-router';
import { restoreSession } from '../../api/session';
import { isLoggedIn } from '../../api/player';
import { requireLogin } from '../../api/route-guards';
import { accountLocales } from '../../features/account/locales';
import { gamesLocales } from '../../features/games/locales';
import { leaveForVoucher } from '../../lib/external-links';
import { href, type SitePattern } from '../../lib/paths';
import { loadChunk } from '../../lib/routing/chunk-load-error';
import { page, redirectTo, route } from '../../lib/routing/route';
import { noChrome } from '../../lib/routing/route-meta';
import { useAppSettings } from '../../stores/app-settings';
import { preloadAuthDialog } from '../dialogs/dialog-table';
import type { Feature } from '../../lib/feature';
import { prefetchHome } from './prefetch-home';

const homePage = page(() => import('./home-page'), 'home-page', gamesLocales);

/**
 * Home's first data is asked for as soon as the route is chosen, beside its chunk (./prefetch-home).
 * Its code comes with the app (about 2 KB with the calls it makes), not as a chunk of its own: on
 * /login that chunk queued behind the page's and the dialog's seventy chunks, and the calls left
 * after all of them. A failed prefetch is left to the page, whose own queries show it and retry.
 */
const prefetchHomeData = () => {
  prefetchHome();
  return null;
};

/** /login and /register: home with the auth dialog open on that tab (a player just goes home). */
const openAuthOn = (tab: 'login' | 'register') => async () => {
  prefetchHomeData();
  preloadAuthDialog();
  await restoreSession();
  if (isLoggedIn()) throw redirect(href('/'));
  useAppSettings.getState().openAuth(tab);
  return null;
};

const statusPageModule = page(() => import('./status-page'), 'status-page');

/** Error and maintenance pages: all chrome hidden, a title, a line of text, a way home. */
const statusPage = (pattern: SitePattern, titleKey: string, bodyKey: string) =>
  route(pattern, { meta: { titleKey, bodyKey, ...noChrome }, lazy: statusPageModule });

/** The ids of the routes the features' routes go under: the page group and the account centre. */
export const FEATURE_PARENTS = { pages: 'pages', accountCentre: 'account-centre' } as const;

/** Every feature's pages in the site's layout. */
export const featurePageRoutes = (features: readonly Feature[]): RouteObject[] => features.flatMap((feature) => feature.routes ?? []);

/** Every feature's pages in the account centre. */
export const featureAccountRoutes = (features: readonly Feature[]): RouteObject[] => features.flatMap((feature) => feature.accountRoutes ?? []);

/** The account centre: one layout (its menu beside the page on big screens, as a list on phones) around every feature's page. */
const accountCentre = (features: readonly Feature[]): RouteObject => ({
  id: FEATURE_PARENTS.accountCentre,
  ...route('/account', {
    meta: { titleKey: 'pages.account', requiresLogin: true },
    loader: requireLogin,
    // The account centre's own strings (its summary, the 24 h lock) come with the account feature's.
    lazy: page(() => import('../layouts/account-layout'), 'account-layout', accountLocales),
    children: [
      {
        index: true,
        handle: { meta: { titleKey: 'pages.account', requiresLogin: true } },
        lazy: page(() => import('../layouts/account-home'), 'account-home', accountLocales),
      },
      ...featureAccountRoutes(features),
    ],
  }),
});

/** The page routes with these features' (the router's start: none; tests: all of app/features.ts). */
export const pageRoutesOf = (features: readonly Feature[]): RouteObject[] => [
  { index: true, handle: { meta: { titleKey: 'pages.home', competitionsStrip: true } }, loader: prefetchHomeData, lazy: homePage },
  route('/login', { meta: { titleKey: 'pages.login' }, loader: openAuthOn('login'), lazy: homePage }),
  route('/register', { meta: { titleKey: 'pages.register' }, loader: openAuthOn('register'), lazy: homePage }),
  route('/accountDisabled', {
    meta: { titleKey: 'pages.accountDisabled', hideTabBar: true },
    lazy: page(() => import('./account-disabled-page'), 'account-disabled-page'),
  }),
  ...featurePageRoutes(features),
  accountCentre(features),
  // SPEC §2: on another site. Reached by its address, the route hands over to that site (the app
  // opens it and the player stays home); links to it open it directly (components/smart-link).
  route('/account/voucher', {
    meta: { titleKey: 'pages.voucher', requiresLogin: true },
    loader: async () => {
      await requireLogin();
      if (leaveForVoucher()) throw redirect(href('/'));
      return null;
    },
    element: null,
  }),
  route('/sitemap', {
    meta: { titleKey: 'pages.sitemap' },
    // The features' links load with the page (and beside its chunk), not with the app.
    loader: () => loadChunk(() => import('../listings').then((listings) => listings.loadSitemapLinks()), 'sitemap links'),
    lazy: page(() => import('./sitemap-page'), 'sitemap-page'),
  }),
  statusPage('/403', 'pages.forbidden', 'errorPage.forbiddenBody'),
  statusPage('/404', 'pages.notFound', 'errorPage.notFoundBody'),
  statusPage('/500', 'pages.serverError', 'errorPage.serverErrorBody'),
  statusPage('/maintence', 'pages.maintenance', 'errorPage.maintenanceBody'),
  { path: '*', ...redirectTo(href('/')) },
];
