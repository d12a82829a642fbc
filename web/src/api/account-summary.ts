/**
 * getPlayerCommonInfo: the little the account centre shows at its top (level, VIP, KYC, reports
 * still to acknowledge). The account centre's list and the VIP and reports pages read it; the
 * changes that move it (an acknowledgement, a KYC upload) invalidate it.
 */
import { useQuery } from '@tanstack/react-query';
import { getPlayerCommonInfo } from '#generated/phoenix/account.ts';
import { playerQuery, queryClient } from '../lib/query/query-client';
import { apiQuery } from './api-query';

const accountSummaryQueryOptions = () =>
  playerQuery(apiQuery({ getPlayerCommonInfo }, undefined, { staleTime: 60_000 }));

export const useAccountSummary = () => useQuery(accountSummaryQueryOptions());

/** After a change the summary shows (an acknowledged report, an uploaded document). */
export const invalidateAccountSummary = () => queryClient.invalidateQueries({ queryKey: accountSummaryQueryOptions().queryKey });
