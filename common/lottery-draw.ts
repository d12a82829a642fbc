import { sha256Bytes, sha256Hex } from './sha256.ts';

/**
 * The lottery's verifiable draw (algorithm `sha256-counter-v1`), which the mock server draws with
 * and the site checks with. Before a draw the house publishes `seedHash` = SHA-256(seed); after
 * it, the seed. Anyone can then check the hash and recompute the numbers:
 *
 *   for i = 0, 1, 2, ...: d = SHA-256("<seed>:<i>"); x = the first 4 bytes of d, big-endian;
 *   skip x when x >= floor(2^32 / max) * max (so every number is equally likely); n = x mod max + 1;
 *   skip n when already drawn; stop once `pick` numbers are drawn.
 *
 * The seed is 64 hex digits (32 random bytes), and every text is hashed as its UTF-8 bytes.
 */

export const DRAW_ALGORITHM = 'sha256-counter-v1';

export const seedHashOf = (seed: string): string => sha256Hex(seed);

/** The winning numbers of a seed, in the order they were drawn. */
export function winningNumbers(seed: string, pick: number, max: number): number[] {
  if (!Number.isInteger(pick) || !Number.isInteger(max) || pick < 1 || max < pick || max > 2 ** 32) throw new RangeError(`cannot draw ${pick} of 1..${max}`);
  const limit = Math.floor(2 ** 32 / max) * max;
  const drawn: number[] = [];
  for (let i = 0; drawn.length < pick; i++) {
    const digest = sha256Bytes(`${seed}:${i}`);
    const x = ((digest[0]! << 24) | (digest[1]! << 16) | (digest[2]! << 8) | digest[3]!) >>> 0;
    if (x >= limit) continue;
    const n = (x % max) + 1;
    if (!drawn.includes(n)) drawn.push(n);
  }
  return drawn;
}

/** How many of an entry's numbers were drawn. */
export const matchesOf = (numbers: readonly number[], winning: readonly number[]): number => numbers.filter((n) => winning.includes(n)).length;

/** An entry's numbers are `pick` different whole numbers in 1..max. */
export const isValidPick = (numbers: readonly number[], pick: number, max: number): boolean =>
  numbers.length === pick && new Set(numbers).size === pick && numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= max);

/** The check a player runs on a drawn draw: the seed matches the hash published before, and the numbers follow from it. */
export function verifyDraw(draw: { seed: string; seedHash: string; winningNumbers: readonly number[] }, pick: number, max: number): { hashMatches: boolean; numbersMatch: boolean } {
  const recomputed = winningNumbers(draw.seed, pick, max);
  return {
    hashMatches: seedHashOf(draw.seed) === draw.seedHash,
    numbersMatch: recomputed.length === draw.winningNumbers.length && recomputed.every((n, i) => n === draw.winningNumbers[i]),
  };
}
