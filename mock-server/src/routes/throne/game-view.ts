// The catalogue's games as the API shows them (the contract's Game), with thumbnails per SPEC §3.
import type { DataOf, throneContract } from '../../contract.ts';
import { catalogueFor, type Catalogue, type CatalogueGame } from '../../domain/games/catalogue.ts';
import { knownThumbnailBytes } from '../../domain/games/thumbnail-cache.ts';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH, thumbnailPath } from '../../domain/games/thumbnails.ts';

type GameView = DataOf<typeof throneContract.GetGameListResponse>['list'][number];

/** Views per catalogue, built once: a lobby of 999 games is asked for again and again. */
const views = new WeakMap<Catalogue, Map<string, GameView>>();

function build(seed: number, catalogue: Catalogue, game: CatalogueGame): GameView {
  const path = thumbnailPath(seed, game.gameId);
  return {
    gameId: game.gameId,
    providerCode: game.providerCode,
    providerName: catalogue.providers.find((p) => p.code === game.providerCode)?.name ?? game.providerCode,
    playType: game.playType,
    gameType: game.gameType,
    gameName: game.name,
    kana: game.kana,
    labels: game.labels,
    rtp: game.rtp,
    volatility: game.volatility,
    minBet: game.minBet,
    maxBet: game.maxBet,
    currency: 'JPY',
    releasedAt: game.releasedAt,
    sort: game.sort,
    live: game.live,
    // The mock serves its own pictures, so the WebP path is there and wins (SPEC §3).
    thumbnail: { filePath: path, fullWebpFilePath: path, width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT },
  };
}

export function gameView(seed: number, game: CatalogueGame): GameView {
  const catalogue = catalogueFor(seed);
  let byId = views.get(catalogue);
  if (!byId) views.set(catalogue, (byId = new Map()));
  let view = byId.get(game.gameId);
  if (!view) byId.set(game.gameId, (view = build(seed, catalogue, game)));
  const bytes = knownThumbnailBytes(seed, game.gameId);
  return bytes === undefined ? view : { ...view, thumbnail: { ...view.thumbnail, bytes } };
}
