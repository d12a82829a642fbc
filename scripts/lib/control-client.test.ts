import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app.ts';
import { ControlCallError, controlClient } from './control-client.ts';

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = await buildApp();
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('controlClient', () => {
  it('answers a call with its 200 body, in the session it is bound to only', async () => {
    const one = controlClient(base, 'client-test-one');
    const other = controlClient(base, 'client-test-other');
    const { id } = await one.armScenario({ operation: 'getCommonConfig', code: 10004, times: 0 });
    expect((await one.listScenarios()).scenarios.map((scenario) => scenario.id)).toEqual([id]);
    expect((await other.listScenarios()).scenarios).toEqual([]);
  });

  it('passes path parameters, query parameters and a body', async () => {
    const client = controlClient(base, 'client-test-args');
    const { games } = await client.listGames({ playType: 'SPORTS', limit: 1 });
    expect(games).toHaveLength(1);
    const { now } = await client.readClock();
    const moved = await client.setClock({ advanceMs: 60_000 });
    expect(Date.parse(moved.now) - Date.parse(now)).toBeGreaterThanOrEqual(60_000);
    const bet = await client.placePlayerBet('player01', { game: games[0]!.gameId, stake: 1_000 });
    const settled = await client.settleBet(bet.betId, { result: 'void' });
    expect(settled.status).toBe('VOID');
  });

  it('throws a ControlCallError with the status and the server\'s words for any other answer', async () => {
    const client = controlClient(base, 'client-test-refused');
    const refused = client.disarmScenario('no-such-scenario');
    await expect(refused).rejects.toBeInstanceOf(ControlCallError);
    await expect(refused).rejects.toMatchObject({ status: 404, message: expect.stringContaining('DELETE /__mock/scenarios/{id} answered HTTP 404') });
  });
});
