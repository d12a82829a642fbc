import { getPublicKey, useGetCommonConfig } from '../../../../../generated/phoenix/phoenix';

/** The server's common config (SPEC §3); loaded once, kept for the visit. */
export function useCommonConfigQuery() {
  return useGetCommonConfig(undefined, {
    query: { select: (response) => response.data, staleTime: Infinity, gcTime: Infinity },
  });
}

/** Fetches the current public key (after -120 the old one is stale). */
export async function fetchPublicKey(): Promise<string> {
  const response = await getPublicKey(undefined, { silent: true });
  return response.data;
}
