import type { IdDocument } from './state.ts';

/** Seeded documents by name; everyone else has sent none (KYC NONE). */
const SEEDS: Readonly<Record<string, (accountId: string) => IdDocument[]>> = {
  // An old upload the review turned down: QA sees REJECTED and the re-upload.
  transfer01: (accountId) => [
    {
      id: `doc-${accountId}-1`,
      documentType: 'DRIVERS_LICENSE',
      side: 'FRONT',
      mimeType: 'image/jpeg',
      sizeBytes: 18_204,
      width: 240,
      height: 152,
      status: 'REJECTED',
      uploadedAt: Date.UTC(2026, 0, 20, 2, 0, 0),
      reviewedAt: Date.UTC(2026, 0, 20, 2, 10, 0),
      rejectReason: 'UNREADABLE',
    },
  ],
};

export function seedDocuments(accounts: readonly { id: string; name: string }[]): Record<string, IdDocument[]> {
  return Object.fromEntries(accounts.map(({ id, name }) => [id, SEEDS[name]?.(id) ?? []]));
}
