import { describe, expect, it } from 'vitest';
import { RATE_STEP_MS } from '../domain/rates/rates.ts';
import { admin, call } from '../testing/app.ts';
import { listeningApp } from '../testing/server.ts';
import { connect } from '../testing/sockets.ts';

describe('exchange rates on the live-push socket', () => {
  it('a jump of the mock clock pushes each currency’s new rate on currencyRate, to visitors too', async () => {
    const { app, base } = await listeningApp();
    const before = (await call(app, 'getExchangeRates', { body: {}, session: 'fx-a' })).json().data;
    const client = await connect(base, '?mockSession=fx-a');
    client.send({ type: 'connection_init', payload: {} });
    expect(await client.next()).toEqual({ type: 'connection_ack' });
    client.send({ type: 'subscribe', id: 'r1', payload: { topic: 'currencyRate' } });
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });

    const { now } = (await admin(app, 'POST', '/__mock/clock', { advanceMs: RATE_STEP_MS }, 'fx-a')).json();
    const step = Math.floor(Date.parse(now) / RATE_STEP_MS) * RATE_STEP_MS;
    for (const [i, base] of ['USD', 'USDT', 'BTC', 'ETH'].entries()) {
      const message = await client.next();
      expect(message).toMatchObject({ type: 'next', id: 'r1', payload: { topic: 'currencyRate', data: { base, quote: 'JPY', previousRate: before[i].rate, time: new Date(step).toISOString() } } });
    }
    // What the API answers now is what was pushed.
    const after = (await call(app, 'getExchangeRates', { body: {}, session: 'fx-a' })).json().data;
    expect(after[0].rate).toBeGreaterThan(0);
    // Reading again in the same step pushes nothing more.
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });
    client.close();
  });
});
