/** Identity verification (KYC): the status and documents, and an upload that reports its progress. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { getKycInfo, type IdDocument, type IdDocumentType, type KycInfo, type UploadIdRequest } from '#generated/phoenix/account.ts';
import { invalidateAccountSummary } from '#web/api/account-summary.ts';
import { playerQuery, queryClient } from '#web/lib/query/query-client.ts';
import { uploadWithProgress } from './upload-with-progress';
import { apiKey, apiQuery } from '#web/api/api-query.ts';

export type { IdDocument, IdDocumentType, KycInfo };

/** While a document waits for review the page asks again now and then; a reviewer's verdict shows without a reload. */
const KYC_POLL_MS = 30_000;

const kycQueryOptions = () =>
  playerQuery(apiQuery({ getKycInfo }, undefined, { staleTime: 0, refetchOnWindowFocus: 'always', refetchInterval: (query) => (query.state.data?.kycStatus === 'PENDING' ? KYC_POLL_MS : false) }));

export const useKycInfo = () => useQuery(kycQueryOptions());

/** The status changed: the page, the account summary and the profile (which shows it and locks the name once verified) follow. */
async function afterUpload(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: kycQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: apiKey('getPlayerProfile') }),
    invalidateAccountSummary(),
  ]);
}

interface DocumentUpload extends UploadIdRequest {
  onProgress: (fraction: number) => void;
}

export function useUploadDocument() {
  return useMutation({
    mutationFn: ({ onProgress, ...request }: DocumentUpload) => uploadWithProgress(request, { onProgress }),
    onSettled: afterUpload,
  });
}
