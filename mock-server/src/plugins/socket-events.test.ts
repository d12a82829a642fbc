import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { admin, call } from '../testing/app.ts';
import { bearer, loginAs } from '../testing/players.ts';
import { listeningApp } from '../testing/server.ts';
import { connect } from '../testing/sockets.ts';

/** A socket of `loginName` (or a visitor) in `session`, subscribed to `wallet` as w1. */
async function walletSocket(app: FastifyInstance, base: string, session: string, loginName?: string) {
  const token = loginName ? (await loginAs(app, loginName, { session })).access_token : undefined;
  const client = await connect(base, `?mockSession=${session}`);
  client.send({ type: 'connection_init', payload: token ? { token } : {} });
  expect(await client.next()).toEqual({ type: 'connection_ack' });
  client.send({ type: 'subscribe', id: 'w1', payload: { topic: 'wallet' } });
  // Frames are handled in order: after the pong the subscription stands.
  client.send({ type: 'ping' });
  expect(await client.next()).toEqual({ type: 'pong' });
  return { client, token };
}

/** Nothing else arrived first: the next message is the pong of this ping. */
async function expectNothingBefore(client: Awaited<ReturnType<typeof connect>>) {
  client.send({ type: 'ping' });
  expect(await client.next()).toEqual({ type: 'pong' });
}

describe('session events on the live-push socket', () => {
  it('a wallet adjustment reaches the player’s sockets on `wallet` with the new balance, once per movement', async () => {
    const { app, base } = await listeningApp();
    const { client } = await walletSocket(app, base, 'ev-a', 'qcplayer01');
    const adjust = { loginName: 'qcplayer01', amount: 10_000, idempotencyKey: 'k1' };
    expect((await admin(app, 'POST', '/__mock/wallets/adjust', adjust, 'ev-a')).statusCode).toBe(200);
    expect(await client.next()).toEqual({ type: 'next', id: 'w1', payload: { topic: 'wallet', data: { walletType: 'COMMON', currency: 'JPY', amount: 135_000 } } });
    // The same key again changes nothing, so nothing is pushed.
    await admin(app, 'POST', '/__mock/wallets/adjust', adjust, 'ev-a');
    await admin(app, 'POST', '/__mock/wallets/adjust', { loginName: 'qcplayer01', amount: -5_000, walletType: 'PROMOTION' }, 'ev-a');
    expect(await client.next()).toMatchObject({ payload: { topic: 'wallet', data: { walletType: 'PROMOTION', amount: 0 } } });
    await expectNothingBefore(client);
    client.close();
  });

  it('goes to no one else: another player, a visitor, another session, a topic not subscribed', async () => {
    const { app, base } = await listeningApp();
    const other = await walletSocket(app, base, 'ev-b', 'qctransfer01');
    const visitor = await walletSocket(app, base, 'ev-b');
    const elsewhere = await walletSocket(app, base, 'ev-c', 'qcplayer01');
    const token = (await loginAs(app, 'qcplayer01', { session: 'ev-b' })).access_token;
    const unsubscribed = await connect(base, '?mockSession=ev-b');
    unsubscribed.send({ type: 'connection_init', payload: { token } });
    expect(await unsubscribed.next()).toEqual({ type: 'connection_ack' });
    unsubscribed.send({ type: 'subscribe', id: 'd1', payload: { topic: 'deposit' } });
    await expectNothingBefore(unsubscribed);

    await admin(app, 'POST', '/__mock/wallets/adjust', { loginName: 'qcplayer01', amount: 1 }, 'ev-b');
    for (const client of [other.client, visitor.client, elsewhere.client, unsubscribed]) {
      await expectNothingBefore(client);
      client.close();
    }
  });

  it('an API operation that moves money pushes too: the legacy transfer', async () => {
    const { app, base } = await listeningApp();
    const { client, token } = await walletSocket(app, base, 'ev-d', 'qctransfer01');
    const confirmed = await call(app, 'confirmTransfer', { session: 'ev-d', headers: bearer(token!), body: {} });
    expect(confirmed.json()).toMatchObject({ code: 200 });
    expect(await client.next()).toEqual({ type: 'next', id: 'w1', payload: { topic: 'wallet', data: { walletType: 'COMMON', currency: 'JPY', amount: 32_000 } } });
    client.close();
  });

  it('stops listening when the socket closes', async () => {
    const { app, base } = await listeningApp();
    const { client } = await walletSocket(app, base, 'ev-e', 'qcplayer01');
    const session = app.mock.sessions.get('ev-e');
    expect(session.events.listeners).toBe(1);
    client.close();
    await client.closed;
    await expect.poll(() => session.events.listeners).toBe(0);
  });
});
