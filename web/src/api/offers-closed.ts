/**
 * PRODUCT.md, a player on a break: a cooling-off (the one-tap 24 h lock too) or a self-exclusion
 * closes every offer and entry that pays money or bonus. The server refuses them (102104, 102105,
 * mock domain/responsible-gaming/offers-closed.ts); the site reads the same break from the
 * player's `selfControl` to hide what it would offer (home's promotions teaser and banners,
 * promotional marquee lines) and to say, where a player goes to an offer, why it is closed and
 * until when. Visitors and players not on a break see everything.
 */
import { serverNow } from '../lib/time/server-time';
import { href } from '../lib/paths';
import { usePlayer } from './player';
import { runningBreak } from './self-control';

export type OffersClosed = NonNullable<ReturnType<typeof runningBreak>>;

/** The break that closes offers to the player now, on the server's clock; null when none. */
export function useOffersClosed(): OffersClosed | null {
  const running = runningBreak(usePlayer()?.selfControl);
  if (!running) return null;
  return running.until !== null && Date.parse(running.until) <= serverNow() ? null : running;
}

/** Where the offers live: a marquee line that links to one of them is promotional. */
const OFFER_PATHS = [href('/promo'), href('/tournaments'), href('/lottery'), href('/q-pon'), href('/account/guess-games'), href('/account/referral')];

/** Whether a link (a site route or an absolute URL) points at an offer. */
export function isOfferLink(link: string | null | undefined): boolean {
  if (!link) return false;
  const path = link.startsWith('/') ? link : URL.canParse(link) && new URL(link).origin === window.location.origin ? new URL(link).pathname : null;
  return path !== null && OFFER_PATHS.some((offer) => path === offer || path.startsWith(`${offer}/`) || path.startsWith(`${offer}?`));
}
