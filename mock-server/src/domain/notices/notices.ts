import { recordEvent, type EventsSlice } from '../events/events.ts';
import type { Notice, NoticeDraft, NoticesSlice } from './state.ts';

/** A player keeps this many notices; past it the oldest read one goes (the oldest, when all are unread). */
export const NOTICES_PER_PLAYER = 200;

export const noticesOf = (state: NoticesSlice, accountId: string): Notice[] => state.notices.list.filter((notice) => notice.accountId === accountId);

export const unreadCount = (state: NoticesSlice, accountId: string): number =>
  state.notices.list.reduce((count, notice) => count + (notice.accountId === accountId && notice.readAt === null ? 1 : 0), 0);

export const findNotice = (state: NoticesSlice, accountId: string, recordId: number): Notice | undefined =>
  state.notices.list.find((notice) => notice.recordId === recordId && notice.accountId === accountId);

function makeRoom(state: NoticesSlice, accountId: string): void {
  const own = noticesOf(state, accountId);
  if (own.length < NOTICES_PER_PLAYER) return;
  const drop = own.find((notice) => notice.readAt !== null) ?? own[0]!;
  state.notices.list.splice(state.notices.list.indexOf(drop), 1);
}

/** Writes the notice and records `notice-created`, which the socket pushes on `notice`. */
export function addNotice(state: NoticesSlice & EventsSlice, draft: NoticeDraft, at: number): Notice {
  makeRoom(state, draft.accountId);
  const notice: Notice = { ...draft, recordId: state.notices.nextRecordId++, createdAt: at, readAt: null };
  state.notices.list.push(notice);
  recordEvent(
    state,
    { type: 'notice-created', accountId: draft.accountId, recordId: notice.recordId, title: notice.title, important: notice.important, unreadCount: unreadCount(state, draft.accountId) },
    at,
  );
  return notice;
}

/** Marks the notices read (those not read yet); answers how many turned read. */
export function markRead(notices: readonly Notice[], at: number): number {
  let marked = 0;
  for (const notice of notices) {
    if (notice.readAt !== null) continue;
    notice.readAt = at;
    marked++;
  }
  return marked;
}

/** Account deletion: the player's notices go with the account. */
export function forgetNotices(state: NoticesSlice, accountId: string): void {
  state.notices.list = state.notices.list.filter((notice) => notice.accountId !== accountId);
}
