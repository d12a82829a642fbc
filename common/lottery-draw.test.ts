import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidPick, matchesOf, seedHashOf, verifyDraw, winningNumbers } from './lottery-draw.ts';
import { sha256Hex } from './sha256.ts';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256', () => {
  it('matches the standard test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });

  it('agrees with Node for any text, multi-byte characters and block boundaries included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(sha256Hex(text)).toBe(nodeSha256(text));
      }),
      { numRuns: 300 },
    );
    // fast-check's binary strings are slow to make (seconds for 300 runs, hashing is a few ms): room on a loaded machine.
  }, 30_000);
});

/** The README's recipe, written out again with Node's crypto: what a player would run. */
function recipe(seed: string, pick: number, max: number): number[] {
  const limit = Math.floor(2 ** 32 / max) * max;
  const drawn: number[] = [];
  for (let i = 0; drawn.length < pick; i++) {
    const x = createHash('sha256').update(`${seed}:${i}`).digest().readUInt32BE(0);
    if (x >= limit || drawn.includes((x % max) + 1)) continue;
    drawn.push((x % max) + 1);
  }
  return drawn;
}

describe('the verifiable draw', () => {
  it('draws `pick` different numbers in 1..max, the ones the published recipe gives', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 6, max: 60 }), (bytes, pick, max) => {
        const seed = Buffer.from(bytes).toString('hex');
        const numbers = winningNumbers(seed, pick, max);
        expect(isValidPick(numbers, pick, max)).toBe(true);
        expect(numbers).toEqual(recipe(seed, pick, max));
      }),
      { numRuns: 200 },
    );
  });

  it('lets anyone check a draw against the hash published before it, and catches a changed seed or number', () => {
    const seed = randomBytes(32).toString('hex');
    const draw = { seed, seedHash: seedHashOf(seed), winningNumbers: winningNumbers(seed, 3, 10) };
    expect(draw.seedHash).toBe(nodeSha256(seed));
    expect(verifyDraw(draw, 3, 10)).toEqual({ hashMatches: true, numbersMatch: true });
    expect(verifyDraw({ ...draw, seed: randomBytes(32).toString('hex') }, 3, 10).hashMatches).toBe(false);
    const other = draw.winningNumbers.map((n) => (n % 10) + 1);
    expect(verifyDraw({ ...draw, winningNumbers: other }, 3, 10).numbersMatch).toBe(false);
  });

  it('counts matches and refuses picks that are not `pick` different numbers in range', () => {
    expect(matchesOf([1, 2, 3], [3, 9, 1])).toBe(2);
    expect(isValidPick([1, 2, 3], 3, 10)).toBe(true);
    expect(isValidPick([1, 1, 3], 3, 10)).toBe(false);
    expect(isValidPick([1, 2, 11], 3, 10)).toBe(false);
    expect(isValidPick([1, 2], 3, 10)).toBe(false);
    expect(isValidPick([0, 2, 3], 3, 10)).toBe(false);
  });
});
