import sharp from 'sharp';
import { catalogueFor, findGame } from './catalogue.ts';
import { thumbnailSvg } from './thumbnails.ts';

/**
 * Rendered thumbnails, kept in a bounded LRU: a lobby asks for the same few hundred pictures
 * over and over, and drawing one costs tens of milliseconds. Only games of the catalogue are
 * ever drawn; the caller answers 404 for anything else before reaching here.
 */
const LIMIT = 600;
const rendered = new Map<string, Buffer>();
const drawing = new Map<string, Promise<Buffer>>();

const keyOf = (seed: number, gameId: string) => `${seed}/${gameId}`;

/** The size in bytes of a thumbnail already drawn; undefined until it has been. */
export function knownThumbnailBytes(seed: number, gameId: string): number | undefined {
  return rendered.get(keyOf(seed, gameId))?.length;
}

/** The WebP bytes of a game's thumbnail; undefined when the seed has no such game. */
export async function thumbnailWebp(seed: number, gameId: string): Promise<Buffer | undefined> {
  const game = findGame(seed, gameId);
  if (!game) return undefined;
  const key = keyOf(seed, gameId);
  const hit = rendered.get(key);
  if (hit) {
    // Most recently used last: the first key is the one to drop.
    rendered.delete(key);
    rendered.set(key, hit);
    return hit;
  }
  let pending = drawing.get(key);
  if (!pending) {
    const providerName = catalogueFor(seed).providers.find((p) => p.code === game.providerCode)?.name ?? game.providerCode;
    pending = sharp(Buffer.from(thumbnailSvg(game, providerName)))
      .webp({ quality: 72, effort: 2 })
      .toBuffer()
      .finally(() => drawing.delete(key));
    drawing.set(key, pending);
  }
  const bytes = await pending;
  rendered.set(key, bytes);
  if (rendered.size > LIMIT) rendered.delete(rendered.keys().next().value!);
  return bytes;
}
