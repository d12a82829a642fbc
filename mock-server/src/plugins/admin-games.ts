import type { FastifyInstance } from 'fastify';
import { adminContract } from '../contract.ts';
import { catalogueFor } from '../domain/games/catalogue.ts';
import { fail, parse } from './admin-replies.ts';
import type { SessionStore } from './sessions.ts';

const { ListGamesQueryParams: ListQuery } = adminContract;

/** /__mock/games: the session seed's catalogue for QA to pick games from (openapi/mock-admin.yaml, tag games). */
export async function adminGamesPlugin(app: FastifyInstance, options: { sessions: SessionStore }): Promise<void> {
  app.get('/__mock/games', async (request, reply) => {
    const query = parse(ListQuery, request.query, reply, 'query');
    if (!query) return reply;
    const { providers, games } = catalogueFor(options.sessions.forRequest(request).state.seed);
    if (query.providerCode !== undefined && !providers.some((p) => p.code === query.providerCode))
      return fail(reply, 400, `query.providerCode: no provider ${query.providerCode} (it is one of ${providers.map((p) => p.code).join(', ')})`);
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
  });
}
