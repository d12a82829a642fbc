/** Reports and notices the player must acknowledge (getReportStatus per type, acknowledgeReport). */
import { useMutation, useQueries } from '@tanstack/react-query';
import { acknowledgeReport, getReportStatus, type ReportStatus, type ReportType } from '#generated/phoenix/account.ts';
import { invalidateAccountSummary } from '#web/api/account-summary.ts';
import { dataOf } from '#web/api/data-of.ts';
import { playerQuery, queryClient } from '#web/lib/query/query-client.ts';
import { apiQuery } from '#web/api/api-query.ts';

export type { ReportStatus, ReportType };

/** Every report the platform asks players to acknowledge, in the order the page lists them. */
export const REPORT_TYPES: readonly ReportType[] = ['TERMS_UPDATE', 'PRIVACY_POLICY_UPDATE', 'RESPONSIBLE_GAMING', 'ANNUAL_STATEMENT'];

const reportStatusQueryOptions = (reportType: ReportType) =>
  playerQuery(apiQuery({ getReportStatus }, { reportType }, { staleTime: 60_000 }));

export function useReportStatuses() {
  return useQueries({ queries: REPORT_TYPES.map((type) => reportStatusQueryOptions(type)) });
}

/** Acknowledges one report; its status is the answer, and the account summary's pending list follows. */
async function acknowledge(reportType: ReportType): Promise<ReportStatus> {
  const status = dataOf(await acknowledgeReport({ reportType }, { silent: true }));
  queryClient.setQueryData(reportStatusQueryOptions(reportType).queryKey, status);
  await invalidateAccountSummary();
  return status;
}

export const useAcknowledgeReport = () => useMutation({ mutationFn: acknowledge });

/** Pending first (what needs the player), then the acknowledged ones, newest acknowledgement first. */
export function inReadingOrder(statuses: ReportStatus[]): ReportStatus[] {
  return [...statuses].sort((a, b) => {
    if (a.acknowledged !== b.acknowledged) return a.acknowledged ? 1 : -1;
    return (b.acknowledgedAt ?? '').localeCompare(a.acknowledgedAt ?? '') || REPORT_TYPES.indexOf(a.reportType) - REPORT_TYPES.indexOf(b.reportType);
  });
}
