import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_TTL_SECONDS,
  CAPTCHA_WIDTH,
  CAPTCHAS_LIMIT,
  captchaAnswer,
  consumeSolvedCaptcha,
  generateCaptcha,
  PIECE_SIZE,
  pieceDepth,
  SOLVED_CAPTCHA_TTL_SECONDS,
  verifyCaptcha,
} from './captcha.ts';
import { freshState } from '../state.ts';

const T0 = Date.parse('2026-11-22T10:00:00Z');

/** A small seeded generator (mulberry32), so a failing puzzle can be drawn again. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const answer = (x: number, y: number) => Buffer.from(JSON.stringify({ x, y })).toString('base64');

async function rgba(base64: string) {
  const { data, info } = await sharp(Buffer.from(base64, 'base64')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, at: (x: number, y: number, channel: number) => data[(y * info.width + x) * 4 + channel]! };
}

describe('slider captcha', () => {
  it('draws real PNGs: the picture with a hole, and the piece on transparency', async () => {
    const state = freshState(1);
    const puzzle = await generateCaptcha(state, { use: 1, now: T0, random: seeded(7) });
    expect(puzzle).toMatchObject({ width: 300, height: 160, pieceWidth: 50, pieceHeight: 50, expiresInSeconds: 120 });
    expect(puzzle.shadeImage).not.toMatch(/^data:/);
    const shadeMeta = await sharp(Buffer.from(puzzle.shadeImage, 'base64')).metadata();
    const cutoutMeta = await sharp(Buffer.from(puzzle.cutoutImage, 'base64')).metadata();
    expect(shadeMeta).toMatchObject({ format: 'png', width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
    expect(cutoutMeta).toMatchObject({ format: 'png', width: PIECE_SIZE, height: PIECE_SIZE, hasAlpha: true });

    const { x, y } = captchaAnswer(state, puzzle.captchaId)!;
    expect(y).toBe(puzzle.y);
    const cutout = await rgba(puzzle.cutoutImage);
    const shade = await rgba(puzzle.shadeImage);
    let [holeLight, pieceLight, inside] = [0, 0, 0];
    for (let py = 0; py < PIECE_SIZE; py += 1) {
      for (let px = 0; px < PIECE_SIZE; px += 1) {
        const depth = pieceDepth(px + 0.5, py + 0.5);
        // Clear of the anti-aliased edge: nothing outside the piece, the piece fully opaque.
        if (depth < -1) expect(cutout.at(px, py, 3), `alpha at ${px},${py}`).toBe(0);
        if (depth > 2) {
          expect(cutout.at(px, py, 3), `alpha at ${px},${py}`).toBe(255);
          inside += 1;
          for (let c = 0; c < 3; c += 1) {
            pieceLight += cutout.at(px, py, c);
            holeLight += shade.at(x + px, y + py, c);
          }
        }
      }
    }
    expect(inside).toBeGreaterThan(1000);
    // The hole shows the same pixels as the piece, darkened by half.
    expect(holeLight / pieceLight).toBeGreaterThan(0.4);
    expect(holeLight / pieceLight).toBeLessThan(0.6);
  });

  it('places the hole inside its ranges and keeps the answer in the session', async () => {
    const state = freshState(1);
    const random = seeded(11);
    for (let i = 0; i < 8; i += 1) {
      const { captchaId } = await generateCaptcha(state, { use: 2, now: T0, random });
      const entry = state.captchas[captchaId]!;
      expect(entry).toEqual({ x: expect.any(Number), y: expect.any(Number), use: 2, expiresAt: T0 + 120_000, status: 'new' });
      expect(entry.x).toBeGreaterThanOrEqual(70);
      expect(entry.x).toBeLessThanOrEqual(240);
      expect(entry.y).toBeGreaterThanOrEqual(10);
      expect(entry.y).toBeLessThanOrEqual(100);
      expect(captchaAnswer(state, captchaId)).toEqual({ x: entry.x, y: entry.y, width: 300, height: 160 });
    }
    expect(captchaAnswer(state, 'nope')).toBeUndefined();
    expect(structuredClone(state.captchas)).toEqual(state.captchas);
  });

  it('draws a different picture each time, and the same one for the same seed', async () => {
    const state = freshState(1);
    const [a, b, c] = await Promise.all([7, 7, 8].map((seed) => generateCaptcha(state, { use: 1, now: T0, random: seeded(seed) })));
    expect(a!.shadeImage).toBe(b!.shadeImage);
    expect(a!.shadeImage).not.toBe(c!.shadeImage);
    expect(a!.captchaId).not.toBe(b!.captchaId);
  });

  describe('verify', () => {
    async function puzzle() {
      const state = freshState(1);
      const { captchaId } = await generateCaptcha(state, { use: 1, now: T0, random: seeded(3) });
      return { state, captchaId, ...captchaAnswer(state, captchaId)! };
    }

    it('passes within 5 px on each axis, once', async () => {
      const { state, captchaId, x, y } = await puzzle();
      expect(verifyCaptcha(state, captchaId, answer(x + 5, y - 5), T0 + 1000)).toEqual({ validateResult: 1 });
      expect(state.captchas[captchaId]).toMatchObject({ status: 'passed', passedAt: T0 + 1000 });
      expect(verifyCaptcha(state, captchaId, answer(x, y), T0 + 2000)).toEqual({ validateResult: 0, reason: 'used' });
    });

    it('fails a miss for good', async () => {
      const { state, captchaId, x, y } = await puzzle();
      expect(verifyCaptcha(state, captchaId, answer(x + 6, y), T0)).toEqual({ validateResult: 0, reason: 'wrong' });
      expect(state.captchas[captchaId]!.status).toBe('failed');
      expect(verifyCaptcha(state, captchaId, answer(x, y), T0)).toEqual({ validateResult: 0, reason: 'used' });
      const other = await puzzle();
      expect(verifyCaptcha(other.state, other.captchaId, answer(other.x, other.y + 5.5), T0)).toEqual({ validateResult: 0, reason: 'wrong' });
    });

    it('refuses an expired or unknown puzzle', async () => {
      const { state, captchaId, x, y } = await puzzle();
      expect(verifyCaptcha(state, captchaId, answer(x, y), T0 + CAPTCHA_TTL_SECONDS * 1000)).toEqual({ validateResult: 0, reason: 'expired' });
      expect(verifyCaptcha(state, 'no-such-id', answer(x, y), T0)).toEqual({ validateResult: 0, reason: 'unknown' });
      expect(verifyCaptcha(state, 'constructor', answer(x, y), T0)).toEqual({ validateResult: 0, reason: 'unknown' });
    });

    it('calls a malformed answer malformed and leaves the puzzle open', async () => {
      const { state, captchaId, x, y } = await puzzle();
      const b64 = (text: string) => Buffer.from(text).toString('base64');
      for (const bad of ['', 'not base64!', b64('not json'), b64('[1,2]'), b64('null'), b64('{"x":"1","y":2}'), b64('{"x":1}'), JSON.stringify({ x, y })]) {
        expect(verifyCaptcha(state, captchaId, bad, T0), bad).toEqual({ validateResult: 0, reason: 'malformed' });
      }
      expect(verifyCaptcha(state, captchaId, answer(x, y), T0)).toEqual({ validateResult: 1 });
    });
  });

  describe('consumeSolvedCaptcha', () => {
    it('lets a passed puzzle pay for exactly one code send within 300 s', async () => {
      const state = freshState(1);
      const { captchaId } = await generateCaptcha(state, { use: 5, now: T0 });
      expect(consumeSolvedCaptcha(state, captchaId, T0)).toBe(false); // not solved yet
      const { x, y } = captchaAnswer(state, captchaId)!;
      verifyCaptcha(state, captchaId, answer(x, y), T0 + 10_000);
      expect(consumeSolvedCaptcha(state, captchaId, T0 + 10_000 + SOLVED_CAPTCHA_TTL_SECONDS * 1000 - 1)).toBe(true);
      expect(consumeSolvedCaptcha(state, captchaId, T0 + 20_000)).toBe(false);
      expect(state.captchas[captchaId]!.status).toBe('consumed');
    });

    it('refuses after 300 s, a failed puzzle and an unknown id', async () => {
      const state = freshState(1);
      const [late, failed] = await Promise.all([generateCaptcha(state, { use: 5, now: T0 }), generateCaptcha(state, { use: 5, now: T0 })]);
      const spot = captchaAnswer(state, late.captchaId)!;
      verifyCaptcha(state, late.captchaId, answer(spot.x, spot.y), T0);
      expect(consumeSolvedCaptcha(state, late.captchaId, T0 + SOLVED_CAPTCHA_TTL_SECONDS * 1000)).toBe(false);
      verifyCaptcha(state, failed.captchaId, answer(0, 0), T0);
      expect(consumeSolvedCaptcha(state, failed.captchaId, T0)).toBe(false);
      expect(consumeSolvedCaptcha(state, 'no-such-id', T0)).toBe(false);
    });
  });

  it('keeps only the latest 200 puzzles', async () => {
    const state = freshState(1);
    const first = await generateCaptcha(state, { use: 1, now: T0 });
    // Filling the store directly: 200 real drawings would only slow the test down.
    for (let i = 0; i < CAPTCHAS_LIMIT - 1; i += 1) state.captchas[`filler-${i}`] = { x: 100, y: 20, use: 1, expiresAt: T0, status: 'new' };
    expect(Object.keys(state.captchas)).toHaveLength(CAPTCHAS_LIMIT);
    const last = await generateCaptcha(state, { use: 1, now: T0 });
    expect(Object.keys(state.captchas)).toHaveLength(CAPTCHAS_LIMIT);
    expect(state.captchas[first.captchaId]).toBeUndefined();
    expect(state.captchas[last.captchaId]).toBeDefined();
  });
});
