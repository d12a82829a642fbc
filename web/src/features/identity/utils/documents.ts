/** Which identity documents the site takes, which have a back to upload, and what a picture must be. */
import type { IdDocumentType } from '../api/identity';

/**
 * Sides per document. A My Number card is taken by its front only: its back carries the
 * Individual Number, which a casino may not collect (My Number Act). A passport has its photo page.
 */
export const DOCUMENT_SIDES: Record<IdDocumentType, readonly ('FRONT' | 'BACK')[]> = {
  DRIVERS_LICENSE: ['FRONT', 'BACK'],
  MY_NUMBER_CARD: ['FRONT'],
  PASSPORT: ['FRONT'],
  RESIDENCE_CARD: ['FRONT', 'BACK'],
  HEALTH_INSURANCE_CARD: ['FRONT', 'BACK'],
};
export const DOCUMENT_TYPES = Object.keys(DOCUMENT_SIDES) as IdDocumentType[];

/** As the contract takes it: JPEG or PNG, at most 700 KB. */
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png'] as const;
export type AcceptedType = (typeof ACCEPTED_TYPES)[number];
export const MAX_PICTURE_BYTES = 700 * 1024;

type PictureProblem = 'type' | 'size' | 'empty';

/** What is wrong with a chosen file before it is sent, or null. The server checks the bytes again. */
export function pictureProblem(file: { type: string; size: number }): PictureProblem | null {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  return file.size > MAX_PICTURE_BYTES ? 'size' : null;
}

/** The file as the contract's `image`: base64 without a data: prefix. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let at = 0; at < bytes.length; at += CHUNK) binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  return btoa(binary);
}
