/**
 * What a page's first frame shows of the backend before the app runs, decided once for the two
 * places that fill it: the site's page server, which writes it into the HTML it sends
 * (web/server/first-frame.ts), and the entry itself when the page came from a plain static host
 * with nothing filled in (./first-frame-in-browser.ts). Both read the same operations with the same
 * bodies and draw the same pictures, so the app's swap (./boot-shell.ts) is the same either way.
 *
 * Every function here takes what an answer's `data` holds and checks what it uses: the page
 * server's answers were held against the contract's schema already, the browser's were not (the
 * schemas are too large for the entry), and a picture or line that is not what it should be is
 * left out, never drawn broken.
 */
import type { z } from 'zod';
import type { GetTemplatePageBody } from '#generated/cms/cms.zod.ts';
import type { GetTournamentBody } from '#generated/phoenix/competitions.zod.ts';
import type { GetMarqueeBody } from '#generated/phoenix/platform.zod.ts';
import type { GetPromotionsBody } from '#generated/phoenix/promotions.zod.ts';
import type { GetGameListBody } from '#generated/throne/games.zod.ts';
import type { Language } from './i18n/languages.ts';

type TemplatePageRequest = z.input<typeof GetTemplatePageBody>;
type GameListRequest = z.input<typeof GetGameListBody>;
type MarqueeRequest = z.input<typeof GetMarqueeBody>;
type PromotionsRequest = z.input<typeof GetPromotionsBody>;
type TournamentRequest = z.input<typeof GetTournamentBody>;

/** The operations a first frame reads (the build names their method and path for the entry: web/start-preload.ts). */
export const FIRST_FRAME_OPERATIONS = ['getTemplatePage', 'getGameList', 'getMarquee', 'getPromotions', 'getTournament'] as const;
export type FirstFrameOperation = (typeof FIRST_FRAME_OPERATIONS)[number];

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

/** The path as the fill reads it: no trailing slash, `/` for the root. */
export const framePath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** A picture of the first frame, as an `<img>` draws it. */
export interface FramePicture {
  src: string;
  width: number;
  height: number;
  /** Fetched ahead of the page's other pictures: it is (or may be) the page's largest paint. */
  high: boolean;
  /** What the picture is, where the shell lays it out apart from home's banner (boot-shell.css). */
  className?: typeof PROMOTION_PICTURE;
}

/** The promotions page (/promo): its first card's picture, in the banner's frame (3:1, as the card's). */
export const PROMO_PATH = '/promo';
/** The class of that picture: the shell lays it out where the page's first card has it, and home's banner is not it (boot-shell.ts). */
export const PROMOTION_PICTURE = 'boot-shell-promotion';

/** A picture the page's CSP lets the shell show: one of the site's own media. */
const ownMedia = (src: unknown): src is string => typeof src === 'string' && src.startsWith('/media/');
const size = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 10_000;
const record = (value: unknown): Record<string, unknown> | undefined => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined);

/** The body of home's banner read. */
export const bannerRequest = (locale: Language): TemplatePageRequest => ({ moduleCodes: ['HOME_BANNER'], locale });

/** Home's first banner (the carousel's first slide: the lowest sort) from getTemplatePage's data. */
export function bannerPicture(templates: unknown): FramePicture | undefined {
  if (!Array.isArray(templates)) return undefined;
  const banners = templates.map(record).filter((t) => t?.moduleCode === 'HOME_BANNER' && typeof t.sort === 'number');
  const first = banners.sort((a, b) => (a!.sort as number) - (b!.sort as number))[0];
  const media = record(first?.mediaLibrary);
  const src = media?.fullWebpFilePath || media?.fullFilePath;
  return ownMedia(src) ? { src, width: 1200, height: 400, high: true } : undefined;
}

/** The body of a lobby's first games read. */
export const lobbyRequest = (lobbyCode: NonNullable<GameListRequest['lobbyCode']>): GameListRequest => ({ lobbyCode, page: 1, size: LOBBY_FRAME_TILES });

/** A lobby's first games' pictures, in the order the lobby lists them, from getGameList's data. */
export function lobbyPictures(page: unknown): FramePicture[] {
  const list = record(page)?.list;
  if (!Array.isArray(list)) return [];
  const pictures: FramePicture[] = [];
  for (const game of list.slice(0, LOBBY_FRAME_TILES)) {
    const thumbnail = record(record(game)?.thumbnail);
    const src = thumbnail?.fullWebpFilePath || thumbnail?.filePath;
    if (!ownMedia(src) || !size(thumbnail?.width) || !size(thumbnail?.height)) continue;
    pictures.push({ src, width: thumbnail.width, height: thumbnail.height, high: pictures.length < FIRST_ROW });
  }
  return pictures;
}

/** The body of the running announcements' read. */
export const marqueeRequest = (locale: Language): MarqueeRequest => ({ locale });

/** The first running announcement's text, from getMarquee's data. */
export function firstAnnouncement(marquee: unknown): string | undefined {
  const first = Array.isArray(marquee) ? record(marquee[0]) : undefined;
  return typeof first?.content === 'string' && first.content.trim() !== '' ? first.content : undefined;
}

/** The body of the promotions' read (a visitor's view: the page server has no player's token). */
export const promotionsRequest = (): PromotionsRequest => ({});

/** The first promotion's picture, the one the page's first card shows, from getPromotions' data. */
export function promotionPicture(data: unknown): FramePicture | undefined {
  const promotions = record(data)?.promotions;
  const src = Array.isArray(promotions) ? record(promotions[0])?.imageUrl : undefined;
  return ownMedia(src) ? { src, width: 1200, height: 400, high: true, className: PROMOTION_PICTURE } : undefined;
}

/** A tournament's page (/tournaments/:id): its id, when the path is one. */
export const tournamentAt = (path: string): string | undefined => /^\/tournaments\/([A-Za-z0-9_-]{1,64})$/.exec(path)?.[1];

/** The body of a tournament's read (a visitor's view). */
export const tournamentRequest = (tournamentId: string): TournamentRequest => ({ tournamentId });

/** What a page whose largest paint is text shows first: its title, and the lead the page opens with. */
export interface FrameLead {
  title: string;
  lead: string;
}

/** A tournament's name and summary, the page's title and the first line of its card, from getTournament's data. */
export function tournamentLead(data: unknown): FrameLead | undefined {
  const detail = record(data);
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const title = text(detail?.name);
  const lead = text(detail?.summary);
  return title && lead ? { title, lead } : undefined;
}
