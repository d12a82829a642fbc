import { catalogueFor } from '../../domain/games/catalogue.ts';
import { refusal } from '../../runtime/control-context.ts';
import { defineControlHandlers } from './handler.ts';

/** The session seed's catalogue for QA to pick games from (tag games). */
export const gameHandlers = defineControlHandlers({
  listGames: ({ query, session }) => {
    const { providers, games } = catalogueFor(session.state.seed);
    if (query.providerCode !== undefined && !providers.some((p) => p.code === query.providerCode)) {
      throw refusal(400, `query.providerCode: no provider ${query.providerCode} (it is one of ${providers.map((p) => p.code).join(', ')})`);
    }
    const matching = games.filter((g) => (!query.playType || g.playType === query.playType) && (!query.providerCode || g.providerCode === query.providerCode));
    return {
      total: matching.length,
      providers: providers.map(({ code, name }) => ({ code, name })),
      games: matching.slice(0, query.limit).map((g) => ({
        gameId: g.gameId,
        providerCode: g.providerCode,
        playType: g.playType,
        gameType: g.gameType,
        name: g.name,
        kana: g.kana,
        labels: g.labels,
        rtp: g.rtp,
        volatility: g.volatility,
        minBet: g.minBet,
        maxBet: g.maxBet,
      })),
    };
  },
});
