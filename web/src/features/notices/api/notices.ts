/**
 * The player's station messages (SPEC §7 "Station messages: list, login records, mark read"): the
 * notices list and one notice, marking read, and the login records. The unread count the header
 * shows is the shared tier's (api/notices); marking read writes it from the answer.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  getLoginRecords,
  getNotice,
  getNotices,
  markNoticesRead,
  type LoginRecordQuery,
  type MarkNoticesReadRequest,
  type NoticeQuery,
} from '#generated/phoenix/messages.ts';
import { dataOf } from '#web/api/data-of.ts';
import { refreshNotices } from '#web/api/notices.ts';
import { useIsLoggedIn, usePlayerPages } from '#web/api/player.ts';
import { playerQuery } from '#web/lib/query/query-client.ts';
import { apiQuery } from '#web/api/api-query.ts';

export type { LoginRecord, Notice, NoticeCategory, ReadStatus } from '#generated/phoenix/messages.ts';

const noticesQueryOptions = (query: NoticeQuery) =>
  playerQuery(apiQuery({ getNotices }, query, { staleTime: 30_000 }));

/** A page of notices; the last page stays on screen while the next loads. */
export function useNotices(query: NoticeQuery, enabled = true) {
  return usePlayerPages(noticesQueryOptions(query), enabled);
}

/** One notice; silent, as the page says "not found" in place. */
export function useNotice(recordId: number | null) {
  const loggedIn = useIsLoggedIn();
  const body = { recordId: recordId ?? 0 };
  return useQuery({
    ...playerQuery(apiQuery({ getNotice }, body, { silent: true })),
    enabled: loggedIn && recordId !== null,
    retry: false,
  });
}

/** markNoticesRead, some or all: the badge takes the unread count the answer gives, the lists are read again. */
export function useMarkRead() {
  return useMutation({
    mutationFn: async (request: MarkNoticesReadRequest) => dataOf(await markNoticesRead(request)),
    onSuccess: (marked) => refreshNotices(marked.unreadCount),
  });
}

export function useLoginRecords(query: LoginRecordQuery) {
  return usePlayerPages(playerQuery(apiQuery({ getLoginRecords }, query)));
}
