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
import { cookiesOf, SESSION_COOKIE, sessionNameOf, type Session, type SessionStore } from './sessions.ts';

/** The language the site last chose (web/src/lib/i18n: written beside its own storage). */
export const LANGUAGE_COOKIE = 'qc-lang';

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

/** What the fill needs of a page request, read once: its path, its language and its session. */
interface PageRequest {
  path: string;
  locale: Locale;
  /** As the API would bind it; none for a bad name or a full store. */
  session: Session | undefined;
}

function pageRequest(sessions: SessionStore, request: Pick<FastifyRequest, 'url' | 'headers' | 'server'>): PageRequest {
  const [path = '', search = ''] = request.url.split('?');
  const cookies = cookiesOf(request);
  // The language: `?lang=` as the site reads it first, then the cookie, then Japanese.
  const fromQuery = new URLSearchParams(search).get('lang');
  const locale = LOCALES.find((l) => l === fromQuery) ?? LOCALES.find((l) => l === cookies[LANGUAGE_COOKIE]) ?? 'ja-JP';
  const name = sessionNameOf(request.headers['x-mock-session'], cookies[SESSION_COOKIE]);
  return { path, locale, session: name.ok ? sessions.open(name.name) : undefined };
}

/**
 * On home, the first home banner of the request's session as an `<img>` for the static shell's
 * banner frame; nothing for a banner whose picture is not one of the site's own media (the page's
 * CSP allows no other).
 */
function homeBannerMarkup({ path, locale, session }: PageRequest): string | undefined {
  if (path !== '/' || !session) return undefined;
  const [banner] = templatesFor(session.state.cms, ['HOME_BANNER'], locale);
  const media = banner?.mediaLibrary;
  const src = media?.fullWebpFilePath || media?.fullFilePath;
  if (!src?.startsWith('/media/')) return undefined;
  return `<img src="${escapeHtml(src)}" alt="" width="1200" height="400" fetchpriority="high" />`;
}

/**
 * On a lobby's path (`/slots`, `/baccart`, ...), the pictures of its first games as `<img>`s for
 * the shell's tiles, the same files the lobby's tiles show (so the browser has them when the app
 * draws).
 */
function lobbyTilesMarkup({ path, session }: PageRequest): string | undefined {
  const lobbyCode = LOBBY_CODES.find((code) => `/${code}` === path.replace(/\/+$/, ''));
  if (!lobbyCode || !session) return undefined;
  const games = lobbyGames(session.state.seed, lobbyCode).slice(0, LOBBY_FRAME_TILES);
  if (games.length === 0) return undefined;
  return games
    .map((game, index) => {
      const priority = index < FIRST_ROW ? ' fetchpriority="high"' : '';
      return `<img src="${escapeHtml(thumbnailPath(session.state.seed, game.gameId))}" alt="" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}"${priority} />`;
    })
    .join('');
}

/** The first announcement the marquee runs at the session's time, in the page's language, for the shell's strip. */
function marqueeMarkup({ locale, session }: PageRequest): string | undefined {
  if (!session) return undefined;
  const [first] = marqueeRunning(session.state.marquee, locale, now(session.clock));
  return first ? `<span>${escapeHtml(first.content)}</span>` : undefined;
}

/**
 * Everything the shell of the requested page shows before its scripts; nothing of it for a session
 * name that breaks the rule or a store with no room.
 */
export function firstFrameFill(sessions: SessionStore, request: Pick<FastifyRequest, 'url' | 'headers' | 'server'>): FirstFrameFill {
  const page = pageRequest(sessions, request);
  return { banner: homeBannerMarkup(page), tiles: lobbyTilesMarkup(page), strip: marqueeMarkup(page) };
}
