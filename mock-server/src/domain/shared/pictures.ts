/**
 * What an uploaded picture really is, read from its bytes whatever the upload claims: its type
 * and size in pixels. Identity documents take JPEG and PNG, chat attachments WebP too.
 */

export type PictureType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface PictureFacts {
  mimeType: PictureType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngFacts(bytes: Buffer): PictureFacts | undefined {
  // Signature, then the IHDR chunk: length (4), type (4), width (4), height (4).
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { mimeType: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// Start-of-frame markers carry the size; C4 (Huffman tables), C8 and CC (arithmetic coding) do not.
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegFacts(bytes: Buffer): PictureFacts | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (isStartOfFrame(marker)) return { mimeType: 'image/jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    if (length < 2) return undefined;
    at += 2 + length;
  }
  return undefined;
}

/** RIFF....WEBP, then the first chunk: VP8 (lossy), VP8L (lossless) or VP8X (extended) each say the size their own way. */
function webpFacts(bytes: Buffer): PictureFacts | undefined {
  if (bytes.length < 30 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return undefined;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return { mimeType: 'image/webp', width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { mimeType: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { mimeType: 'image/webp', width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return undefined;
}

/** The picture's real type and size, or undefined when it is no picture of the given types (or has no pixels). */
export function pictureFacts(bytes: Buffer, types: readonly PictureType[]): PictureFacts | undefined {
  const facts = pngFacts(bytes) ?? jpegFacts(bytes) ?? webpFacts(bytes);
  return facts && types.includes(facts.mimeType) && facts.width > 0 && facts.height > 0 ? facts : undefined;
}
