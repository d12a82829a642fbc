import { rasterCache } from '../shared/raster-cache.ts';
import { catalogueFor, findGame } from './catalogue.ts';
import { thumbnailSvg } from './thumbnails.ts';

/**
 * Rendered thumbnails (a lobby's few hundred, kept in a bounded LRU: shared/raster-cache.ts). Only
 * games of the catalogue are ever drawn; anything else is undefined, which the caller answers 404.
 */
const thumbnails = rasterCache(600, 72);

const keyOf = (seed: number, gameId: string) => `${seed}/${gameId}`;

/** The size in bytes of a thumbnail already drawn; undefined until it has been. */
export function knownThumbnailBytes(seed: number, gameId: string): number | undefined {
  return thumbnails.knownBytes(keyOf(seed, gameId));
}

/** The WebP bytes of a game's thumbnail; undefined when the seed has no such game. */
export async function thumbnailWebp(seed: number, gameId: string): Promise<Buffer | undefined> {
  const game = findGame(seed, gameId);
  if (!game) return undefined;
  return thumbnails.webp(keyOf(seed, gameId), () => {
    const providerName = catalogueFor(seed).providers.find((p) => p.code === game.providerCode)?.name ?? game.providerCode;
    return thumbnailSvg(game, providerName);
  });
}
