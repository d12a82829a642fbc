import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

/**
 * The slider captcha (SPEC §3, §4): a real picture with a jigsaw-shaped hole, and the piece that
 * fits it. The player drags the piece along its row; the server checks where it was dropped.
 * Pictures are drawn as SVG and rasterised with sharp, so every puzzle looks different and the
 * piece is exactly the hole's pixels.
 */
export const CAPTCHA_WIDTH = 300;
export const CAPTCHA_HEIGHT = 160;
export const PIECE_SIZE = 50;
export const CAPTCHA_TTL_SECONDS = 120;
/** How far (px, each axis) a drop may miss the hole and still pass. */
const CAPTCHA_TOLERANCE = 5;
/** A passed puzzle authorises one code send within this time. */
export const SOLVED_CAPTCHA_TTL_SECONDS = 300;
/** Puzzles kept per session; a page that asks for many only keeps its latest ones. */
export const CAPTCHAS_LIMIT = 200;

// The hole never starts in the first 70 px, where the piece waits, nor touches an edge.
const X_RANGE = [70, CAPTCHA_WIDTH - PIECE_SIZE - 10] as const;
const Y_RANGE = [10, CAPTCHA_HEIGHT - PIECE_SIZE - 10] as const;

type CaptchaStatus = 'new' | 'passed' | 'failed' | 'consumed';

interface CaptchaEntry {
  x: number;
  y: number;
  /** Where the slider is shown (1 registration, 2 login, 3 forgot by e-mail, 5 forgot by phone). */
  use: number;
  expiresAt: number;
  status: CaptchaStatus;
  passedAt?: number;
}

/** Slider puzzles by captchaId, oldest first. */
export interface CaptchaSlice {
  captchas: Record<string, CaptchaEntry>;
}

export interface CaptchaPuzzle {
  captchaId: string;
  /** The picture with the hole, PNG, base64 without a data: prefix. */
  shadeImage: string;
  /** The piece on a transparent background, PNG, base64. */
  cutoutImage: string;
  y: number;
  width: number;
  height: number;
  pieceWidth: number;
  pieceHeight: number;
  expiresInSeconds: number;
}

type CaptchaVerdict = { validateResult: 1 } | { validateResult: 0; reason: 'wrong' | 'expired' | 'used' | 'unknown' | 'malformed' };

// --- the piece ---------------------------------------------------------------------------------

// A square body with a round knob on top and one on the right, all inside PIECE_SIZE², so the
// cutout image is exactly piece-sized and x, y are its top-left corner in the picture.
const BODY = { left: 1, top: 13, right: 37, bottom: 49 } as const;
const KNOB = { radius: 7, halfChord: 5 } as const;
/** How far a knob's circle centre sits outside the body edge. */
const KNOB_OFFSET = Math.sqrt(KNOB.radius ** 2 - KNOB.halfChord ** 2);
const TOP_KNOB_X = (BODY.left + BODY.right) / 2;
const RIGHT_KNOB_Y = (BODY.top + BODY.bottom) / 2;

/** The piece outline in its own 50×50 box (clockwise). */
const PIECE_PATH = [
  `M${BODY.left} ${BODY.top}`,
  `H${TOP_KNOB_X - KNOB.halfChord}`,
  `A${KNOB.radius} ${KNOB.radius} 0 1 1 ${TOP_KNOB_X + KNOB.halfChord} ${BODY.top}`,
  `H${BODY.right}`,
  `V${RIGHT_KNOB_Y - KNOB.halfChord}`,
  `A${KNOB.radius} ${KNOB.radius} 0 1 1 ${BODY.right} ${RIGHT_KNOB_Y + KNOB.halfChord}`,
  `V${BODY.bottom}`,
  `H${BODY.left}`,
  'Z',
].join(' ');

/**
 * Signed distance-ish test for a point of the piece box (tests check the cutout against it): > 0 inside by that many px, < 0 outside.
 * The piece is the body plus two knob circles (each circle's part inside the body changes nothing).
 */
export function pieceDepth(px: number, py: number): number {
  const body = Math.min(px - BODY.left, BODY.right - px, py - BODY.top, BODY.bottom - py);
  const circle = (cx: number, cy: number) => KNOB.radius - Math.hypot(px - cx, py - cy);
  return Math.max(body, circle(TOP_KNOB_X, BODY.top - KNOB_OFFSET), circle(BODY.right + KNOB_OFFSET, RIGHT_KNOB_Y));
}

// --- the picture -------------------------------------------------------------------------------

type Random = () => number;

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const intBetween = (random: Random, min: number, max: number) => Math.floor(between(random, min, max + 1));

function hsl(h: number, s: number, l: number): string {
  // librsvg reads hex everywhere; hsl() support varies between its versions.
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Skies that read as a time of day: [top hue, sat, light], [horizon hue, sat, light]. */
const SKIES: Array<[[number, number, number], [number, number, number]]> = [
  [[205, 75, 55], [195, 80, 85]], // midday
  [[225, 55, 45], [30, 95, 75]], // sunset
  [[265, 45, 40], [330, 70, 78]], // dusk
  [[190, 60, 60], [55, 90, 85]], // morning
];

/** A smooth ridge across the picture: quadratic curves through jittered points, filled below. */
function ridge(random: Random, baseY: number, amplitude: number, segments: number): string {
  const step = CAPTCHA_WIDTH / segments;
  const points = Array.from({ length: segments + 1 }, (_, i) => [i * step, baseY + between(random, -amplitude, amplitude)] as const);
  let d = `M0 ${CAPTCHA_HEIGHT} L${points[0]![0]} ${points[0]![1].toFixed(1)}`;
  for (let i = 1; i < points.length; i += 1) {
    const [px, py] = points[i - 1]!;
    const [x, y] = points[i]!;
    d += ` Q${px.toFixed(1)} ${py.toFixed(1)} ${((px + x) / 2).toFixed(1)} ${((py + y) / 2).toFixed(1)}`;
  }
  const last = points.at(-1)!;
  return `${d} L${last[0]} ${last[1].toFixed(1)} L${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT} Z`;
}

/** Jagged far mountains: straight peaks, softer colour. */
function peaks(random: Random, baseY: number): string {
  let d = `M0 ${CAPTCHA_HEIGHT} L0 ${baseY}`;
  for (let x = 0; x < CAPTCHA_WIDTH; ) {
    const width = between(random, 35, 70);
    d += ` L${(x + width / 2).toFixed(1)} ${(baseY - between(random, 15, 45)).toFixed(1)} L${(x + width).toFixed(1)} ${(baseY + between(random, -4, 6)).toFixed(1)}`;
    x += width;
  }
  return `${d} L${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT} Z`;
}

function cloud(random: Random): string {
  const [cx, cy, scale] = [between(random, 0, CAPTCHA_WIDTH), between(random, 12, 55), between(random, 0.7, 1.3)];
  const puffs = [
    [-16, 4, 14, 8],
    [0, 0, 16, 11],
    [15, 3, 13, 8],
  ];
  return `<g fill="#fff" fill-opacity="${between(random, 0.65, 0.9).toFixed(2)}">${puffs
    .map(([dx, dy, rx, ry]) => `<ellipse cx="${(cx + dx! * scale).toFixed(1)}" cy="${(cy + dy! * scale).toFixed(1)}" rx="${(rx! * scale).toFixed(1)}" ry="${(ry! * scale).toFixed(1)}"/>`)
    .join('')}</g>`;
}

function tree(random: Random, hue: number): string {
  const [x, base, height] = [between(random, 5, CAPTCHA_WIDTH - 5), between(random, 118, 150), between(random, 16, 30)];
  const width = height * 0.45;
  return `<rect x="${(x - 1.5).toFixed(1)}" y="${(base - 5).toFixed(1)}" width="3" height="6" fill="#6b4a2b"/><path d="M${(x - width / 2).toFixed(1)} ${(base - 4).toFixed(1)} L${x.toFixed(1)} ${(base - height).toFixed(1)} L${(x + width / 2).toFixed(1)} ${(base - 4).toFixed(1)} Z" fill="${hsl(hue + between(random, -10, 10), 45, between(random, 22, 32))}"/>`;
}

function flowers(random: Random): string {
  const colours = ['#ffffff', '#ffd84d', '#ff7aa8', '#b68cff', '#ff9f4a'];
  return Array.from({ length: 40 }, () => {
    const colour = colours[intBetween(random, 0, colours.length - 1)]!;
    return `<circle cx="${between(random, 0, CAPTCHA_WIDTH).toFixed(1)}" cy="${between(random, 128, CAPTCHA_HEIGHT).toFixed(1)}" r="${between(random, 1, 2.4).toFixed(1)}" fill="${colour}"/>`;
  }).join('');
}

/** A countryside view: sky, sun, clouds, mountains, hills, trees and flowers. */
function sceneSvg(random: Random): string {
  const [[th, ts, tl], [hh, hs, hl]] = SKIES[intBetween(random, 0, SKIES.length - 1)]!;
  const jitter = between(random, -12, 12);
  const sun = { x: between(random, 30, CAPTCHA_WIDTH - 30), y: between(random, 22, 55), r: between(random, 11, 18) };
  const grass = between(random, 85, 130);
  const trees = Array.from({ length: intBetween(random, 4, 8) }, () => tree(random, grass)).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">`,
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(th + jitter, ts, tl)}"/><stop offset="0.75" stop-color="${hsl(hh + jitter, hs, hl)}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff7d0" stop-opacity="0.9"/><stop offset="1" stop-color="#fff7d0" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="near" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(grass, 50, 42)}"/><stop offset="1" stop-color="${hsl(grass, 55, 28)}"/></linearGradient>`,
    '</defs>',
    `<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="url(#sky)"/>`,
    `<circle cx="${sun.x.toFixed(1)}" cy="${sun.y.toFixed(1)}" r="${(sun.r * 3).toFixed(1)}" fill="url(#glow)"/>`,
    `<circle cx="${sun.x.toFixed(1)}" cy="${sun.y.toFixed(1)}" r="${sun.r.toFixed(1)}" fill="#fff3b0"/>`,
    Array.from({ length: intBetween(random, 2, 4) }, () => cloud(random)).join(''),
    `<path d="${peaks(random, between(random, 85, 100))}" fill="${hsl(th + jitter + 10, 25, 62)}"/>`,
    `<path d="${ridge(random, between(random, 100, 110), 10, 4)}" fill="${hsl(grass + 15, 40, 55)}"/>`,
    `<path d="${ridge(random, between(random, 120, 128), 8, 5)}" fill="url(#near)"/>`,
    trees,
    flowers(random),
    '</svg>',
  ].join('');
}

// --- generating and checking -------------------------------------------------------------------

const svgBuffer = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`);

function remember(state: CaptchaSlice, captchaId: string, entry: CaptchaEntry): void {
  state.captchas[captchaId] = entry;
  // Object keys keep insertion order (uuids are never integer-like), so the first is the oldest.
  const ids = Object.keys(state.captchas);
  for (const id of ids.slice(0, Math.max(0, ids.length - CAPTCHAS_LIMIT))) delete state.captchas[id];
}

/** Own keys only: an id like 'constructor' must not find Object.prototype's. */
const entryOf = (state: CaptchaSlice, captchaId: string) => (Object.hasOwn(state.captchas, captchaId) ? state.captchas[captchaId] : undefined);

/** Draws a new puzzle and keeps its answer in the session. `random` places everything (seed it in tests). */
export async function generateCaptcha(state: CaptchaSlice, options: { use: number; now: number; random?: Random }): Promise<CaptchaPuzzle> {
  const random = options.random ?? Math.random;
  const x = intBetween(random, X_RANGE[0], X_RANGE[1]);
  const y = intBetween(random, Y_RANGE[0], Y_RANGE[1]);
  const raw = { raw: { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, channels: 4 } } as const;
  // Rasterise once; the hole and the piece both come from these pixels, so they match exactly.
  const scene = await sharp(Buffer.from(sceneSvg(random))).ensureAlpha().raw().toBuffer();
  const piece = `<path d="${PIECE_PATH}"`;
  const hole = svgBuffer(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, `<g transform="translate(${x} ${y})">${piece} fill="#000" fill-opacity="0.5" stroke="#fff" stroke-opacity="0.85" stroke-width="1.5"/></g>`);
  // The outline goes on first and the mask last, so the outline's outer half is cut away and
  // nothing outside the piece keeps any alpha.
  const outline = svgBuffer(PIECE_SIZE, PIECE_SIZE, `${piece} fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="2.5"/>`);
  const mask = svgBuffer(PIECE_SIZE, PIECE_SIZE, `${piece} fill="#fff"/>`);
  const [shade, cutout] = await Promise.all([
    sharp(scene, raw).composite([{ input: hole }]).png().toBuffer(),
    sharp(scene, raw)
      .extract({ left: x, top: y, width: PIECE_SIZE, height: PIECE_SIZE })
      .composite([{ input: outline }, { input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer(),
  ]);
  const captchaId = randomUUID();
  remember(state, captchaId, { x, y, use: options.use, expiresAt: options.now + CAPTCHA_TTL_SECONDS * 1000, status: 'new' });
  return {
    captchaId,
    shadeImage: shade.toString('base64'),
    cutoutImage: cutout.toString('base64'),
    y,
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    pieceWidth: PIECE_SIZE,
    pieceHeight: PIECE_SIZE,
    expiresInSeconds: CAPTCHA_TTL_SECONDS,
  };
}

/** The answer's `{"x":..,"y":..}` from its base64, or undefined when it is anything else. */
function parseAnswer(answerBase64: string): { x: number; y: number } | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(answerBase64)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(answerBase64, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const { x, y } = value as Record<string, unknown>;
    return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y) ? { x, y } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One verdict per puzzle: after a pass or a miss the same id answers 'used', so a bot cannot
 * search for the hole. A malformed answer is a client bug, not a try, and leaves the puzzle open.
 */
export function verifyCaptcha(state: CaptchaSlice, captchaId: string, answerBase64: string, now: number): CaptchaVerdict {
  const entry = entryOf(state, captchaId);
  if (!entry) return { validateResult: 0, reason: 'unknown' };
  if (entry.status !== 'new') return { validateResult: 0, reason: 'used' };
  if (now >= entry.expiresAt) return { validateResult: 0, reason: 'expired' };
  const answer = parseAnswer(answerBase64);
  if (!answer) return { validateResult: 0, reason: 'malformed' };
  if (Math.abs(answer.x - entry.x) <= CAPTCHA_TOLERANCE && Math.abs(answer.y - entry.y) <= CAPTCHA_TOLERANCE) {
    entry.status = 'passed';
    entry.passedAt = now;
    return { validateResult: 1 };
  }
  entry.status = 'failed';
  return { validateResult: 0, reason: 'wrong' };
}

/** A passed puzzle pays for exactly one code send, within SOLVED_CAPTCHA_TTL_SECONDS of passing. */
export function consumeSolvedCaptcha(state: CaptchaSlice, captchaId: string, now: number): boolean {
  const entry = entryOf(state, captchaId);
  if (entry?.status !== 'passed' || entry.passedAt === undefined) return false;
  if (now >= entry.passedAt + SOLVED_CAPTCHA_TTL_SECONDS * 1000) return false;
  entry.status = 'consumed';
  return true;
}

/** The hole's position and the picture size, for the control API (e2e drags the slider with it). */
export function captchaAnswer(state: CaptchaSlice, captchaId: string): { x: number; y: number; width: number; height: number } | undefined {
  const entry = entryOf(state, captchaId);
  return entry && { x: entry.x, y: entry.y, width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT };
}
