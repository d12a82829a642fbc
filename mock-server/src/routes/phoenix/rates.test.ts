import { describe, expect, it } from 'vitest';
import { RATE_STEP_MS } from '../../domain/rates/rates.ts';
import { call, testApp } from '../../testing/app.ts';
import { advanceClock } from '../../testing/players.ts';

describe('getExchangeRates', () => {
  it('answers USD, USDT, BTC and ETH in yen for visitors too, and steps with the session clock', async () => {
    const app = await testApp();
    const first = (await call(app, 'getExchangeRates', { body: {} })).json();
    expect(first.code).toBe(200);
    expect(first.data.map((r: { base: string; quote: string }) => `${r.base}/${r.quote}`)).toEqual(['USD/JPY', 'USDT/JPY', 'BTC/JPY', 'ETH/JPY']);
    expect(first.data[0]).toMatchObject({ rate: 151.2, previousRate: 151.2, change: 0 });
    expect(Date.parse(first.data[0].time) % RATE_STEP_MS).toBe(0);

    await advanceClock(app, RATE_STEP_MS);
    const next = (await call(app, 'getExchangeRates', { body: {} })).json().data;
    expect(next.map((r: { previousRate: number }) => r.previousRate)).toEqual(first.data.map((r: { rate: number }) => r.rate));
    expect(Date.parse(next[0].time) - Date.parse(first.data[0].time)).toBe(RATE_STEP_MS);
    // Another session walks on its own clock.
    expect((await call(app, 'getExchangeRates', { body: {}, session: 'other' })).json().data[0].rate).toBe(151.2);
  });
});
