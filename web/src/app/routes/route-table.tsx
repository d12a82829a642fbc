/**
 * Every route of SPEC §2, lazily loaded, with its meta (chrome and login) and its guards.
 * Guards are loaders: they run before a chunk loads and redirect with the router's own redirect.
 */
import { Navigate, redirect, type RouteObject } from 'react-router-dom';
import { restoreSession } from '../../api/session';
import { useAppSettings } from '../../stores/app-settings';
import { isLoggedIn } from '../../api/player';
import { leaveForVoucher } from '../../lib/external-links';
import { paths, routes } from '../../lib/paths';
import { loadChunk } from '../chunks/chunk-load-error';
import { queryClient } from '../../lib/query/query-client';
import { noChrome, type RouteHandle, type RouteMeta } from './route-meta';
import { withLocales } from '../../lib/i18n/i18n';
import { loginLocales } from '../../features/login/locales';
import { passwordRecoveryLocales } from '../../features/password-recovery/locales';
import { walletTransferLocales } from '../../features/transfer/locales';
import { withdrawalLocales } from '../../features/withdrawal/locales';
import { depositLocales } from '../../features/deposit/locales';
import { accountLocales } from '../../features/account/locales';
import { identityLocales } from '../../features/identity/locales';
import { profileLocales } from '../../features/profile/locales';
import { reportsLocales } from '../../features/reports/locales';
import { responsibleGamingLocales } from '../../features/responsible-gaming/locales';
import { vipLocales } from '../../features/vip/locales';
import { walletLocales } from '../../features/wallet/locales';
import { contentLocales } from '../../features/content/locales';
import { gamePlayLocales } from '../../features/game-play/locales';
import { betsLocales } from '../../features/bets/locales';
import { gamesLocales } from '../../features/games/locales';

type RouteModule = { Component: React.ComponentType };

/** A lazily loaded page, with the 120 s chunk timeout. */
const page = (importer: () => Promise<RouteModule>, name: string) => async () => {
  const module = await loadChunk(importer, name);
  return { Component: module.Component };
};

const homePage = page(() => withLocales(() => import('./home-page'), gamesLocales), 'home-page');
/** A content page (static, help, brand, SNS): its strings come with its chunk. */
const contentPage = (importer: () => Promise<RouteModule>, name: string) => page(() => withLocales(importer, contentLocales), name);
const framePage = page(() => import('./frame-page'), 'frame-page');
// The account centre's own strings (its summary, the 24 h lock) come with the account feature's.
const accountLayout = page(() => withLocales(() => import('../layouts/account-layout'), accountLocales), 'account-layout');
const accountHome = page(() => withLocales(() => import('../layouts/account-home'), accountLocales), 'account-home');

const handle = (meta: RouteMeta): RouteHandle => ({ meta });

// Every lobby is one page, told apart by its route (features/games/utils/lobby.ts).
const lobbyPage = page(() => withLocales(() => import('../../features/games/components/lobby-page'), gamesLocales), 'lobby-page');
/**
 * A lobby's game list is asked for as soon as the route is chosen, alongside its chunk, not after
 * the page has loaded and drawn: the first tiles (the page's largest pictures) come a round trip
 * sooner. A failed prefetch is left to the page, whose own query shows it and retries.
 */
const prefetchLobbyGames = (path: string) => () => {
  void Promise.all([import('../../features/games/api/games'), import('../../features/games/utils/lobby')]).then(async ([{ lobbyGamesQueryOptions }, { lobbyAt }]) => {
    const lobbyCode = lobbyAt(path);
    if (lobbyCode) await queryClient.prefetchQuery(lobbyGamesQueryOptions(lobbyCode));
  }).catch((error: unknown) => console.warn('[lobby] could not prefetch the game list; the page asks for it itself', error));
  return null;
};
const lobby = (path: string, meta: RouteMeta): RouteObject => ({ path, handle: handle(meta), loader: prefetchLobbyGames(path), lazy: lobbyPage });

/** Waits for the session of an earlier visit, so a reload of a login-only page stays there. */
const requireLogin = async () => {
  await restoreSession();
  if (!isLoggedIn()) throw redirect(paths.home);
  return null;
};

/** /login and /register: home with the auth dialog open on that tab (a player just goes home). */
const openAuthOn = (tab: 'login' | 'register') => async () => {
  await restoreSession();
  if (isLoggedIn()) throw redirect(paths.home);
  useAppSettings.getState().openAuth(tab);
  return null;
};

/** /resetPassword is for small screens; a big screen gets the dialog over home instead. */
const resetPasswordGuard = () => {
  if (useAppSettings.getState().bigScreen) {
    useAppSettings.getState().setDialog('forgetPassword', true);
    throw redirect(paths.home);
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
  { path: routes.login, handle: handle({ titleKey: 'pages.login' }), loader: openAuthOn('login'), lazy: homePage },
  { path: routes.register, handle: handle({ titleKey: 'pages.register' }), loader: openAuthOn('register'), lazy: homePage },
  {
    path: routes.resetPassword,
    handle: handle({ titleKey: 'pages.resetPassword', ...noChrome }),
    loader: resetPasswordGuard,
    lazy: page(() => withLocales(() => import('./reset-password-page'), passwordRecoveryLocales), 'reset-password-page'),
  },
  {
    path: routes.accountDisabled,
    handle: handle({ titleKey: 'pages.accountDisabled', hideTabBar: true }),
    lazy: page(() => import('./account-disabled-page'), 'account-disabled-page'),
  },
  {
    path: routes.elseLogin,
    handle: handle({ titleKey: 'pages.elseLogin', ...noChrome }),
    lazy: page(() => withLocales(() => import('./else-login-page'), loginLocales), 'else-login-page'),
  },
  { path: routes.contact, handle: handle({ titleKey: 'pages.contact' }), lazy: page(() => import('./contact-page'), 'contact-page') },
  { path: routes.sns, handle: handle({ titleKey: 'pages.sns' }), lazy: contentPage(() => import('../../features/content/components/sns-page'), 'sns-page') },
  {
    path: routes.brandIndex,
    handle: handle({ titleKey: 'pages.brandIndex', hideNav: true }),
    lazy: contentPage(() => import('../../features/content/components/brand-index-page'), 'brand-index-page'),
  },
  {
    path: routes.brandDetail,
    handle: handle({ titleKey: 'pages.brandDetail', hideNav: true }),
    lazy: contentPage(() => import('../../features/content/components/brand-detail-page'), 'brand-detail-page'),
  },
  {
    path: routes.brandList,
    handle: handle({ titleKey: 'pages.brandList', hideNav: true }),
    lazy: contentPage(() => import('../../features/content/components/brand-list-page'), 'brand-list-page'),
  },
  frame(routes.promo, { titleKey: 'pages.promo' }),
  lobby(routes.pachinko, { titleKey: 'pages.pachinko' }),
  {
    path: routes.pachinkoGame,
    handle: handle({ titleKey: 'pages.pachinkoGame', hideFooter: true, hideTabBar: true, hideService: true }),
    lazy: page(() => withLocales(() => import('../../features/game-play/components/game-page'), gamePlayLocales), 'game-page'),
  },
  lobby(routes.liveCasino, { titleKey: 'pages.liveCasino' }),
  lobby(routes.slots, { titleKey: 'pages.slots' }),
  lobby(routes.sportsBet, { titleKey: 'pages.sportsBet', hideService: true }),
  lobby(routes.game, { titleKey: 'pages.game', hideService: true }),
  {
    path: routes.slotGame,
    handle: handle({ titleKey: 'pages.slotGame', ...noChrome }),
    lazy: page(() => withLocales(() => import('../../features/game-play/components/game-page'), gamePlayLocales), 'game-page'),
  },
  lobby(routes.baccarat, { titleKey: 'pages.baccarat' }),
  lobby(routes.tableGame, { titleKey: 'pages.tableGame' }),
  lobby(routes.roulette, { titleKey: 'pages.roulette' }),
  lobby(routes.blackjack, { titleKey: 'pages.blackjack' }),
  {
    // The account centre: one layout (its menu beside the page on big screens, as a list on phones).
    path: routes.account,
    handle: handle({ titleKey: 'pages.account', requiresLogin: true }),
    loader: requireLogin,
    lazy: accountLayout,
    children: [
      { index: true, handle: handle({ titleKey: 'pages.account', requiresLogin: true }), lazy: accountHome },
      {
        path: routes.withdraw,
        handle: handle({ titleKey: 'pages.withdraw', requiresLogin: true }),
        lazy: page(() => withLocales(() => import('../../features/withdrawal/components/withdraw-page'), withdrawalLocales), 'withdraw-page'),
      },
      {
        path: routes.transfer,
        handle: handle({ titleKey: 'pages.transfer', requiresLogin: true }),
        lazy: page(() => withLocales(() => import('../../features/transfer/components/transfer-page'), walletTransferLocales), 'transfer-page'),
      },
      {
        path: routes.deposit,
        handle: handle({ titleKey: 'pages.deposit', requiresLogin: true }),
        lazy: page(() => withLocales(() => import('../../features/deposit/components/deposit-page'), depositLocales), 'deposit-page'),
      },
      {
        path: routes.records,
        handle: handle({ titleKey: 'pages.records', requiresLogin: true }),
        lazy: page(() => withLocales(() => import('../../features/wallet/components/records-page'), walletLocales), 'records-page'),
      },
      {
        path: routes.rates,
        handle: handle({ titleKey: 'pages.rates', requiresLogin: true }),
        lazy: page(() => withLocales(() => import('../../features/wallet/components/rates-page'), walletLocales), 'rates-page'),
      },
      {
        path: routes.profile,
        handle: handle({ titleKey: 'pages.profile', requiresLogin: true }),
        lazy: page(() => withLocales(() => import('../../features/profile/components/profile-page'), profileLocales), 'profile-page'),
      },
      {
        path: routes.changePassword,
        handle: handle({ titleKey: 'pages.changePassword', requiresLogin: true }),
        lazy: page(() => withLocales(() => import('../../features/profile/components/change-password-page'), profileLocales), 'change-password-page'),
      },
      {
        path: routes.identity,
        handle: handle({ titleKey: 'pages.identity', requiresLogin: true }),
        lazy: page(() => withLocales(() => import('../../features/identity/components/identity-page'), identityLocales), 'identity-page'),
      },
      {
        path: routes.vip,
        handle: handle({ titleKey: 'pages.vip', requiresLogin: true }),
        lazy: page(() => withLocales(() => import('../../features/vip/components/vip-page'), vipLocales), 'vip-page'),
      },
      {
        path: routes.reports,
        handle: handle({ titleKey: 'pages.reports', requiresLogin: true }),
        lazy: page(() => withLocales(() => import('../../features/reports/components/reports-page'), reportsLocales), 'reports-page'),
      },
      {
        path: routes.responsibleGaming,
        handle: handle({ titleKey: 'pages.responsibleGaming', requiresLogin: true }),
        lazy: page(
          () => withLocales(() => import('../../features/responsible-gaming/components/responsible-gaming-page'), responsibleGamingLocales),
          'responsible-gaming-page',
        ),
      },
      frame(routes.noticeDetail, { titleKey: 'pages.noticeDetail', requiresLogin: true }),
      {
        path: routes.settledBets,
        handle: handle({ titleKey: 'pages.settledBets', requiresLogin: true }),
        lazy: page(() => withLocales(() => import('../../features/bets/components/settled-bets-page'), betsLocales), 'settled-bets-page'),
      },
      {
        path: routes.unsettledBets,
        handle: handle({ titleKey: 'pages.unsettledBets', requiresLogin: true }),
        lazy: page(() => withLocales(() => import('../../features/bets/components/unsettled-bets-page'), betsLocales), 'unsettled-bets-page'),
      },
    ],
  },
  // SPEC §2: on another site. Reached by its address, the route hands over to that site (the app
  // opens it and the player stays home); links to it open it directly (components/smart-link).
  {
    path: routes.voucher,
    handle: handle({ titleKey: 'pages.voucher', requiresLogin: true }),
    loader: async () => {
      await requireLogin();
      if (leaveForVoucher()) throw redirect(paths.home);
      return null;
    },
    element: null,
  },
  {
    path: routes.qpon,
    handle: handle({ titleKey: 'pages.qponShop', ...noChrome, requiresLogin: true }),
    loader: requireLogin,
    children: [
      { index: true, loader: () => redirect(paths.qponShop), element: <Navigate to={paths.qponShop} replace /> },
      frame(routes.qponShop, { titleKey: 'pages.qponShop', ...noChrome, requiresLogin: true }),
      frame(routes.qponShopHistory, { titleKey: 'pages.qponShopHistory', ...noChrome, requiresLogin: true }),
      frame(routes.qponFaq, { titleKey: 'pages.qponFaq', ...noChrome, requiresLogin: true }),
      frame(routes.qponTerms, { titleKey: 'pages.qponTerms', ...noChrome, requiresLogin: true }),
      frame(routes.qponPrivacy, { titleKey: 'pages.qponPrivacy', ...noChrome, requiresLogin: true }),
    ],
  },
  frame(routes.qponReward, {
    titleKey: 'pages.qponReward',
    hideHeader: true,
    hideFooter: true,
    hideNav: true,
    hideTabBar: true,
  }),
  {
    path: routes.helpGuide,
    handle: handle({ titleKey: 'pages.helpGuide' }),
    lazy: contentPage(() => import('../../features/content/components/help-guide-page'), 'help-guide-page'),
  },
  {
    path: routes.aboutDepositWithdrawal,
    handle: handle({ titleKey: 'pages.aboutDepositWithdrawal' }),
    lazy: contentPage(() => import('../../features/content/components/money-help-page'), 'money-help-page'),
  },
  { path: routes.staticIndex, loader: () => redirect(paths.static('about')), element: <Navigate to={paths.static('about')} replace /> },
  {
    path: routes.staticPage,
    handle: handle({ titleKey: 'pages.static.about' }),
    lazy: contentPage(() => import('./static-page'), 'static-page'),
  },
  {
    path: routes.sitemap,
    handle: handle({ titleKey: 'pages.sitemap' }),
    lazy: page(() => import('./sitemap-page'), 'sitemap-page'),
  },
  statusPage(routes.forbidden, 'pages.forbidden', 'errorPage.forbiddenBody'),
  statusPage(routes.notFound, 'pages.notFound', 'errorPage.notFoundBody'),
  statusPage(routes.serverError, 'pages.serverError', 'errorPage.serverErrorBody'),
  statusPage(routes.maintenance, 'pages.maintenance', 'errorPage.maintenanceBody'),
  { path: routes.any, loader: () => redirect(paths.home), element: <Navigate to={paths.home} replace /> },
];
