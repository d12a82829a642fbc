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
import { GetTournamentResponse } from '#generated/phoenix/competitions.zod.ts';
import { GetMarqueeResponse } from '#generated/phoenix/platform.zod.ts';
import { GetPromotionsResponse } from '#generated/phoenix/promotions.zod.ts';
import { GetGameListResponse, GetLobbyCodesResponse } from '#generated/throne/games.zod.ts';
import { operationsById, SUCCESS_CODE } from '#generated/operations.ts';
import { bannerPicture, bannerRequest, firstAnnouncement, FIRST_FRAME_OPERATIONS, framePath, HOME_PATHS, lobbyPictures, lobbyRequest, marqueeRequest, PROMO_PATH, promotionPicture, promotionsRequest, tournamentAt, tournamentLead, tournamentRequest, type FramePicture } from '../src/lib/first-frame-fill.ts';
import type { FirstFrameReads } from '../src/lib/first-frame-in-browser.ts';
import { startLanguageGuess, type Language } from '../src/lib/i18n/languages.ts';
import { readBackend, type Backend, type ReadMissed, type ReadResult } from './backend.ts';

export { HOME_PATHS, LOBBY_FRAME_TILES } from '../src/lib/first-frame-fill.ts';

/** Where index.html's static shell keeps the banner's frame (web/index.html). */
export const BANNER_FRAME = '<div class="boot-shell-banner"></div>';
/** The shell's skeleton tiles (web/index.html), which a lobby's first pictures replace. */
export const TILES_FRAME = '<div class="boot-shell-tiles"><span></span><span></span><span></span><span></span><span></span></div>';
/** The shell's heading skeleton (web/index.html), which a page's title and lead replace (a tournament's). */
export const LINE_FRAME = '<div class="boot-shell-line"></div>';
/** The shell's marquee strip (web/index.html), which the first running announcement fills. */
export const STRIP_FRAME = '<div class="boot-shell-strip"></div>';
/** The shell's opening, which says the server filled the frame (the entry then reads nothing itself: lib/first-frame-in-browser.ts). */
const SHELL_ID = 'id="boot-shell"';
const SERVED_MARK = 'data-first-frame="server"';

/**
 * What the entry needs to make the same reads itself on a page a plain static host sent: each
 * operation's method and path, and the code of success (the build writes it into index.html:
 * web/start-preload.ts).
 */
export function firstFrameReads(): FirstFrameReads {
  const operations = Object.fromEntries(FIRST_FRAME_OPERATIONS.map((id) => [id, { method: operationsById[id].method, path: operationsById[id].path }]));
  return { success: SUCCESS_CODE, operations: operations as FirstFrameReads['operations'] };
}

/** Text or an attribute's value as HTML writes it: safe between tags and inside double quotes alike. */
export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A first-frame picture as the page's HTML writes it. */
const pictureHtml = (picture: FramePicture) =>
  `<img src="${escapeHtml(picture.src)}"${picture.className ? ` class="${picture.className}"` : ''} alt="" width="${picture.width}" height="${picture.height}"${picture.high ? ' fetchpriority="high"' : ''} />`;

/** The language the site will start in, guessed as the entry guesses it. */
export const pageLanguage = (url: URL, cookie: string | null): Language => startLanguageGuess(url.search, cookie);

export interface FirstFrameFill {
  banner?: string;
  /** A page's title and lead, in place of the heading's skeleton. */
  lead?: string;
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
  const path = framePath(url.pathname);
  const signal = AbortSignal.timeout(backend.budgetMs);
  const missed: FirstFrameFill['missed'] = [];
  const settle = <Data>(operation: string, result: ReadResult<Data>): Data | undefined => {
    if (result.ok) return result.data;
    missed.push({ operation, why: result.missed });
    return undefined;
  };

  const bannerRead = async () => {
    if (path === PROMO_PATH) {
      const picture = promotionPicture(settle('getPromotions', await readBackend(backend, request, 'getPromotions', GetPromotionsResponse, promotionsRequest(), signal, locale)));
      return picture && pictureHtml(picture);
    }
    if (!HOME_PATHS.has(path)) return undefined;
    const picture = bannerPicture(settle('getTemplatePage', await readBackend(backend, request, 'getTemplatePage', GetTemplatePageResponse, bannerRequest(locale), signal, locale)));
    return picture && pictureHtml(picture);
  };

  const tilesRead = async () => {
    // A lobby's route is one segment named by its code (/slots, /baccart, ...).
    const segment = /^\/([a-z-]{2,20})$/.exec(path)?.[1];
    if (!segment || HOME_PATHS.has(path)) return undefined;
    const lobbies = settle('getLobbyCodes', await readBackend(backend, request, 'getLobbyCodes', GetLobbyCodesResponse, {}, signal, locale));
    const lobby = lobbies?.find((l) => l.lobbyCode === segment);
    if (!lobby) return undefined;
    const pictures = lobbyPictures(settle('getGameList', await readBackend(backend, request, 'getGameList', GetGameListResponse, lobbyRequest(lobby.lobbyCode), signal, locale)));
    return pictures.length > 0 ? pictures.map(pictureHtml).join('') : undefined;
  };

  const stripRead = async () => {
    const line = firstAnnouncement(settle('getMarquee', await readBackend(backend, request, 'getMarquee', GetMarqueeResponse, marqueeRequest(locale), signal, locale)));
    return line === undefined ? undefined : `<span>${escapeHtml(line)}</span>`;
  };

  const leadRead = async () => {
    const tournamentId = tournamentAt(path);
    if (!tournamentId) return undefined;
    const found = tournamentLead(settle('getTournament', await readBackend(backend, request, 'getTournament', GetTournamentResponse, tournamentRequest(tournamentId), signal, locale)));
    return found && `<div class="boot-shell-lead"><p class="boot-shell-title">${escapeHtml(found.title)}</p><span class="boot-shell-back"></span><div class="boot-shell-card"><p>${escapeHtml(found.lead)}</p></div></div>`;
  };

  const [banner, tiles, strip, lead] = await Promise.all([bannerRead(), tilesRead(), stripRead(), leadRead()]);
  return { banner, tiles, strip, lead, missed };
}

/**
 * The page with what the fill found written into the shell's frames, and marked as filled by the
 * server (`served`: it read the backend, whatever it found) so the entry does not read it again.
 */
export function fillShell(template: string, fill: Omit<FirstFrameFill, 'missed'>, served = true): string {
  let page = served ? template.replace(SHELL_ID, `${SHELL_ID} ${SERVED_MARK}`) : template;
  if (fill.banner) page = page.replace(BANNER_FRAME, BANNER_FRAME.replace('></div>', `>${fill.banner}</div>`));
  if (fill.tiles) page = page.replace(TILES_FRAME, `<div class="boot-shell-tiles boot-shell-pictures">${fill.tiles}</div>`);
  if (fill.lead) page = page.replace(LINE_FRAME, fill.lead);
  if (fill.strip) page = page.replace(STRIP_FRAME, STRIP_FRAME.replace('></div>', `>${fill.strip}</div>`));
  return page;
}
