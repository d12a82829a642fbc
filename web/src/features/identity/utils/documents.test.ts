import { describe, expect, it } from 'vitest';
import { base64Of, DOCUMENT_SIDES, MAX_PICTURE_BYTES, pictureProblem } from './documents';

describe('identity documents', () => {
  it('takes JPEG and PNG up to 700 KB, and says why not otherwise', () => {
    expect(pictureProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(pictureProblem({ type: 'image/jpeg', size: MAX_PICTURE_BYTES })).toBeNull();
    expect(pictureProblem({ type: 'image/jpeg', size: MAX_PICTURE_BYTES + 1 })).toBe('size');
    expect(pictureProblem({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(pictureProblem({ type: 'image/png', size: 0 })).toBe('empty');
  });

  it('asks for a back only where the document has one worth reading', () => {
    expect(DOCUMENT_SIDES.DRIVERS_LICENSE).toEqual(['FRONT', 'BACK']);
    expect(DOCUMENT_SIDES.MY_NUMBER_CARD).toEqual(['FRONT']);
  });

  it('encodes the bytes as plain base64', async () => {
    expect(await base64Of(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]))).toBe('iVBORw==');
  });
});
