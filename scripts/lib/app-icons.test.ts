import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, APPLE_TOUCH_ICON, renderIcon } from './app-icons.ts';

const mark = readFileSync(new URL('../../web/public/favicon.svg', import.meta.url), 'utf8');

describe('app icons', () => {
  it('lists the sizes an installable site needs: 192 and 512 for any purpose and maskable', () => {
    const has = (size: number, purpose: string) => APP_ICONS.some((icon) => icon.size === size && icon.purpose === purpose);
    for (const size of [192, 512]) for (const purpose of ['any', 'maskable']) expect(has(size, purpose), `${size} ${purpose}`).toBe(true);
    expect(new Set(APP_ICONS.map((icon) => icon.file)).size).toBe(APP_ICONS.length);
    expect(APPLE_TOUCH_ICON.size).toBe(180);
  });

  it('draws PNGs of the right size; a maskable one has no transparency, a plain one keeps its corners clear', async () => {
    const plain = await sharp(await renderIcon(mark, { size: 192, purpose: 'any' })).raw().ensureAlpha().toBuffer({ resolveWithObject: true });
    expect(plain.info).toMatchObject({ width: 192, height: 192, format: 'raw' });
    expect(plain.data[3], 'the top-left corner is transparent').toBe(0);
    const maskable = await sharp(await renderIcon(mark, { size: 512, purpose: 'maskable' })).metadata();
    expect(maskable).toMatchObject({ width: 512, height: 512, format: 'png', hasAlpha: false });
  });
});
