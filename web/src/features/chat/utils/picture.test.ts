import { describe, expect, it } from 'vitest';
import { base64Of, MAX_PICTURE_BYTES, pictureProblem, sizeLabel } from './picture';

describe('chat pictures', () => {
  it('take JPEG, PNG and WebP up to 2 MB, and say why anything else cannot go', () => {
    expect(pictureProblem({ type: 'image/png', size: MAX_PICTURE_BYTES })).toBeNull();
    expect(pictureProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(pictureProblem({ type: 'image/jpeg', size: MAX_PICTURE_BYTES + 1 })).toBe('tooLarge');
    expect(pictureProblem({ type: 'image/gif', size: 10 })).toBe('notPicture');
    expect(pictureProblem({ type: 'application/pdf', size: MAX_PICTURE_BYTES + 1 })).toBe('notPicture');
  });

  it('reads a file as base64, however large', async () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 251);
    const encoded = await base64Of(new Blob([bytes]));
    expect(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0))).toEqual(bytes);
  });

  it('labels sizes as a player reads them', () => {
    expect(sizeLabel(183_204, 'ja-JP')).toBe('179 KB');
    expect(sizeLabel(1_258_291, 'en-US')).toBe('1.2 MB');
    expect(sizeLabel(12, 'en-US')).toBe('1 KB');
  });
});
