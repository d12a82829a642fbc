/** Identity documents a player uploaded for KYC, by account id, oldest first (documents.ts has the rules). */

export type IdDocumentType = 'DRIVERS_LICENSE' | 'PASSPORT' | 'MY_NUMBER_CARD' | 'RESIDENCE_CARD' | 'HEALTH_INSURANCE_CARD';
export type ImageType = 'image/jpeg' | 'image/png';
/** Why a review turned a document down; each has a message in every language (documents.ts). */
export type RejectReason = 'UNREADABLE' | 'EXPIRED' | 'NAME_MISMATCH' | 'INCOMPLETE' | 'NOT_ACCEPTED';

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

export interface KycSlice {
  kyc: Record<string, IdDocument[]>;
}
