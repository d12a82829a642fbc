import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { admin, call } from '../testing/app.ts';
import { runningTournament } from '../testing/competitions.ts';
import { launched } from '../testing/machines.ts';
import { bearer, loginAs, setClock } from '../testing/players.ts';
import { listeningApp } from '../testing/server.ts';
import { connect } from '../testing/sockets.ts';

const NOON = '2026-11-24T03:00:00.000Z';

interface Push {
  type: string;
  id?: string;
  payload: { topic: string; data: { tournamentId: string; top: { rank: number; score: number; you: boolean }[]; me: { rank: number; score: number } | null; status: string } };
}

/** A socket (a player's, or a visitor's) watching `tournamentId` as r1. */
async function watcher(app: FastifyInstance, base: string, session: string, tournamentId: string, loginName?: string) {
  const token = loginName ? (await loginAs(app, loginName, { session })).access_token : undefined;
  const client = await connect(base, `?mockSession=${session}`);
  client.send({ type: 'connection_init', payload: token ? { token } : {} });
  expect(await client.next()).toEqual({ type: 'connection_ack' });
  client.send({ type: 'subscribe', id: 'r1', payload: { topic: 'orderRanking', tournamentId } });
  client.send({ type: 'ping' });
  expect(await client.next()).toEqual({ type: 'pong' });
  return { client, headers: token ? bearer(token) : {} };
}

describe('orderRanking pushes', () => {
  it('go to the tournament’s watchers only: its top, and each player’s own row', async () => {
    const { app, base } = await listeningApp();
    await setClock(app, NOON);
    const id = await runningTournament(app, 'default');
    const weekly = await runningTournament(app, 'default', 'WEEKLY');
    const player = await watcher(app, base, 'default', id, 'qcplayer01');
    const visitor = await watcher(app, base, 'default', id);
    const elsewhere = await watcher(app, base, 'default', weekly);

    await call(app, 'joinTournament', { headers: player.headers, body: { tournamentId: id } });
    const mine = (await player.client.next()) as Push;
    expect(mine).toMatchObject({ type: 'next', id: 'r1', payload: { topic: 'orderRanking', data: { tournamentId: id, status: 'RUNNING', me: { score: 0 } } } });
    const seen = (await visitor.client.next()) as Push;
    expect(seen.payload.data.me).toBeNull();
    expect(seen.payload.data.top).toEqual(mine.payload.data.top.map((row) => ({ ...row, you: false })));

    await admin(app, 'POST', `/__mock/tournaments/${id}/scores`, { loginName: 'qcplayer01', score: 1_000_000 });
    expect(((await player.client.next()) as Push).payload.data.top[0]).toEqual({ rank: 1, maskedName: 'pl***01', score: 1_000_000, you: true });
    // The other tournament's watcher heard nothing.
    elsewhere.client.send({ type: 'ping' });
    expect(await elsewhere.client.next()).toEqual({ type: 'pong' });
    for (const socket of [player, visitor, elsewhere]) socket.client.close();
  });

  it('turn a burst of bets into a few pushes, the last one with every bet in it', async () => {
    const { app, base } = await listeningApp({ rankingIntervalMs: 200 });
    await setClock(app, NOON);
    const id = await runningTournament(app, 'default');
    const { token, headers, game } = await launched(app, 'default', 'pachinko');
    await call(app, 'joinTournament', { headers, body: { tournamentId: id } });
    const player = await watcher(app, base, 'default', id, 'qcplayer01');
    const started = Date.now();
    const rounds = 40;
    for (let i = 0; i < rounds; i++) await call(app, 'playMachineRound', { body: { token, roundId: `burst-${String(i).padStart(4, '0')}`, stake: game.minBet } });
    const pushes: Push[] = [];
    for (;;) {
      const push = (await player.client.next()) as Push;
      pushes.push(push);
      if (push.payload.data.me?.score === rounds * game.minBet) break;
    }
    const elapsed = Date.now() - started;
    // At once, then at most one per 200 ms: never one per bet.
    expect(pushes.length).toBeLessThanOrEqual(Math.ceil(elapsed / 200) + 1);
    expect(pushes.length).toBeLessThan(rounds);
    player.client.close();
  });

  it('need a tournament: a subscription without one (or one on another topic) is refused', async () => {
    const { base } = await listeningApp();
    const client = await connect(base, '?mockSession=default');
    client.send({ type: 'connection_init', payload: {} });
    await client.next();
    client.send({ type: 'subscribe', id: 'a', payload: { topic: 'orderRanking' } });
    expect(await client.next()).toEqual({ type: 'error', id: 'a', payload: { message: 'orderRanking needs payload.tournamentId' } });
    client.send({ type: 'subscribe', id: 'b', payload: { topic: 'wallet', tournamentId: 'T-DAILY-20261124' } });
    expect(await client.next()).toMatchObject({ type: 'error', id: 'b' });
    client.close();
  });
});

describe('orderAll pushes', () => {
  it('carry a notable win to every socket of the session, visitors too', async () => {
    const { app, base } = await listeningApp();
    const client = await connect(base, '?mockSession=default');
    client.send({ type: 'connection_init', payload: {} });
    await client.next();
    client.send({ type: 'subscribe', id: 'w', payload: { topic: 'orderAll' } });
    const { token, game } = await launched(app, 'default', 'sports');
    const { betId } = (await call(app, 'playMachineRound', { body: { token, roundId: 'big-win-0001', stake: game.minBet, selection: 'AWAY' } })).json().data;
    await admin(app, 'POST', `/__mock/bets/${betId}/settle`, { result: 'win', payout: game.minBet * 10 });
    expect(await client.next()).toMatchObject({ type: 'next', id: 'w', payload: { topic: 'orderAll', data: { orderNo: betId, maskedName: 'pl***01', multiplier: 10 } } });
    client.close();
  });
});
