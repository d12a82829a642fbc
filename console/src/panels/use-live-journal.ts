import { useCallback, useEffect, useRef, useState } from 'react';
import { readJournal, type JournalEntry } from '#generated/mock-admin/mock-admin.ts';
import { ask, inSession } from '../api.ts';

const POLL_MS = 1_000;
/** The server keeps 500 per session; the console keeps as many. */
const KEPT = 500;

/**
 * The session's journal as it grows, newest first: the first read takes the latest there is, each
 * later one pages oldest first from the cursor the last answered (`since`), so nothing is read
 * twice and nothing is skipped however many calls came in between.
 */
export function useLiveJournal(session: string, paused: boolean) {
  // Entries are kept with the session they came from: another session starts from nothing.
  const [kept, setKept] = useState<{ session: string; entries: JournalEntry[] }>({ session, entries: [] });
  const [error, setError] = useState<unknown>();
  const cursor = useRef<{ session: string; seq: number } | undefined>(undefined);

  const restart = useCallback(() => {
    cursor.current = undefined;
    setKept({ session, entries: [] });
  }, [session]);

  useEffect(() => {
    if (paused) return;
    if (cursor.current?.session !== session) cursor.current = undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const since = cursor.current?.seq;
        const page = await ask(readJournal(since === undefined ? { limit: KEPT, order: 'desc' } : { since, limit: KEPT }, inSession(session)));
        if (stopped) return;
        setError(undefined);
        if (page.entries.length > 0 || since === undefined) {
          // A follow-up page is oldest first: newest first on screen, above what is shown.
          const newestFirst = since === undefined ? page.entries : [...page.entries].reverse();
          setKept((shown) => ({
            session,
            entries: (since === undefined || shown.session !== session ? newestFirst : [...newestFirst, ...shown.entries]).slice(0, KEPT),
          }));
        }
        cursor.current = { session, seq: page.cursor };
      } catch (failure) {
        if (!stopped) setError(failure);
      }
      if (!stopped) timer = setTimeout(poll, POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [session, paused]);

  return { entries: kept.session === session ? kept.entries : [], error, restart };
}
