// Identity verification (KYC): the player's documents and their review.
import { codes, type DataOf, type Locale, type phoenixContract } from '../../contract.ts';
import { documentsOf, kycStatus, recordUpload, REJECT_REASONS } from '../../domain/kyc/documents.ts';
import type { IdDocument } from '../../domain/kyc/state.ts';
import { defineHandlers } from '../handler.ts';
import { currentAccount } from '../players.ts';
import { isoOrNull } from '../time.ts';

type IdDocumentView = DataOf<typeof phoenixContract.UploadIdDocumentResponse>;

const UPLOAD_REFUSALS = {
  'too-large': codes.fileTooLarge,
  'not-an-image': codes.fileNotPicture,
  verified: codes.identityAlreadyVerified,
  'too-many-pending': codes.tooManyPendingDocuments,
} as const;

function documentView(doc: IdDocument, locale: Locale): IdDocumentView {
  return {
    id: doc.id,
    documentType: doc.documentType,
    side: doc.side,
    mimeType: doc.mimeType,
    sizeBytes: doc.sizeBytes,
    status: doc.status,
    uploadedAt: new Date(doc.uploadedAt).toISOString(),
    reviewedAt: isoOrNull(doc.reviewedAt),
    rejectReason: doc.rejectReason ? REJECT_REASONS[doc.rejectReason][locale] : null,
  };
}

export const kycHandlers = defineHandlers({
  getKycInfo: (ctx) => {
    const account = currentAccount(ctx);
    return { kycStatus: kycStatus(ctx.state, account.id), documents: documentsOf(ctx.state, account.id).map((doc) => documentView(doc, ctx.locale)) };
  },

  uploadIdDocument: (ctx) => {
    const { body } = ctx;
    const upload = { documentType: body.documentType, side: body.side ?? 'FRONT', declaredType: body.mimeType, bytes: Buffer.from(body.image, 'base64') };
    const result = recordUpload(ctx.state, currentAccount(ctx).id, upload, ctx.now);
    if (!result.ok) throw ctx.refuse(UPLOAD_REFUSALS[result.reason]);
    return documentView(result.document, ctx.locale);
  },

  getIdDocuments: (ctx) => documentsOf(ctx.state, currentAccount(ctx).id).map((doc) => documentView(doc, ctx.locale)),
});
