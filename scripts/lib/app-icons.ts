/**
 * The installable site's icons (web app manifest, apple-touch-icon), drawn from the site's mark
 * (web/public/favicon.svg) with sharp at build time, in the sizes phones ask for: Android's
 * launcher and splash (48-512, 192 and 512 required for installing), iOS's home screen (180),
 * and maskable copies (the mark inside the safe zone on a full-bleed background, which Android
 * crops to its own shape).
 */
import sharp from 'sharp';

/** The mark's background (favicon.svg's square), the manifest's theme colour. */
export const BRAND_COLOUR = '#0b1f3a';

export interface AppIcon {
  /** Path in the built site. */
  file: string;
  size: number;
  purpose: 'any' | 'maskable';
}

const ANY_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512];
const MASKABLE_SIZES = [192, 512];

export const APP_ICONS: readonly AppIcon[] = [
  ...ANY_SIZES.map((size) => ({ file: `icons/icon-${size}.png`, size, purpose: 'any' as const })),
  ...MASKABLE_SIZES.map((size) => ({ file: `icons/maskable-${size}.png`, size, purpose: 'maskable' as const })),
];

/** iOS takes no manifest icon: its home screen reads this link, and rounds the corners itself. */
export const APPLE_TOUCH_ICON: AppIcon = { file: 'icons/apple-touch-icon.png', size: 180, purpose: 'maskable' };

/** The maskable safe zone is the centre circle of 80 %: the mark at 70 % stays well inside it. */
const MASKABLE_MARK = 0.7;

/**
 * The icon as a PNG. `any`: the mark as drawn (its rounded square, transparent corners).
 * `maskable`: the mark on a square of its own colour, no transparency, so any crop looks whole.
 */
export async function renderIcon(markSvg: string, icon: Pick<AppIcon, 'size' | 'purpose'>): Promise<Buffer> {
  const svg = Buffer.from(markSvg);
  if (icon.purpose === 'any') return sharp(svg, { density: 72 * (icon.size / 64) * 2 }).resize(icon.size, icon.size).png().toBuffer();
  const markSize = Math.round(icon.size * MASKABLE_MARK);
  const mark = await sharp(svg, { density: 72 * (markSize / 64) * 2 }).resize(markSize, markSize).png().toBuffer();
  const offset = Math.round((icon.size - markSize) / 2);
  return sharp({ create: { width: icon.size, height: icon.size, channels: 3, background: BRAND_COLOUR } })
    .composite([{ input: mark, left: offset, top: offset }])
    .flatten({ background: BRAND_COLOUR })
    .removeAlpha()
    .png()
    .toBuffer();
}
