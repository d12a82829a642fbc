import { takeEvents, type RecordedEvent } from '../domain/events/events.ts';
import { findAccountById } from '../domain/identity/accounts.ts';
import { noticeForEvent } from '../domain/notices/from-events.ts';
import { addNotice } from '../domain/notices/notices.ts';
import type { MockState } from '../domain/state.ts';

/**
 * What a call recorded, with the station messages it makes: each event that means something to
 * the player (domain/notices/from-events.ts says which, and what) writes a notice, stamped with the
 * event's own time, whose `notice-created` is published with the rest. The session publishes
 * through this (runtime/sessions.ts publishEvents), so every path that records an event (an API
 * call, a control call, a stand-in page, the clock's settlements) gets its notices the same way.
 */
export function takeEventsWithNotices(state: MockState): RecordedEvent[] {
  const events = takeEvents(state);
  for (const event of events) {
    const draft = noticeForEvent(event);
    // A player deleted since (an order settled later) has no one to tell.
    if (draft && findAccountById(state, draft.accountId)) addNotice(state, draft, event.at);
  }
  return [...events, ...takeEvents(state)];
}
