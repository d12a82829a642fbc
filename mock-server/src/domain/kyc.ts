import type { Locale } from '../contract.ts';
import type { Account } from './accounts.ts';

/**
 * Identity verification (KYC): the player uploads pictures of an identity document, a reviewer
 * looks at them. The mock's reviewer is the session clock: a document is reviewed 10 minutes
 * after its upload, and a picture whose shorter side is under 300 px is rejected as unreadable,
 * so QA reaches every status by uploading and moving the clock. Only what the review needs is
 * kept (type, size, pixels), never the picture: session state stays small.
 */

export type IdDocumentType = 'DRIVERS_LICENSE' | 'PASSPORT' | 'MY_NUMBER_CARD' | 'RESIDENCE_CARD' | 'HEALTH_INSURANCE_CARD';
export type ImageType = 'image/jpeg' | 'image/png';
export type KycStatus = 'NONE' | 'PENDING' | 'APPROVED' | 'REJECTED';
export type RejectReason = 'UNREADABLE';

export interface IdDocument {
  id: string;
  documentType: IdDocumentType;
  side: 'FRONT' | 'BACK';
  mimeType: ImageType;
  sizeBytes: number;
  width: number;
  height: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  uploadedAt: number;
  reviewedAt?: number;
  rejectReason?: RejectReason;
}

export const MAX_IMAGE_BYTES = 700 * 1024;
export const REVIEW_AFTER_MS = 10 * 60_000;
export const MIN_READABLE_PX = 300;
/** Documents waiting for review at once; more is someone uploading in a loop. */
export const MAX_PENDING = 5;

export const REJECT_REASONS: Record<RejectReason, Record<Locale, string>> = {
  UNREADABLE: {
    'ja-JP': '画像が小さく判読できません。鮮明な画像を再度アップロードしてください',
    'en-US': 'The picture is too small to read. Please upload a clearer one',
    'zh-CN': '图片太小无法识别，请重新上传清晰的图片',
  },
};

// --- what the bytes are ------------------------------------------------------------------------

export interface ImageFacts {
  mimeType: ImageType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngFacts(bytes: Buffer): ImageFacts | undefined {
  // Signature, then the IHDR chunk: length (4), type (4), width (4), height (4).
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { mimeType: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// Start-of-frame markers carry the size; C4 (Huffman tables), C8 and CC (arithmetic coding) do not.
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegFacts(bytes: Buffer): ImageFacts | undefined {
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

/** The picture's real type and size from its bytes, whatever the upload claims; undefined when it is neither a PNG nor a JPEG. */
export function imageFacts(bytes: Buffer): ImageFacts | undefined {
  const facts = pngFacts(bytes) ?? jpegFacts(bytes);
  return facts && facts.width > 0 && facts.height > 0 ? facts : undefined;
}

// --- the player's documents --------------------------------------------------------------------

/** Applies the reviews whose time has come: approved, or rejected when the picture is too small to read. */
export function reviewDue(account: Account, now: number): void {
  for (const doc of account.idDocuments) {
    if (doc.status !== 'PENDING' || doc.uploadedAt + REVIEW_AFTER_MS > now) continue;
    doc.reviewedAt = doc.uploadedAt + REVIEW_AFTER_MS;
    if (Math.min(doc.width, doc.height) < MIN_READABLE_PX) {
      doc.status = 'REJECTED';
      doc.rejectReason = 'UNREADABLE';
    } else {
      doc.status = 'APPROVED';
    }
  }
}

/** NONE without documents; APPROVED once one is approved; PENDING while one waits; REJECTED when all were rejected. */
export function kycStatus(account: Account, now: number): KycStatus {
  reviewDue(account, now);
  const docs = account.idDocuments;
  if (docs.length === 0) return 'NONE';
  if (docs.some((d) => d.status === 'APPROVED')) return 'APPROVED';
  if (docs.some((d) => d.status === 'PENDING')) return 'PENDING';
  return 'REJECTED';
}

/** Newest first, reviews applied. */
export function documentsOf(account: Account, now: number): IdDocument[] {
  reviewDue(account, now);
  return [...account.idDocuments].reverse();
}

export interface Upload {
  documentType: IdDocumentType;
  side: 'FRONT' | 'BACK';
  declaredType: ImageType;
  bytes: Buffer;
}

export type UploadResult = { ok: true; document: IdDocument } | { ok: false; reason: 'too-large' | 'not-an-image' | 'verified' | 'too-many-pending' };

export function recordUpload(account: Account, upload: Upload, now: number): UploadResult {
  const status = kycStatus(account, now);
  if (status === 'APPROVED') return { ok: false, reason: 'verified' };
  if (upload.bytes.length > MAX_IMAGE_BYTES) return { ok: false, reason: 'too-large' };
  const facts = imageFacts(upload.bytes);
  if (!facts || facts.mimeType !== upload.declaredType) return { ok: false, reason: 'not-an-image' };
  if (account.idDocuments.filter((d) => d.status === 'PENDING').length >= MAX_PENDING) return { ok: false, reason: 'too-many-pending' };
  const document: IdDocument = {
    // Documents are never deleted, so the count numbers them uniquely within the account.
    id: `doc-${account.id}-${account.idDocuments.length + 1}`,
    documentType: upload.documentType,
    side: upload.side,
    mimeType: facts.mimeType,
    sizeBytes: upload.bytes.length,
    width: facts.width,
    height: facts.height,
    status: 'PENDING',
    uploadedAt: now,
  };
  account.idDocuments.push(document);
  return { ok: true, document };
}
