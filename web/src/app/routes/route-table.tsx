/**
 * Every route of SPEC §2, lazily loaded, with its meta (chrome and login) and its guards.
 * Guards are loaders: they run before a chunk loads and redirect with the router's own redirect.
 */
import { Navigate, redirect, type RouteObject } from 'react-router-dom';
import { restoreSession } from '../../api/session';
import { useAppSettings } from '../../stores/app-settings';
import { isLoggedIn } from '../../api/player';
import { loadChunk } from '../chunks/chunk-load-error';
import { noChrome, type RouteHandle, type RouteMeta } from './route-meta';

type RouteModule = { Component: React.ComponentType };

/** A lazily loaded page, with the 120 s chunk timeout. */
const page = (importer: () => Promise<RouteModule>, name: string) => async () => {
  const module = await loadChunk(importer, name);
  return { Component: module.Component };
};

const homePage = page(() => import('./home-page'), 'home-page');
const framePage = page(() => import('./frame-page'), 'frame-page');

const handle = (meta: RouteMeta): RouteHandle => ({ meta });

/** Waits for the session of an earlier visit, so a reload of a login-only page stays there. */
const requireLogin = async () => {
  await restoreSession();
  if (!isLoggedIn()) throw redirect('/');
  return null;
};

/** /login and /register: home with the auth dialog open on that tab (a player just goes home). */
const openAuthOn = (tab: 'login' | 'register') => async () => {
  await restoreSession();
  if (isLoggedIn()) throw redirect('/');
  useAppSettings.getState().openAuth(tab);
  return null;
};

/** /resetPassword is for small screens; a big screen gets the dialog over home instead. */
const resetPasswordGuard = () => {
  if (useAppSettings.getState().bigScreen) {
    useAppSettings.getState().setDialog('forgetPassword', true);
    throw redirect('/');
  }
  return null;
};

/** A content page: its real frame (title, chrome as meta says), content in a later issue. */
const frame = (path: string, meta: RouteMeta, extra: Partial<RouteObject> = {}): RouteObject => ({
  path,
  handle: handle(meta),
  lazy: framePage,
  ...extra,
});

const statusPageModule = page(() => import('./status-page'), 'status-page');

/** Error and maintenance pages: all chrome hidden, a title, a line of text, a way home. */
const statusPage = (path: string, titleKey: string, bodyKey: string): RouteObject => ({
  path,
  handle: handle({ titleKey, bodyKey, ...noChrome }),
  lazy: statusPageModule,
});

export const pageRoutes: RouteObject[] = [
  { index: true, handle: handle({ titleKey: 'pages.home' }), lazy: homePage },
  { path: 'login', handle: handle({ titleKey: 'pages.login' }), loader: openAuthOn('login'), lazy: homePage },
  { path: 'register', handle: handle({ titleKey: 'pages.register' }), loader: openAuthOn('register'), lazy: homePage },
  {
    path: 'resetPassword',
    handle: handle({ titleKey: 'pages.resetPassword', ...noChrome }),
    loader: resetPasswordGuard,
    lazy: page(() => import('./reset-password-page'), 'reset-password-page'),
  },
  {
    path: 'accountDisabled',
    handle: handle({ titleKey: 'pages.accountDisabled', hideTabBar: true }),
    lazy: page(() => import('./account-disabled-page'), 'account-disabled-page'),
  },
  {
    path: 'elseLogin/:type',
    handle: handle({ titleKey: 'pages.elseLogin', ...noChrome }),
    lazy: page(() => import('./else-login-page'), 'else-login-page'),
  },
  { path: 'contact', handle: handle({ titleKey: 'pages.contact' }), lazy: page(() => import('./contact-page'), 'contact-page') },
  frame('sns', { titleKey: 'pages.sns' }),
  frame('brand/index', { titleKey: 'pages.brandIndex', hideNav: true }),
  frame('brand/detail', { titleKey: 'pages.brandDetail', hideNav: true }),
  frame('brand/list', { titleKey: 'pages.brandList', hideNav: true }),
  frame('promo', { titleKey: 'pages.promo' }),
  frame('pachinko', { titleKey: 'pages.pachinko' }),
  frame('pachinko-game', { titleKey: 'pages.pachinkoGame', hideFooter: true, hideTabBar: true, hideService: true }),
  frame('live-casino', { titleKey: 'pages.liveCasino' }),
  frame('slots', { titleKey: 'pages.slots' }),
  frame('sports-bet', { titleKey: 'pages.sportsBet', hideService: true }),
  frame('game', { titleKey: 'pages.game', hideService: true }),
  frame('slotGame', { titleKey: 'pages.slotGame', ...noChrome }),
  frame('baccart', { titleKey: 'pages.baccarat' }),
  frame('tablegame', { titleKey: 'pages.tableGame' }),
  frame('roulette', { titleKey: 'pages.roulette' }),
  frame('blackjack', { titleKey: 'pages.blackjack' }),
  frame('account/deposit', { titleKey: 'pages.deposit', requiresLogin: true }, { loader: requireLogin }),
  frame('account/notice-detail', { titleKey: 'pages.noticeDetail', requiresLogin: true }, { loader: requireLogin }),
  frame('account/settledbets', { titleKey: 'pages.settledBets', requiresLogin: true }, { loader: requireLogin }),
  frame('account/unsettledbets', { titleKey: 'pages.unsettledBets', requiresLogin: true }, { loader: requireLogin }),
  frame('account/voucher', { titleKey: 'pages.voucher', requiresLogin: true }, { loader: requireLogin }),
  {
    path: 'q-pon',
    handle: handle({ titleKey: 'pages.qponShop', ...noChrome, requiresLogin: true }),
    loader: requireLogin,
    children: [
      { index: true, loader: () => redirect('/q-pon/shop'), element: <Navigate to="/q-pon/shop" replace /> },
      frame('shop', { titleKey: 'pages.qponShop', ...noChrome, requiresLogin: true }),
      frame('shop-history', { titleKey: 'pages.qponShopHistory', ...noChrome, requiresLogin: true }),
      frame('faq', { titleKey: 'pages.qponFaq', ...noChrome, requiresLogin: true }),
      frame('terms', { titleKey: 'pages.qponTerms', ...noChrome, requiresLogin: true }),
      frame('privacy-policy', { titleKey: 'pages.qponPrivacy', ...noChrome, requiresLogin: true }),
    ],
  },
  frame('q-pon-reward', {
    titleKey: 'pages.qponReward',
    hideHeader: true,
    hideFooter: true,
    hideNav: true,
    hideTabBar: true,
  }),
  frame('help/guide', { titleKey: 'pages.helpGuide' }),
  frame('help/moneyChange/about-deposit-withdrawal', { titleKey: 'pages.aboutDepositWithdrawal' }),
  { path: 'static', loader: () => redirect('/static/about'), element: <Navigate to="/static/about" replace /> },
  {
    path: 'static/:type',
    handle: handle({ titleKey: 'pages.static.about' }),
    lazy: page(() => import('./static-page'), 'static-page'),
  },
  {
    path: 'sitemap',
    handle: handle({ titleKey: 'pages.sitemap' }),
    lazy: page(() => import('./sitemap-page'), 'sitemap-page'),
  },
  statusPage('403', 'pages.forbidden', 'errorPage.forbiddenBody'),
  statusPage('404', 'pages.notFound', 'errorPage.notFoundBody'),
  statusPage('500', 'pages.serverError', 'errorPage.serverErrorBody'),
  statusPage('maintence', 'pages.maintenance', 'errorPage.maintenanceBody'),
  { path: '*', loader: () => redirect('/'), element: <Navigate to="/" replace /> },
];
