/**
 * The journal as QA reads it (GET /__mock/journal): each entry made readable (secrets masked,
 * tokens cut to their last characters, shortened bodies said so) and paged for a follower.
 */
import { maskSecrets, ShortenedBody, type Journal, type JournalEntry } from './journal.ts';

function readableHeaders(headers: Record<string, string>): Record<string, string> {
  const out = { ...headers };
  // Enough to tell which token was sent, never enough to use it.
  if (out.authorization !== undefined) out.authorization = out.authorization.replace(/^(\S+\s+)?(.*)$/, (_, scheme = '', token: string) => `${scheme}***${token.slice(-4)}`);
  return out;
}

function readableResponse(body: string | null): unknown {
  if (body === null) return null;
  try {
    return maskSecrets(JSON.parse(body));
  } catch {
    return body; // cut, so no longer JSON: QA reads the text
  }
}

function readableBody(body: unknown): unknown {
  if (!(body instanceof ShortenedBody)) return maskSecrets(body);
  if (body.complete) return JSON.parse(body.text);
  return `${body.text}… (${body.sentBytes} bytes, shortened)`;
}

/** A call held longer than this counts as answered for followers, whatever became of it. */
export const IN_FLIGHT_MAX_MS = 60_000;

const inFlight = (entry: JournalEntry, at: number) => entry.inFlightSince != null && at - entry.inFlightSince < IN_FLIGHT_MAX_MS;

function readable(entry: JournalEntry) {
  const { inFlightSince: _inFlight, violations, ...rest } = entry;
  return {
    ...rest,
    time: new Date(entry.time).toISOString(),
    // A call without a body (a GET, a bare POST) shows null, as the contract has it, not a missing key.
    requestBody: readableBody(entry.requestBody) ?? null,
    requestHeaders: readableHeaders(entry.requestHeaders),
    responseBody: readableResponse(entry.responseBody),
    violations: violations ?? [],
  };
}

export interface JournalFilter {
  operation?: string | undefined;
  limit?: number | undefined;
  since?: number | undefined;
  order?: 'asc' | 'desc' | undefined;
}

/**
 * The journal as QA reads it, secrets masked, optionally one operation only.
 *
 * Ascending (the default) is for following: the entries after `since`, oldest first, at most
 * `limit`, ending before a call still being answered; `cursor` is the seq up to which this page
 * has read the journal (the last entry given when the page is full, else the newest seq), so
 * `since=<cursor>` next time skips nothing and repeats nothing. `order: 'desc'` is a look at the
 * latest: newest first, the newest `limit` after `since`, and `cursor` the newest seq.
 * `oldest` is the oldest seq the ring still holds: a follower whose cursor is below oldest - 1
 * fell behind by more than the ring keeps.
 */
export function readJournal(journal: Journal, filter: JournalFilter) {
  const capacity = journal.entries.length;
  const limit = filter.limit ?? journal.size;
  const since = filter.since ?? 0;
  const newest = journal.nextSeq - 1;
  const at = (i: number) => journal.entries[(journal.next - journal.size + i + capacity) % capacity]!;
  const oldest = journal.size === 0 ? null : at(0).seq;
  const matches = (entry: JournalEntry) => !filter.operation || entry.operation === filter.operation;
  const entries = [];
  if (filter.order === 'desc') {
    for (let i = journal.size - 1; i >= 0 && entries.length < limit; i--) {
      const entry = at(i);
      if (entry.seq <= since) break;
      if (matches(entry)) entries.push(readable(entry));
    }
    return { entries, cursor: newest, oldest };
  }
  const clock = performance.now();
  let cursor = Math.max(since, newest);
  for (let i = 0; i < journal.size; i++) {
    const entry = at(i);
    if (entry.seq <= since) continue;
    if (inFlight(entry, clock)) {
      cursor = Math.max(since, entry.seq - 1);
      break;
    }
    if (!matches(entry)) continue;
    entries.push(readable(entry));
    if (entries.length === limit) {
      cursor = entry.seq;
      break;
    }
  }
  return { entries, cursor, oldest };
}
