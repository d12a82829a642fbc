/**
 * The player's unread station messages (SPEC §7 "Station messages: unread count"): the badge the
 * header and the account menu show, in the shared tier because both read it, and the `notice`
 * push (api/live-updates, by a dynamic import so this stays out of the first download) writes it.
 * The notices pages and the dialog after login are features/notices.
 */
import { useQuery } from '@tanstack/react-query';
import { getUnreadNoticeCount } from '#generated/phoenix/messages.ts';
import { playerQuery, queryClient } from '../lib/query/query-client';
import type { TopicData } from '../lib/socket/topics';
import { useIsLoggedIn } from './player';
import { apiKey, apiQuery } from './api-query';

export const unreadNoticesQueryOptions = () =>
  // Silent: a badge that cannot load shows nothing rather than a toast on every page.
  playerQuery(apiQuery({ getUnreadNoticeCount }, undefined, { silent: true, staleTime: 60_000 }));

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
  const keys = [apiKey('getNotices'), apiKey('getNotice'), ...(unreadCount === undefined ? [apiKey('getUnreadNoticeCount')] : [])];
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A new notice pushed: the badge takes the count it carries, the lists are read again. */
export function applyNoticePush(data: TopicData['notice']): Promise<void> {
  return refreshNotices(data.unreadCount);
}
