import type { Locale } from '../../contract.ts';
import type { IdDocument, ImageType, KycSlice, RejectReason } from './state.ts';
import { recordEvent, type EventsSlice } from '../events/events.ts';

/**
 * Identity verification (KYC): the player uploads pictures of an identity document, a reviewer
 * looks at them. The mock's reviewer is the session clock: a document is reviewed 10 minutes
 * after its upload, and a picture whose shorter side is under 300 px is rejected as unreadable,
 * so QA reaches every status by uploading and moving the clock. Only what the review needs is
 * kept (type, size, pixels), never the picture: session state stays small.
 */

type KycStatus = 'NONE' | 'PENDING' | 'APPROVED' | 'REJECTED';

const MAX_IMAGE_BYTES = 700 * 1024;
export const REVIEW_AFTER_MS = 10 * 60_000;
const MIN_READABLE_PX = 300;
/** Documents waiting for review at once; more is someone uploading in a loop. */
const MAX_PENDING = 5;

export const REJECT_REASONS: Record<RejectReason, Record<Locale, string>> = {
  UNREADABLE: {
    'ja-JP': '画像が小さく判読できません。鮮明な画像を再度アップロードしてください',
    'en-US': 'The picture is too small to read. Please upload a clearer one',
    'zh-CN': '图片太小无法识别，请重新上传清晰的图片',
  },
  EXPIRED: {
    'ja-JP': '書類の有効期限が切れています。有効期限内の書類をアップロードしてください',
    'en-US': 'The document has expired. Please upload one that is still valid',
    'zh-CN': '证件已过期，请上传有效期内的证件',
  },
  NAME_MISMATCH: {
    'ja-JP': '書類の氏名が登録されたお名前と一致しません。プロフィールのお名前をご確認ください',
    'en-US': 'The name on the document does not match the name on your account. Please check your profile',
    'zh-CN': '证件上的姓名与账户登记的姓名不一致，请检查个人资料',
  },
  INCOMPLETE: {
    'ja-JP': '書類の一部が写っていません。四隅まで写した画像（裏面がある書類は両面）をアップロードしてください',
    'en-US': 'Part of the document is missing. Please upload the whole document, both sides where it has two',
    'zh-CN': '证件未完整拍摄，请上传完整的证件图片（有背面的证件请上传正反两面）',
  },
  NOT_ACCEPTED: {
    'ja-JP': 'この書類は本人確認にご利用いただけません。別の種類の書類をアップロードしてください',
    'en-US': 'This document cannot be used to verify your identity. Please upload another kind',
    'zh-CN': '该证件不能用于身份验证，请上传其他类型的证件',
  },
};

// --- what the bytes are ------------------------------------------------------------------------

interface ImageFacts {
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
function imageFacts(bytes: Buffer): ImageFacts | undefined {
  const facts = pngFacts(bytes) ?? jpegFacts(bytes);
  return facts && facts.width > 0 && facts.height > 0 ? facts : undefined;
}

// --- the player's documents --------------------------------------------------------------------

function documentsFor(state: KycSlice, accountId: string): IdDocument[] {
  if (!Object.hasOwn(state.kyc, accountId)) state.kyc[accountId] = [];
  return state.kyc[accountId]!;
}

/**
 * Applies the reviews whose time has come: approved, or rejected when the picture is too small to
 * read, each stamped with when its review fell due (10 minutes after the upload), whenever found.
 */
export function reviewDue(state: KycSlice & EventsSlice, accountId: string, now: number): void {
  for (const doc of Object.hasOwn(state.kyc, accountId) ? state.kyc[accountId]! : []) {
    if (doc.status !== 'PENDING' || doc.uploadedAt + REVIEW_AFTER_MS > now) continue;
    doc.reviewedAt = doc.uploadedAt + REVIEW_AFTER_MS;
    if (Math.min(doc.width, doc.height) < MIN_READABLE_PX) {
      doc.status = 'REJECTED';
      doc.rejectReason = 'UNREADABLE';
    } else {
      doc.status = 'APPROVED';
    }
    recordReview(state, accountId, doc);
  }
}

/** The player hears of a review (a notice follows: use-cases/notify-player.ts). */
function recordReview(state: EventsSlice, accountId: string, doc: IdDocument): void {
  if (doc.status === 'PENDING') return;
  recordEvent(state, { type: 'identity-reviewed', accountId, documentId: doc.id, status: doc.status, reason: doc.rejectReason ?? null }, doc.reviewedAt ?? doc.uploadedAt);
}

/**
 * NONE without documents; APPROVED once one is approved; PENDING while one waits; REJECTED when
 * all were rejected. A read: the reviews that fell due are applied before (use-cases/settle-due.ts).
 */
export function kycStatus(state: KycSlice, accountId: string): KycStatus {
  const docs = documentsFor(state, accountId);
  if (docs.length === 0) return 'NONE';
  if (docs.some((d) => d.status === 'APPROVED')) return 'APPROVED';
  if (docs.some((d) => d.status === 'PENDING')) return 'PENDING';
  return 'REJECTED';
}

/** Newest first. */
export function documentsOf(state: KycSlice, accountId: string): IdDocument[] {
  return [...documentsFor(state, accountId)].reverse();
}

interface Upload {
  documentType: IdDocument['documentType'];
  side: IdDocument['side'];
  declaredType: ImageType;
  bytes: Buffer;
}

type UploadResult = { ok: true; document: IdDocument } | { ok: false; reason: 'too-large' | 'not-an-image' | 'verified' | 'too-many-pending' };

export function recordUpload(state: KycSlice, accountId: string, upload: Upload, now: number): UploadResult {
  const status = kycStatus(state, accountId);
  const documents = documentsFor(state, accountId);
  if (status === 'APPROVED') return { ok: false, reason: 'verified' };
  if (upload.bytes.length > MAX_IMAGE_BYTES) return { ok: false, reason: 'too-large' };
  const facts = imageFacts(upload.bytes);
  if (!facts || facts.mimeType !== upload.declaredType) return { ok: false, reason: 'not-an-image' };
  if (documents.filter((d) => d.status === 'PENDING').length >= MAX_PENDING) return { ok: false, reason: 'too-many-pending' };
  const document: IdDocument = {
    // Documents are never deleted, so the count numbers them uniquely within the account.
    id: `doc-${accountId}-${documents.length + 1}`,
    documentType: upload.documentType,
    side: upload.side,
    mimeType: facts.mimeType,
    sizeBytes: upload.bytes.length,
    width: facts.width,
    height: facts.height,
    status: 'PENDING',
    uploadedAt: now,
  };
  documents.push(document);
  return { ok: true, document };
}

export type ReviewVerdict = { status: 'APPROVED' } | { status: 'REJECTED'; reason: RejectReason };

/**
 * QA's review (POST /__mock/kyc/review): every document waiting for review gets the verdict now,
 * instead of the clock's review 10 minutes after the upload. Answers the documents reviewed,
 * none when nothing waited.
 */
export function reviewPending(state: KycSlice & EventsSlice, accountId: string, verdict: ReviewVerdict, now: number): IdDocument[] {
  reviewDue(state, accountId, now);
  const pending = documentsFor(state, accountId).filter((doc) => doc.status === 'PENDING');
  for (const doc of pending) {
    doc.status = verdict.status;
    doc.reviewedAt = now;
    if (verdict.status === 'REJECTED') doc.rejectReason = verdict.reason;
  }
  // One verdict on the documents waiting (a card's front and back): the player hears it once.
  if (pending.length > 0) recordReview(state, accountId, pending[pending.length - 1]!);
  return pending;
}

/** Account deletion: the documents' record goes with the account. */
export function forgetDocuments(state: KycSlice, accountId: string): void {
  delete state.kyc[accountId];
}
