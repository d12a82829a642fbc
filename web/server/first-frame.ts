// What a page paints before any script runs, read from the backend as the player's own request
// would read it. On home (and /login and /register, home under the auth dialog), the first banner of the carousel, so the page's largest picture comes
// with the HTML instead of waiting for the app, the home chunk and the CMS call. On a lobby, the
// pictures of its first games in the order the lobby lists them (the first tile's picture waited
// for the app's start-up, the lobby chunk and the game list). On every page, the first running
// announcement in the marquee strip (on a page the app draws late, such as the deposit form
// waiting for its channels, that line was the largest paint). The app shows the same pictures in
// the same places until its own parts are ready (web/src/lib/boot-shell.ts), so the swap is
// invisible.
import { GetTemplatePageResponse } from '#generated/cms/cms.zod.ts';
import { GetMarqueeResponse } from '#generated/phoenix/platform.zod.ts';
import { GetGameListResponse, GetLobbyCodesResponse } from '#generated/throne/games.zod.ts';
import { startLanguageGuess, type Language } from '../src/lib/i18n/languages.ts';
import { readBackend, type Backend, type ReadMissed, type ReadResult } from './backend.ts';

/** Where index.html's static shell keeps the banner's frame (web/index.html). */
export const BANNER_FRAME = '<div class="boot-shell-banner"></div>';
/** The shell's skeleton tiles (web/index.html), which a lobby's first pictures replace. */
export const TILES_FRAME = '<div class="boot-shell-tiles"><span></span><span></span><span></span><span></span><span></span></div>';
/** The shell's marquee strip (web/index.html), which the first running announcement fills. */
export const STRIP_FRAME = '<div class="boot-shell-strip"></div>';

/**
 * The paths that show home: home itself, and /login and /register (home with the auth dialog over
 * it). Without the banner there, /login's largest paint was home's banner drawn by the app, after
 * the start-up, the home chunk and the CMS call (LCP 6-7 s on Lighthouse's slowed phone).
 */
export const HOME_PATHS: ReadonlySet<string> = new Set(['/', '/login', '/register']);

/** The first games of a lobby whose pictures the shell shows: three rows on a phone, a row on a desktop. */
export const LOBBY_FRAME_TILES = 6;
/** Of those, the first row on a phone, fetched first (the page's largest paint). */
const FIRST_ROW = 2;

/** Text or an attribute's value as HTML writes it: safe between tags and inside double quotes alike. */
export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A picture the page's CSP lets the shell show: one of the site's own media. */
const ownMedia = (src: string | undefined): src is string => typeof src === 'string' && src.startsWith('/media/');

/** The language the site will start in, guessed as the entry guesses it. */
export const pageLanguage = (url: URL, cookie: string | null): Language => startLanguageGuess(url.search, cookie);

export interface FirstFrameFill {
  banner?: string;
  tiles?: string;
  strip?: string;
  /** The reads that gave nothing, and why. */
  missed: { operation: string; why: ReadMissed }[];
}

/**
 * Everything the shell of the requested page shows before its scripts, from reads of the backend
 * that run at once and are cut at the backend's budget.
 */
export async function firstFrameFill(backend: Backend, request: Request): Promise<FirstFrameFill> {
  const url = new URL(request.url);
  const locale = pageLanguage(url, request.headers.get('cookie'));
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const signal = AbortSignal.timeout(backend.budgetMs);
  const missed: FirstFrameFill['missed'] = [];
  const settle = <Data>(operation: string, result: ReadResult<Data>): Data | undefined => {
    if (result.ok) return result.data;
    missed.push({ operation, why: result.missed });
    return undefined;
  };

  const bannerRead = async () => {
    if (!HOME_PATHS.has(path)) return undefined;
    const templates = settle('getTemplatePage', await readBackend(backend, request, 'getTemplatePage', GetTemplatePageResponse, { moduleCodes: ['HOME_BANNER'], locale }, signal));
    const [banner] = [...(templates ?? [])].filter((t) => t.moduleCode === 'HOME_BANNER').sort((a, b) => a.sort - b.sort);
    const src = banner?.mediaLibrary?.fullWebpFilePath || banner?.mediaLibrary?.fullFilePath;
    return ownMedia(src) ? `<img src="${escapeHtml(src)}" alt="" width="1200" height="400" fetchpriority="high" />` : undefined;
  };

  const tilesRead = async () => {
    // A lobby's route is one segment named by its code (/slots, /baccart, ...).
    const segment = /^\/([a-z-]{2,20})$/.exec(path)?.[1];
    if (!segment || HOME_PATHS.has(path)) return undefined;
    const lobbies = settle('getLobbyCodes', await readBackend(backend, request, 'getLobbyCodes', GetLobbyCodesResponse, {}, signal));
    const lobby = lobbies?.find((l) => l.lobbyCode === segment);
    if (!lobby) return undefined;
    const page = settle('getGameList', await readBackend(backend, request, 'getGameList', GetGameListResponse, { lobbyCode: lobby.lobbyCode, page: 1, size: LOBBY_FRAME_TILES }, signal));
    const pictures = (page?.list ?? []).slice(0, LOBBY_FRAME_TILES).filter((game) => ownMedia(game.thumbnail.fullWebpFilePath || game.thumbnail.filePath));
    if (pictures.length === 0) return undefined;
    return pictures
      .map((game, index) => {
        const { thumbnail } = game;
        const priority = index < FIRST_ROW ? ' fetchpriority="high"' : '';
        return `<img src="${escapeHtml(thumbnail.fullWebpFilePath || thumbnail.filePath)}" alt="" width="${thumbnail.width}" height="${thumbnail.height}"${priority} />`;
      })
      .join('');
  };

  const stripRead = async () => {
    const running = settle('getMarquee', await readBackend(backend, request, 'getMarquee', GetMarqueeResponse, { locale }, signal));
    const first = running?.[0];
    return first ? `<span>${escapeHtml(first.content)}</span>` : undefined;
  };

  const [banner, tiles, strip] = await Promise.all([bannerRead(), tilesRead(), stripRead()]);
  return { banner, tiles, strip, missed };
}

/** The page with what the fill found written into the shell's frames. */
export function fillShell(template: string, fill: Omit<FirstFrameFill, 'missed'>): string {
  let page = template;
  if (fill.banner) page = page.replace(BANNER_FRAME, BANNER_FRAME.replace('></div>', `>${fill.banner}</div>`));
  if (fill.tiles) page = page.replace(TILES_FRAME, `<div class="boot-shell-tiles boot-shell-pictures">${fill.tiles}</div>`);
  if (fill.strip) page = page.replace(STRIP_FRAME, STRIP_FRAME.replace('></div>', `>${fill.strip}</div>`));
  return page;
}
