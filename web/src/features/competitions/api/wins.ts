/**
 * Notable wins across the site (getRecentWins, open to visitors) and, while the ticker shows, each
 * new one from the `orderAll` push, newest first in the same cache entry.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGetRecentWinsQueryKey, getRecentWins, type NotableWin } from '../../../../../generated/phoenix/competitions';
import { dataOf } from '../../../api/data-of';
import { queryClient } from '../../../lib/query/query-client';
import { usePushTopic } from '../../../lib/socket/use-push-topic';

export type { NotableWin };

const KEEP = 20;

export const recentWinsQueryOptions = () =>
  queryOptions({
    queryKey: getGetRecentWinsQueryKey(),
    queryFn: ({ signal }) => getRecentWins(undefined, { signal, silent: true }).then((answer) => dataOf(answer).wins),
    staleTime: 60_000,
  });

/** The latest wins, kept current by the push while `enabled` (the ticker is quiet otherwise: no read, no push). */
export function useRecentWins(enabled: boolean): NotableWin[] | undefined {
  const wins = useQuery({ ...recentWinsQueryOptions(), enabled }).data;
  usePushTopic(
    'orderAll',
    (win) => {
      queryClient.setQueryData(recentWinsQueryOptions().queryKey, (list = []) => [win, ...list.filter((w) => w.orderNo !== win.orderNo)].slice(0, KEEP));
    },
    { enabled },
  );
  return enabled ? wins : undefined;
}
