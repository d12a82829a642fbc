import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { socketContract } from '../contract.ts';
import { issueToken } from '../domain/identity/tokens.ts';
import { admin } from '../testing/app.ts';
import { listeningApp } from '../testing/server.ts';
import { connect } from '../testing/sockets.ts';

describe('live-push socket /ws/push', () => {
  it('acks connection_init, answers ping, delivers pushes per topic and stops after unsubscribe', async () => {
    const { app, base } = await listeningApp();
    const client = await connect(base, '?mockSession=push-a');
    client.send({ type: 'connection_init', payload: { locale: 'ja-JP' } });
    expect(await client.next()).toEqual({ type: 'connection_ack' });
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });
    client.send({ type: 'subscribe', id: 'toast-1', payload: { topic: 'publicToast' } });
    client.send({ type: 'ping' }); // round trip so the subscription is in place
    await client.next();

    const payload = { level: 'info', message: { 'ja-JP': 'メンテナンスのお知らせ', 'en-US': 'Maintenance notice', 'zh-CN': '维护通知' }, linkUrl: null };
    const pushed = await admin(app, 'POST', '/__mock/push', { topic: 'publicToast', payload }, 'push-a');
    expect(pushed.json()).toEqual({ delivered: 1 });
    expect(await client.next()).toEqual({ type: 'next', id: 'toast-1', payload: { topic: 'publicToast', data: payload } });

    expect((await admin(app, 'POST', '/__mock/push', { topic: 'publicToast', payload })).json()).toEqual({ delivered: 0 });
    expect((await admin(app, 'POST', '/__mock/push', { topic: 'wallet', payload: { walletType: 'COMMON', currency: 'JPY', amount: 5 } }, 'push-a')).json()).toEqual({ delivered: 0 });

    client.send({ type: 'unsubscribe', id: 'toast-1' });
    client.send({ type: 'ping' });
    await client.next();
    expect((await admin(app, 'POST', '/__mock/push', { topic: 'publicToast', payload }, 'push-a')).json()).toEqual({ delivered: 0 });
    client.close();
  });

  it('closes with 4401 when anything comes before connection_init', async () => {
    const { base } = await listeningApp();
    const client = await connect(base);
    client.send({ type: 'subscribe', id: '1', payload: { topic: 'wallet' } });
    expect(await client.next()).toMatchObject({ type: 'error', payload: { message: expect.any(String) } });
    expect((await client.closed).code).toBe(4401);
  });

  it('answers garbage frames with an error and stays open', async () => {
    const { base } = await listeningApp();
    const client = await connect(base);
    client.send('not json at all');
    expect(await client.next()).toMatchObject({ type: 'error' });
    client.send({ type: 'subscribe', id: 'x' });
    expect(await client.next()).toMatchObject({ type: 'error', id: 'x' });
    client.send({ type: 'connection_init' });
    expect(await client.next()).toEqual({ type: 'connection_ack' });
    client.close();
  });

  it('filters a push by the loginName of the socket token, and takes the session from the cookie', async () => {
    const { app, base } = await listeningApp();
    const state = app.mock.sessions.get('push-b').state;
    issueToken(state, 'qcalice', 'tok-alice', Date.now() + 60_000);
    const alice = await connect(base, '', { cookie: 'theme=dark; mock-session=push-b' });
    const anonymous = await connect(base, '?mockSession=push-b');
    alice.send({ type: 'connection_init', payload: { token: 'tok-alice' } });
    anonymous.send({ type: 'connection_init' });
    await alice.next();
    await anonymous.next();
    for (const client of [alice, anonymous]) {
      client.send({ type: 'subscribe', id: 'w', payload: { topic: 'wallet' } });
      client.send({ type: 'ping' });
      await client.next();
    }
    const payload = { walletType: 'COMMON', currency: 'JPY', amount: 1200 };
    expect((await admin(app, 'POST', '/__mock/push', { topic: 'wallet', payload, loginName: 'qcalice' }, 'push-b')).json()).toEqual({ delivered: 1 });
    expect(await alice.next()).toMatchObject({ type: 'next', payload: { topic: 'wallet', data: payload } });
    expect((await admin(app, 'POST', '/__mock/push', { topic: 'wallet', payload }, 'push-b')).json()).toEqual({ delivered: 2 });
    alice.close();
    anonymous.close();
  });

  it('closes a socket that stays silent', async () => {
    const { base } = await listeningApp({ socketIdleMs: 100 });
    const client = await connect(base);
    expect((await client.closed).code).toBe(4408);
  });
});

describe('live-push socket under arbitrary frames', () => {
  it('answers any frame after init with protocol messages only, and keeps serving', async () => {
    const { base } = await listeningApp();
    const frame = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.record({ type: fc.constantFrom('subscribe', 'unsubscribe', 'ping', 'connection_init', 'next'), id: fc.jsonValue(), payload: fc.jsonValue() }).map((value) => JSON.stringify(value)),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 8 }), async (frames) => {
        const client = await connect(base, '?mockSession=fuzz');
        client.send({ type: 'connection_init' });
        expect(await client.next()).toEqual({ type: 'connection_ack' });
        for (const raw of frames) client.send(raw);
        client.send({ type: 'ping' });
        // Every answer is a protocol message; the ping's pong comes last.
        for (;;) {
          const message = await client.next();
          expect(socketContract.ServerMessage.safeParse(message).success, JSON.stringify(message)).toBe(true);
          if ((message as { type: string }).type === 'pong') break;
        }
        client.close();
      }),
      { numRuns: 40 },
    );
  });
});
