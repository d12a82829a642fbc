/**
 * The site's addresses, typed. `SiteRoutes` maps every route pattern to what a link to it must
 * give (nothing, its `:params`, its query). The shell's own routes are declared here; a feature
 * declares its own in its `feature.ts` by declaration merging, so any code (another feature, the
 * tab bar, the error policy) links to them with `href(pattern, args)`, type-checked, without
 * importing the feature:
 *
 *   declare module '../../lib/paths' {
 *     interface SiteRoutes {
 *       '/account/records': NoArgs;
 *       '/account/notice-detail': { id: string | number };
 *     }
 *   }
 *
 * (Inside the block the module's own names, `NoArgs` among them, are in scope without an import.)
 *
 *   href('/account/records')                       // '/account/records'
 *   href('/static/:type', { type: 'about' })      // '/static/about' (a `:param` is filled)
 *   href('/account/notice-detail', { id: 42 })    // '/account/notice-detail?id=42' (the rest is the query)
 *
 * Lint refuses a path literal passed to `navigate`, `redirect`, a `to` or a `path` outside this
 * file: addresses go through `href`, and route patterns through `route(...)` (lib/routing).
 */

/** A route that takes no params and no query. */
export type NoArgs = Record<never, never>;

/** What a link may give: `:params` of the pattern, and query values (left out when undefined or ''). */
type LinkArgs = Record<string, string | number | undefined>;

/** Every route of the site, pattern -> link arguments. Features add theirs (see above). */
export interface SiteRoutes {
  '/': NoArgs;
  '/login': NoArgs;
  '/register': NoArgs;
  '/accountDisabled': NoArgs;
  /** The account centre (one layout for every /account/* page): on phones, its menu as a list. */
  '/account': NoArgs;
  /** On another site (SPEC §2): the route only sends the player there (lib/external-links). */
  '/account/voucher': NoArgs;
  '/sitemap': NoArgs;
  '/403': NoArgs;
  '/404': NoArgs;
  '/500': NoArgs;
  '/maintence': NoArgs;
}

export type SitePattern = keyof SiteRoutes & string;
/** An address of the site, as `href` builds it. */
export type SitePath = string;

/** Patterns whose links take no arguments: usable as addresses as they are. */
type PlainPattern = { [P in SitePattern]: keyof SiteRoutes[P] extends never ? P : never }[SitePattern];

/** Arguments are optional when every key of the route's arguments is. */
type ArgsOf<P extends SitePattern> = NoArgs extends SiteRoutes[P] ? [args?: SiteRoutes[P]] : [args: SiteRoutes[P]];

/** The address of a route: `:params` filled from `args`, every other argument in the query. */
export function href<P extends SitePattern>(pattern: P, ...[args]: ArgsOf<P>): SitePath {
  let path: string = pattern;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((args ?? {}) as LinkArgs)) {
    if (path.includes(`/:${key}`)) path = path.replace(`/:${key}`, `/${encodeURIComponent(String(value ?? ''))}`);
    else if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** True when `pathname` is the address of one of these routes, e.g. `isAt(pathname, '/login', '/register')`. */
export function isAt(pathname: string, ...patterns: PlainPattern[]): boolean {
  return (patterns as string[]).includes(pathname);
}
