/**
 * Every route of SPEC §2, once: `routes` holds the patterns the route table matches, `paths` the
 * addresses links, navigate calls, redirects and the error policy go to, built from typed
 * params and query. Lives in lib/ so features may use it too (they never import app/).
 * Lint refuses a path literal passed to `navigate`, `redirect` or a `to`, outside this file.
 */

/** SPEC §2: the static page types seen. */
export const staticPageTypes = [
  'about',
  'responsibleGaming',
  'moneyLaundering',
  'security',
  'privacy',
  'teamsAndConditions',
  'generalTeamsOfUse',
  'sportRules',
  'faq',
] as const;
export type StaticPageType = (typeof staticPageTypes)[number];

export const isStaticPageType = (value: unknown): value is StaticPageType =>
  typeof value === 'string' && (staticPageTypes as readonly string[]).includes(value);

/** Third-party login providers whose answer comes back to /elseLogin/:type. */
export type ElseLoginType = 'google' | 'twitter' | 'line';

/** Route patterns, as the router matches them (absolute, so the table reads like SPEC §2). */
export const routes = {
  home: '/',
  login: '/login',
  register: '/register',
  resetPassword: '/resetPassword',
  accountDisabled: '/accountDisabled',
  elseLogin: '/elseLogin/:type',
  contact: '/contact',
  sns: '/sns',
  brandIndex: '/brand/index',
  brandDetail: '/brand/detail',
  brandList: '/brand/list',
  promo: '/promo',
  pachinko: '/pachinko',
  pachinkoGame: '/pachinko-game',
  liveCasino: '/live-casino',
  slots: '/slots',
  sportsBet: '/sports-bet',
  game: '/game',
  slotGame: '/slotGame',
  baccarat: '/baccart',
  tableGame: '/tablegame',
  roulette: '/roulette',
  blackjack: '/blackjack',
  /** The account centre (one layout for every /account/* page): on phones, its menu as a list. */
  account: '/account',
  deposit: '/account/deposit',
  withdraw: '/account/withdraw',
  transfer: '/account/transfer',
  records: '/account/records',
  rates: '/account/rates',
  profile: '/account/profile',
  changePassword: '/account/password',
  identity: '/account/verification',
  vip: '/account/vip',
  reports: '/account/reports',
  responsibleGaming: '/account/responsible-gaming',
  noticeDetail: '/account/notice-detail',
  settledBets: '/account/settledbets',
  unsettledBets: '/account/unsettledbets',
  /** On another site (SPEC §2): the route only sends the player there. */
  voucher: '/account/voucher',
  qpon: '/q-pon',
  qponShop: '/q-pon/shop',
  qponShopHistory: '/q-pon/shop-history',
  qponFaq: '/q-pon/faq',
  qponTerms: '/q-pon/terms',
  qponPrivacy: '/q-pon/privacy-policy',
  qponReward: '/q-pon-reward',
  helpGuide: '/help/guide',
  aboutDepositWithdrawal: '/help/moneyChange/about-deposit-withdrawal',
  staticIndex: '/static',
  staticPage: '/static/:type',
  sitemap: '/sitemap',
  forbidden: '/403',
  notFound: '/404',
  serverError: '/500',
  maintenance: '/maintence',
  any: '*',
} as const;

export type RouteName = keyof typeof routes;
/** An address of the site, as `paths` builds it. */
export type SitePath = string;

/** `path?key=value&...`, leaving out keys without a value. */
function withQuery(path: string, query: Record<string, string | number | undefined>): SitePath {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The routes without params or query, usable as they are. */
const builtRoutes = ['elseLogin', 'staticPage', 'slotGame', 'pachinkoGame', 'noticeDetail', 'any'] as const;
type PlainRoute = Exclude<RouteName, (typeof builtRoutes)[number]>;
const plain = Object.fromEntries(
  Object.entries(routes).filter(([name]) => !(builtRoutes as readonly string[]).includes(name)),
) as { [name in PlainRoute]: (typeof routes)[name] };

/** A game to open (SPEC §4 "Game launch": query platformCode and gameId). */
export interface GameQuery {
  platformCode: string;
  gameId: string;
  /** The catalogue's play type, when known: sports and live launch real play (web/src/api/game-launch.ts). */
  playType?: string;
}

export const paths = {
  ...plain,
  elseLogin: (type: ElseLoginType): SitePath => `/elseLogin/${type}`,
  static: (type: StaticPageType): SitePath => `/static/${type}`,
  slotGame: ({ platformCode, gameId, playType }: GameQuery): SitePath => withQuery(routes.slotGame, { platformCode, gameId, playType }),
  pachinkoGame: (game?: GameQuery): SitePath => withQuery(routes.pachinkoGame, { ...game }),
  noticeDetail: (id: string | number): SitePath => withQuery(routes.noticeDetail, { id }),
} as const;

/** True when `pathname` is the address of that route (no params), e.g. `isAt(pathname, 'login')`. */
export function isAt(pathname: string, ...names: PlainRoute[]): boolean {
  return names.some((name) => routes[name] === pathname);
}
