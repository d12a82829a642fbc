// The catalogue and lobby calls (tag games): play types, type list, lobby codes, providers, game list, jackpots.
import { gameMatcher } from '#common/game-search.ts';
import { catalogueFor, type CatalogueGame } from '../../domain/games/catalogue.ts';
import { jackpotsAt } from '../../domain/games/jackpots.ts';
import { GAME_TYPE_NAMES, LOBBIES, lobbyGames, PLAY_TYPE_NAMES, PLAY_TYPE_ORDER } from '../../domain/games/lobbies.ts';
import { codes } from '../../contract.ts';
import { defineHandlers } from '../handler.ts';
import { gameView } from './game-view.ts';

const count = (games: readonly CatalogueGame[], keep: (g: CatalogueGame) => boolean) => games.filter(keep).length;

export const gamesHandlers = defineHandlers({
  getPlayTypes: ({ state }) => {
    const { games } = catalogueFor(state.seed);
    return PLAY_TYPE_ORDER.map((code, i) => ({ code, name: PLAY_TYPE_NAMES[code], gameCount: count(games, (g) => g.playType === code), sort: i + 1 }));
  },

  getGameTypes: ({ body, state }) => {
    const counts = new Map<string, number>();
    for (const g of catalogueFor(state.seed).games) if (g.playType === body.playType) counts.set(g.gameType, (counts.get(g.gameType) ?? 0) + 1);
    return [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([code, gameCount]) => ({ code, playType: body.playType, name: GAME_TYPE_NAMES[code] ?? { 'ja-JP': code, 'en-US': code, 'zh-CN': code }, gameCount }));
  },

  getLobbyCodes: () => LOBBIES.map((l) => ({ ...l, visitorsMayBrowse: true })),

  getGameProviders: ({ body, state }) => {
    const games = lobbyGames(state.seed, body?.lobbyCode).filter((g) => !body?.playType || g.playType === body.playType);
    return catalogueFor(state.seed)
      .providers.map((p) => ({ ...p, gameCount: count(games, (g) => g.providerCode === p.code) }))
      .filter((p) => p.gameCount > 0)
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  },

  getGameList: ({ body, state, refuse }) => {
    const { providers } = catalogueFor(state.seed);
    if (body?.providerCode && !providers.some((p) => p.code === body.providerCode)) throw refuse(codes.gameProviderNotFound);
    const matches = body?.search ? gameMatcher(body.search) : () => true;
    const games = lobbyGames(state.seed, body?.lobbyCode).filter(
      (g) =>
        (!body?.playType || g.playType === body.playType) &&
        (!body?.gameType || g.gameType === body.gameType) &&
        (!body?.providerCode || g.providerCode === body.providerCode) &&
        (!body?.label || g.labels.includes(body.label)) &&
        matches(g.name, g.kana),
    );
    // New games newest first (home's "new" row would otherwise repeat the "popular" one, whose
    // games carry both labels); every other list keeps the catalogue's order.
    if (body?.label === 'NEW') games.sort((a, b) => b.releasedAt.localeCompare(a.releasedAt) || a.sort - b.sort);
    const page = body?.page ?? 1;
    const size = body?.size ?? 999;
    return { total: games.length, page, size, list: games.slice((page - 1) * size, page * size).map((g) => gameView(state.seed, g)) };
  },

  getJackpots: ({ body, state, now }) => jackpotsAt(state.seed, lobbyGames(state.seed, body?.lobbyCode), now),
});
