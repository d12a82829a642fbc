import { describe, expect, it } from 'vitest';
import { noEvents } from '../events/events.ts';
import { MAX_STEPS_PER_READ, RATE_STEP_MS, RATED_CURRENCIES, ratesAt, seedRates, stepNoise } from './rates.ts';

const T0 = Date.parse('2026-11-24T03:00:00Z');
const fresh = (seed = 1) => ({ seed, rates: seedRates(), events: noEvents() });

describe('exchange rates', () => {
  it('start at the opening rates on first read, against JPY, and record nothing', () => {
    const state = fresh();
    const rates = ratesAt(state, T0 + 12_345);
    expect(rates.map((r) => [r.base, r.quote, r.rate, r.previousRate, r.change])).toEqual(RATED_CURRENCIES.map((c) => [c.base, 'JPY', c.opening, c.opening, 0]));
    expect(rates[0]!.at).toBe(T0);
    expect(state.events.outbox).toEqual([]);
  });

  it('step every 30 s of session time, within each currency’s volatility, one event per currency per step', () => {
    const state = fresh();
    const before = ratesAt(state, T0).map((r) => r.rate);
    expect(ratesAt(state, T0 + RATE_STEP_MS - 1).map((r) => r.rate)).toEqual(before);
    const after = ratesAt(state, T0 + RATE_STEP_MS);
    after.forEach((rate, i) => {
      expect(rate.previousRate).toBe(before[i]);
      expect(rate.change).toBeCloseTo(rate.rate - before[i]!, 2);
      expect(Math.abs(rate.change / before[i]!)).toBeLessThanOrEqual(RATED_CURRENCIES[i]!.volatility + 0.0001);
      expect(rate.at).toBe(T0 + RATE_STEP_MS);
    });
    expect(state.events.outbox.map((e) => (e.type === 'rate-changed' ? e.rate.base : e.type))).toEqual(['USD', 'USDT', 'BTC', 'ETH']);
    expect(after.some((r, i) => r.rate !== before[i])).toBe(true);
  });

  it('are deterministic per seed: the same steps give the same rates, another seed another walk', () => {
    const walk = (seed: number) => {
      const state = fresh(seed);
      ratesAt(state, T0);
      ratesAt(state, T0 + 5 * RATE_STEP_MS);
      return ratesAt(state, T0 + 40 * RATE_STEP_MS).map((r) => r.rate);
    };
    expect(walk(1)).toEqual(walk(1));
    expect(walk(2)).not.toEqual(walk(1));
    // Read step by step or in one jump: the same walk.
    const stepwise = fresh(1);
    for (let step = 0; step <= 40; step++) ratesAt(stepwise, T0 + step * RATE_STEP_MS);
    expect(stepwise.rates.rates.map((r) => r.rate)).toEqual(walk(1));
  });

  it('a clock moved back leaves them; a very long jump walks only its last day of steps and stays positive', () => {
    const state = fresh();
    ratesAt(state, T0 + RATE_STEP_MS);
    const stepped = ratesAt(state, T0 + 2 * RATE_STEP_MS).map((r) => r.rate);
    expect(ratesAt(state, T0).map((r) => r.rate)).toEqual(stepped);
    const year = ratesAt(state, T0 + 365 * 86_400_000);
    expect(state.rates.step).toBe(Math.floor((T0 + 365 * 86_400_000) / RATE_STEP_MS));
    for (const rate of year) expect(rate.rate).toBeGreaterThan(0);
    expect(MAX_STEPS_PER_READ * RATE_STEP_MS).toBe(86_400_000);
  });

  it('draw noise spread over [-1, 1)', () => {
    const draws = Array.from({ length: 2000 }, (_, step) => stepNoise(7, step, 0));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(-1);
    expect(Math.max(...draws)).toBeLessThan(1);
    const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.1);
    expect(draws.filter((d) => d > 0).length).toBeGreaterThan(800);
  });
});
