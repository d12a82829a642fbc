/**
 * Notable wins across the site (getRecentWins, open to visitors) and, while the ticker shows, each
 * new one from the `orderAll` push, newest first in the same cache entry.
 */
import { useQuery } from '@tanstack/react-query';
import { getRecentWins, type NotableWin } from '#generated/phoenix/competitions.ts';
import { queryClient } from '#web/lib/query/query-client.ts';
import { usePushTopic } from '#web/lib/socket/use-push-topic.ts';
import { apiQuery } from '#web/api/api-query.ts';

export type { NotableWin };

const KEEP = 20;

export const recentWinsQueryOptions = () =>
  apiQuery({ getRecentWins }, undefined, { silent: true, staleTime: 60_000 });

/** The latest wins, kept current by the push while `enabled` (the ticker is quiet otherwise: no read, no push). */
export function useRecentWins(enabled: boolean): NotableWin[] | undefined {
  const wins = useQuery({ ...recentWinsQueryOptions(), enabled }).data?.wins;
  usePushTopic(
    'orderAll',
    (win) => {
      queryClient.setQueryData(recentWinsQueryOptions().queryKey, (recent) => ({ wins: [win, ...(recent?.wins ?? []).filter((w) => w.orderNo !== win.orderNo)].slice(0, KEEP) }));
    },
    { enabled },
  );
  return enabled ? wins : undefined;
}
