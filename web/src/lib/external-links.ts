/**
 * Places on other sites that SPEC §2 lists among the routes. /account/voucher is "located on
 * another site": links to it open that site, never an in-site frame.
 *
 * Its address is a build setting, `VITE_VOUCHER_URL` (common config has no field for it); the
 * default is a placeholder on the reserved `.example` domain, so a build without the setting
 * never sends a player to someone else's site.
 */
import { postToApp } from './bridge/bridge';
import { isAt } from './paths';

export const DEFAULT_VOUCHER_URL = 'https://voucher.qc-casino.example/';
/** The main site the jump dialog leads to (SPEC §2 "Jump-to-main-site dialog"): `VITE_MAIN_SITE_URL`. */
export const DEFAULT_MAIN_SITE_URL = 'https://www.qc-casino.example/';

/** A build setting that is an http(s) address, or the placeholder. */
const configuredUrl = (configured: unknown, fallback: string): string => (typeof configured === 'string' && /^https?:\/\//i.test(configured) ? configured : fallback);

const voucherUrl = (): string => configuredUrl(import.meta.env.VITE_VOUCHER_URL, DEFAULT_VOUCHER_URL);

/** Where the jump dialog sends the player: the build setting `VITE_MAIN_SITE_URL`, like the voucher site's. */
export const mainSiteUrl = (): string => configuredUrl(import.meta.env.VITE_MAIN_SITE_URL, DEFAULT_MAIN_SITE_URL);

/** Where an in-site path really leads: another site's address for the routes that live there. */
export function externalTarget(to: string): string | null {
  const pathname = to.split(/[?#]/)[0] ?? to;
  return isAt(pathname, '/account/voucher') ? voucherUrl() : null;
}

/** The browser's own navigation, a seam for tests (jsdom cannot leave the page). */
export const browserWindow = {
  replace: (url: string) => window.location.replace(url),
};

/**
 * The voucher route reached by its address (a bookmark, a typed URL, an app deep link): the app
 * opens the other site itself and the page stays; a browser goes there in this tab, as a new tab
 * without a click would be blocked. True when the page stays.
 */
export function leaveForVoucher(): boolean {
  const url = voucherUrl();
  if (postToApp({ type: 'OPEN_EXTERNAL_LINK', data: { url } })) return true;
  browserWindow.replace(url);
  return false;
}
