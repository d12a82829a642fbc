import type { CatalogueGame } from './catalogue.ts';

/**
 * A game's thumbnail, drawn as SVG (then rasterised to WebP by plugins/game-media.ts): the game's
 * two hues, an emblem by game type and the Japanese title, like a provider's key art.
 */
export const THUMBNAIL_WIDTH = 400;
export const THUMBNAIL_HEIGHT = 300;

export function thumbnailPath(seed: number, gameId: string): string {
  return `/media/${seed}/game/${gameId}.webp`;
}

/** Splits /media/<seed>/game/<gameId>.webp; undefined when the path is not one of ours. */
export function parseThumbnailPath(path: string): { seed: number; gameId: string } | undefined {
  const match = /^\/media\/(\d{1,9})\/game\/([A-Z0-9]{2,20}-[A-Z]{2}-\d{4})\.webp$/.exec(path);
  return match ? { seed: Number(match[1]), gameId: match[2]! } : undefined;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

const FONT = "'Noto Sans CJK JP','Hiragino Sans','Noto Sans JP','Yu Gothic',sans-serif";

/** A symbol per game type, drawn with text glyphs every font has. */
const EMBLEMS: Record<string, string> = {
  PACHINKO: '●', PACHISLOT: '７', VIDEO_SLOT: '７７７', BACCARAT: '♠♥', BLACKJACK: '２１', ROULETTE: '◎',
  POKER: '♣♦', SICBO: '⚅', GAME_SHOW: '★', SPORTSBOOK: '⚽', ESPORTS: '▶', VIRTUAL_SPORTS: '⚑',
  CRASH: '↗', FISHING: '〜', MINES: '◆', PLINKO: '▼', DICE: '⚄', KENO: '＃', SCRATCH: '¥',
};

/** Splits a long title over two lines at its space, or halfway. */
function titleLines(title: string): string[] {
  if (title.length <= 9) return [title];
  const space = title.indexOf(' ');
  if (space > 0) return [title.slice(0, space), title.slice(space + 1)];
  const half = Math.ceil(title.length / 2);
  return [title.slice(0, half), title.slice(half)];
}

export function thumbnailSvg(game: CatalogueGame, providerName: string): string {
  const [h1, h2] = game.hues;
  const lines = titleLines(game.name['ja-JP']);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(44, Math.floor(360 / Math.max(longest, 1)));
  const firstY = lines.length === 1 ? 230 : 212;
  const text = lines
    .map((line, i) => `<text x="200" y="${firstY + i * (size + 8)}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff" stroke="rgba(0,0,0,.35)" stroke-width="3" paint-order="stroke">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" viewBox="0 0 400 300"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1} 70% 42%)"/><stop offset="1" stop-color="hsl(${h2} 75% 20%)"/></linearGradient><radialGradient id="glow" cx=".5" cy=".38" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="400" height="300" fill="url(#bg)"/><circle cx="200" cy="112" r="150" fill="url(#glow)"/><circle cx="200" cy="104" r="66" fill="none" stroke="#ffe9a8" stroke-opacity=".7" stroke-width="6"/><text x="200" y="130" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="900" fill="#ffe9a8">${escapeXml(EMBLEMS[game.gameType] ?? '★')}</text><text x="200" y="288" text-anchor="middle" font-family="${FONT}" font-size="15" font-weight="700" fill="#fff" fill-opacity=".8">${escapeXml(providerName)}</text>${text}</svg>`;
}
