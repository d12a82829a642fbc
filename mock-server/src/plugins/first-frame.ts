// What the site's page paints before any script runs (issue 11): on home, the first banner of the
// carousel, so the page's largest picture comes with the HTML instead of waiting for the app, the
// home chunk and the CMS call (Lighthouse's LCP on a throttled phone was 4.8 s, all of it that
// chain). The app shows the same picture in the same place until its carousel is ready
// (web/src/lib/boot-shell.ts), so the swap is invisible. On a lobby, the pictures of its first
// games, in the order the lobby lists them (LCP of /slots was 5.9 s: the first tile's picture
// waited for the app's start-up, the lobby chunk and the game list). On every page, the first
// running announcement in the marquee strip: on a page the app draws late (the deposit form waits
// for its channels) that line was the largest paint, 5.7 s on a throttled phone.
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../contract.ts';
import { templatesFor } from '../domain/content/cms.ts';
import { marqueeRunning } from '../domain/content/marquee.ts';
import { LOBBY_CODES, lobbyGames } from '../domain/games/lobbies.ts';
import { now } from '../domain/shared/clock.ts';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH, thumbnailPath } from '../domain/games/thumbnails.ts';
import { LOCALES } from '../domain/shared/locale.ts';
import { sessionNameOf, type SessionStore } from './sessions.ts';

/** The language the site last chose (web/src/lib/i18n: written beside its own storage). */
export const LANGUAGE_COOKIE = 'qc-lang';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The page's language: `?lang=` as the site reads it first, then the cookie, then Japanese. */
export function pageLocale(request: Pick<FastifyRequest, 'url' | 'headers'>): Locale {
  const fromQuery = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');
  const fromCookie = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  return LOCALES.find((locale) => locale === fromQuery) ?? LOCALES.find((locale) => locale === fromCookie) ?? 'ja-JP';
}

/** Text or an attribute's value as HTML writes it: safe between tags and inside double quotes alike. */
export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What the static shell shows before any script: a picture in its banner frame, pictures in its tiles. */
export interface FirstFrameFill {
  banner?: string;
  tiles?: string;
  strip?: string;
}

/** The first games of a lobby whose pictures the shell shows: three rows on a phone, a row on a desktop. */
export const LOBBY_FRAME_TILES = 6;
/** Of those, the first row on a phone, fetched first (the page's largest paint). */
const FIRST_ROW = 2;

/** The session a page request belongs to, as the API would bind it; none for a bad name or a full store. */
function pageSession(sessions: SessionStore, request: Pick<FastifyRequest, 'headers'>) {
  const name = sessionNameOf(request.headers['x-mock-session'], request.headers.cookie);
  return name.ok ? sessions.open(name.name) : undefined;
}

/**
 * The first home banner of the request's session as an `<img>` for the static shell's banner
 * frame; nothing for any other path, a session name that breaks the rule, a store with no room,
 * or a banner whose picture is not one of the site's own media (the page's CSP allows no other).
 */
export function homeBannerMarkup(sessions: SessionStore, request: Pick<FastifyRequest, 'url' | 'headers'>): string | undefined {
  if (request.url.split('?')[0] !== '/') return undefined;
  const session = pageSession(sessions, request);
  if (!session) return undefined;
  const [banner] = templatesFor(session.state.cms, ['HOME_BANNER'], pageLocale(request));
  const media = banner?.mediaLibrary;
  const src = media?.fullWebpFilePath || media?.fullFilePath;
  if (!src?.startsWith('/media/')) return undefined;
  return `<img src="${escapeHtml(src)}" alt="" width="1200" height="400" fetchpriority="high" />`;
}

/**
 * On a lobby's path (`/slots`, `/baccart`, ...), the pictures of its first games as `<img>`s for
 * the shell's tiles, the same files the lobby's tiles show (so the browser has them when the app
 * draws); nothing for any other path or without a session.
 */
export function lobbyTilesMarkup(sessions: SessionStore, request: Pick<FastifyRequest, 'url' | 'headers'>): string | undefined {
  const path = request.url.split('?')[0]!.replace(/\/+$/, '');
  const lobbyCode = LOBBY_CODES.find((code) => `/${code}` === path);
  if (!lobbyCode) return undefined;
  const session = pageSession(sessions, request);
  if (!session) return undefined;
  const games = lobbyGames(session.state.seed, lobbyCode).slice(0, LOBBY_FRAME_TILES);
  if (games.length === 0) return undefined;
  return games
    .map((game, index) => {
      const priority = index < FIRST_ROW ? ' fetchpriority="high"' : '';
      return `<img src="${escapeHtml(thumbnailPath(session.state.seed, game.gameId))}" alt="" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}"${priority} />`;
    })
    .join('');
}

/**
 * The first announcement the marquee runs at the session's time, in the page's language, as text
 * for the shell's strip (the app's strip starts with the same one); nothing when none runs or
 * without a session.
 */
export function marqueeMarkup(sessions: SessionStore, request: Pick<FastifyRequest, 'url' | 'headers'>): string | undefined {
  const session = pageSession(sessions, request);
  if (!session) return undefined;
  const [first] = marqueeRunning(session.state.marquee, pageLocale(request), now(session.clock));
  return first ? `<span>${escapeHtml(first.content)}</span>` : undefined;
}

/** Everything the shell of the requested page shows before its scripts. */
export function firstFrameFill(sessions: SessionStore, request: Pick<FastifyRequest, 'url' | 'headers'>): FirstFrameFill {
  return { banner: homeBannerMarkup(sessions, request), tiles: lobbyTilesMarkup(sessions, request), strip: marqueeMarkup(sessions, request) };
}
