
/**
 * The session's outcome generator, mulberry32: small, fast, and the state is one number kept in
 * session state, so a session replays the same outcomes from the same seed and a reset starts
 * them again. Not for anything secret. A QA history draws from a generator of its own seed, in
 * the same shape, so it leaves the session's outcomes as they were.
 */
export interface RandomSource {
  bets: { rng: number };
}

/** A generator of its own from a seed (the session's starts the same way, in state.ts). */
export const seededSource = (seed: number): RandomSource => ({ bets: { rng: (seed * 0x9e3779b1) >>> 0 } });

export function nextRandom(state: RandomSource): number {
  state.bets.rng = (state.bets.rng + 0x6d2b79f5) >>> 0;
  let t = state.bets.rng;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}

/** One of `items` by weight. */
export function pickWeighted<T extends { weight: number }>(state: RandomSource, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let roll = nextRandom(state) * total;
  for (const item of items) {
    roll -= item.weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1]!;
}
