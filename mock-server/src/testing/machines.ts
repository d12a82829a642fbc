// Games and launches as tests need them: a game of a kind from the default seed's catalogue, and
// a launched machine's token.
import type { FastifyInstance } from 'fastify';
import { catalogueFor, type CatalogueGame } from '../domain/games/catalogue.ts';
import { DEFAULT_SEED } from '../domain/state.ts';
import { call, type CallOptions } from './inject.ts';
import { bearer, loginAs } from './players.ts';

export type GameKind = 'pachinko' | 'pachislot' | 'slot' | 'sports' | 'live';

const KINDS: Record<GameKind, (game: CatalogueGame) => boolean> = {
  pachinko: (g) => g.providerCode === 'AMIGO' && g.gameType === 'PACHINKO',
  pachislot: (g) => g.providerCode === 'AMIGO' && g.gameType === 'PACHISLOT',
  slot: (g) => g.providerCode !== 'AMIGO' && g.gameType === 'VIDEO_SLOT',
  sports: (g) => g.playType === 'SPORTS',
  live: (g) => g.playType === 'LIVE' && g.gameType === 'BACCARAT',
};

/** The first game of a kind in the default seed's catalogue. */
export function gameOf(kind: GameKind, seed = DEFAULT_SEED): CatalogueGame {
  const game = catalogueFor(seed).games.find(KINDS[kind]);
  if (!game) throw new Error(`no ${kind} game in seed ${seed}`);
  return game;
}

/** Real play for AMIGO, sports and live; demo for the rest (SPEC §4, use-cases/game-launch.ts). */
export const launchOperation = (kind: GameKind) => (kind === 'slot' ? 'launchDemoGame' : 'launchGame');

/** A player's launch of a game of that kind; answers the token and the player's headers. */
export async function launched(app: FastifyInstance, session: string, kind: GameKind, loginName = 'qcplayer01'): Promise<{ token: string; headers: Record<string, string>; game: CatalogueGame }> {
  const headers = bearer((await loginAs(app, loginName, { session })).access_token);
  const game = gameOf(kind);
  const answer = await call(app, launchOperation(kind), { session, headers, body: { gameId: game.gameId, providerCode: game.providerCode, excludeLoginName: kind === 'slot' } });
  const url: unknown = answer.json().data;
  if (typeof url !== 'string') throw new Error(`launch of ${game.gameId} answered ${answer.body}`);
  return { token: new URL(url, 'http://mock').searchParams.get('t')!, headers, game };
}

/** A valid request that needs a launch first: the token goes into the body. */
export const withLaunch =
  (kind: GameKind, body: Record<string, unknown>) =>
  async (app: FastifyInstance, session: string): Promise<CallOptions> => {
    const { token } = await launched(app, session, kind);
    return { body: { ...body, token } };
  };

/** qcplayer01's welcome free bet, and the request that activates it. */
export async function withFreeBet(app: FastifyInstance, session: string): Promise<CallOptions> {
  const headers = bearer((await loginAs(app, 'qcplayer01', { session })).access_token);
  const listed = await call(app, 'getFreeBets', { session, headers, body: {} });
  const [first] = listed.json().data.freeBets as { bonusId: string }[];
  if (!first) throw new Error('qcplayer01 has no free bet');
  return { headers, body: { bonusId: first.bonusId, action: 'ACTIVATE' } };
}
