import { recordEvent, type EventsSlice } from '../events/events.ts';
import type { Rate, RatesSlice, RatesState } from './state.ts';

export type { Rate, RatesSlice, RatesState };

/**
 * Capital exchange rates (SPEC §7): what one unit of each currency a player may hold is worth in
 * yen. The mock's rates take a deterministic random walk over the session clock: one step every
 * 30 s of session time, each step's move drawn from the session's seed and the step's number, so
 * the same seed at the same session time gives the same rates on every run. Steps are applied when
 * the rates are read (an API call, a move of the mock clock); every application that steps records
 * one `rate-changed` event per currency, which the socket pushes on `currencyRate`.
 */

export const RATE_STEP_MS = 30_000;
/** A longer jump of the clock (a day at 30 s a step) only walks its last steps: the rates stay plausible, the read stays cheap. */
export const MAX_STEPS_PER_READ = 2_880;
const RATE_QUOTE = 'JPY';

interface RatedCurrency {
  base: string;
  /** Where the walk starts, in yen. */
  opening: number;
  /** The largest move of one step, as a fraction of the rate. */
  volatility: number;
}

/** The currencies of OFFERED_CURRENCIES other than the yen, in that order. */
export const RATED_CURRENCIES: readonly RatedCurrency[] = [
  { base: 'USD', opening: 151.2, volatility: 0.0015 },
  { base: 'USDT', opening: 151.05, volatility: 0.0015 },
  { base: 'BTC', opening: 14_250_000, volatility: 0.004 },
  { base: 'ETH', opening: 520_000, volatility: 0.005 },
];

export const seedRates = (): RatesState => ({ step: null, rates: [] });

/** Yen to 2 decimals: what the contract shows and the site formats. */
const toYen = (value: number) => Math.round(value * 100) / 100;

/** A number in [-1, 1) from the seed, the step and the currency: mulberry32 over a mixed key, one draw. */
export function stepNoise(seed: number, step: number, currency: number): number {
  let t = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(step | 0, 0xc2b2ae35) ^ Math.imul(currency + 1, 0x27d4eb2f)) >>> 0;
  t = (t + 0x6d2b79f5) >>> 0;
  let r = Math.imul(t ^ (t >>> 15), t | 1);
  r ^= r + Math.imul(r ^ (r >>> 7), r | 61);
  return (((r ^ (r >>> 14)) >>> 0) / 4_294_967_296) * 2 - 1;
}

/** One step of one currency's walk; never below a hundredth of a yen. */
export function walk(rate: number, seed: number, step: number, index: number): number {
  const { volatility } = RATED_CURRENCIES[index]!;
  return Math.max(0.01, toYen(rate * (1 + volatility * stepNoise(seed, step, index))));
}

/**
 * The rates at `now`, stepping them first when session time has reached a new step. A clock moved
 * back leaves them where they are (rates never un-step).
 */
export function ratesAt(state: RatesSlice & EventsSlice, now: number): Rate[] {
  const current = Math.floor(now / RATE_STEP_MS);
  const { rates } = state;
  if (rates.step === null) {
    rates.step = current;
    rates.rates = RATED_CURRENCIES.map(({ base, opening }) => ({ base, quote: RATE_QUOTE, rate: opening, previousRate: opening, change: 0, at: current * RATE_STEP_MS }));
    return rates.rates;
  }
  if (current <= rates.step) return rates.rates;
  const first = Math.max(rates.step + 1, current - MAX_STEPS_PER_READ + 1);
  rates.rates = rates.rates.map((quote, index) => {
    let previous = quote.rate;
    let rate = quote.rate;
    for (let step = first; step <= current; step++) {
      previous = rate;
      rate = walk(rate, state.seed, step, index);
    }
    return { ...quote, rate, previousRate: previous, change: toYen(rate - previous), at: current * RATE_STEP_MS };
  });
  rates.step = current;
  for (const rate of rates.rates) recordEvent(state, { type: 'rate-changed', rate }, now);
  return rates.rates;
}
