/**
 * The player's unread station messages (SPEC §7 "Station messages: unread count"): the badge the
 * header and the account menu show, in the shared tier because both read it, and the `notice`
 * push (api/live-updates, by a dynamic import so this stays out of the first download) writes it.
 * The notices pages and the dialog after login are features/notices.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGetNoticeQueryKey, getGetNoticesQueryKey, getGetUnreadNoticeCountQueryKey, getUnreadNoticeCount } from '../../../generated/phoenix/messages';
import { callOf } from '../lib/query/call-key';
import { playerQuery, queryClient } from '../lib/query/query-client';
import type { TopicData } from '../lib/socket/topics';
import { dataOf } from './data-of';
import { useIsLoggedIn } from './player';

export const unreadNoticesQueryOptions = () =>
  playerQuery(
    queryOptions({
      queryKey: getGetUnreadNoticeCountQueryKey(),
      // Silent: a badge that cannot load shows nothing rather than a toast on every page.
      queryFn: ({ signal }) => getUnreadNoticeCount(undefined, { signal, silent: true }).then(dataOf),
      staleTime: 60_000,
    }),
  );

/** How many notices the player has not read (0 while unknown or logged out). */
export function useUnreadNotices(): number {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...unreadNoticesQueryOptions(), enabled: loggedIn }).data?.unreadCount ?? 0;
}

/** The lists and the one notice are read again; the unread count is set from what changed it. */
export async function refreshNotices(unreadCount?: number): Promise<void> {
  if (unreadCount !== undefined) {
    queryClient.setQueryData(unreadNoticesQueryOptions().queryKey, (count) => ({ importantUnread: count?.importantUnread ?? 0, unreadCount }));
  }
  const keys = [getGetNoticesQueryKey(), getGetNoticeQueryKey(), ...(unreadCount === undefined ? [getGetUnreadNoticeCountQueryKey()] : [])];
  await Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: callOf(key) })));
}

/** A new notice pushed: the badge takes the count it carries, the lists are read again. */
export function applyNoticePush(data: TopicData['notice']): Promise<void> {
  return refreshNotices(data.unreadCount);
}
