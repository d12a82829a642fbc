// A reader's view: the SVG drawn to pixels (sharp renders SVG) and read back by a QR decoder (jsQR).
import jsQR from 'jsqr';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';

/** What a scanner reads from the component's picture, or null. */
async function scan(value: string, size?: number): Promise<string | null> {
  const svg = renderToStaticMarkup(<QrCode value={value} label="QR" size={size} />);
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}

describe('QrCode', () => {
  it('reads back as the crypto payment URI the deposit page shows', async () => {
    const uri = 'usdt:TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE?amount=198.42';
    expect(await scan(uri)).toBe(uri);
  });

  it('reads back longer text too (a referral link), at another size', async () => {
    const link = `https://www.qc-casino.example/register?invite=${'QC'.repeat(40)}`;
    expect(await scan(link, 240)).toBe(link);
  });

  it('is an image named for what it holds, with a quiet zone of four modules', () => {
    const svg = renderToStaticMarkup(<QrCode value="HELLO" label="USDT address" />);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="USDT address"');
    // Version 1 is 21 modules; with four on each side the picture is 29 wide.
    expect(svg).toContain('viewBox="0 0 29 29"');
  });
});
