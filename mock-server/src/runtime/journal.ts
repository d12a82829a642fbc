import type { OperationId } from '../contract.ts';

/** One API call as QA sees it in /__mock/journal. */
export interface JournalEntry {
  time: number;
  method: string;
  path: string;
  operation: OperationId | null;
  requestBody: unknown;
  /** The few request headers QA asks about (language, authorization, content type, Prefer), as sent. */
  requestHeaders: Record<string, string>;
  /** null when a fault dropped the connection or never answered. */
  httpStatus: number | null;
  code: number | null;
  /** The answer as sent, cut at RESPONSE_BODY_CHARS; null until answered, or when never answered. */
  responseBody: string | null;
  /** The id of the armed scenario that answered, if one did. */
  scenario: string | null;
  /** From the request's arrival to the answer's serialisation; null when never answered. */
  durationMs: number | null;
  /** Position in the session's journal, for `since`: 1 for its first call, never reused. */
  seq: number;
  /** Where the answer breaks the served contract (a proxied backend's, or the mock's own under --validate-responses). */
  violations?: string[];
  /**
   * While the call is being answered: when it came (performance.now()). A follower's page ends
   * before it, so each entry is read once and complete. Never shown.
   */
  inFlightSince?: number | null;
}

/** The request headers the journal keeps. */
/** Set on the reads the site's page server makes for a page's first frame (web/server/backend.ts says the same name). */
export const PAGE_SERVER_HEADER = 'x-page-server';

export const JOURNALLED_HEADERS = ['accept-language', 'authorization', 'content-type', 'prefer', PAGE_SERVER_HEADER] as const;

export function journalHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of JOURNALLED_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

/** Entries per session; the byte caps below usually bind first for large bodies. */
export const JOURNAL_LIMIT = 500;
/** A body up to this many bytes (as sent) is kept by reference: the hot path copies nothing. */
export const BODY_BY_REFERENCE_BYTES = 1024;
/** A larger body is kept as a masked, serialised copy of at most this many characters. */
export const SHORTENED_BODY_CHARS = 2048;
/** Bytes of journal per session, and over all sessions; past either the oldest entries go. */
export const SESSION_JOURNAL_BYTES = 256 * 1024;
export const TOTAL_JOURNAL_BYTES = 16 * 1024 * 1024;
/** How much of an answer the journal keeps. */
export const RESPONSE_BODY_CHARS = 1024;
/** What an entry costs beside its request body and path: the object, headers, and its answer's room. */
const ENTRY_OVERHEAD_BYTES = 256 + RESPONSE_BODY_CHARS;

/** The byte budget every session's journal draws on, so many sessions cannot add up unbounded. */
export interface JournalBudget {
  bytes: number;
  readonly limit: number;
  readonly journals: Set<Journal>;
}

export function createJournalBudget(limit = TOTAL_JOURNAL_BYTES): JournalBudget {
  return { bytes: 0, limit, journals: new Set() };
}

/**
 * A bounded ring buffer per session, capped in entries and in bytes. The hot path stores a small
 * request body by reference; secrets are masked only when someone reads the journal.
 */
export interface Journal {
  entries: (JournalEntry | undefined)[];
  /** What each entry counts against the caps, by the same index. */
  costs: number[];
  next: number;
  size: number;
  bytes: number;
  /** The seq the next entry gets. */
  nextSeq: number;
  readonly byteLimit: number;
  readonly budget: JournalBudget;
}

export function createJournal(
  budget: JournalBudget = createJournalBudget(),
  options: { limit?: number; byteLimit?: number } = {},
): Journal {
  const limit = options.limit ?? JOURNAL_LIMIT;
  const journal: Journal = {
    entries: new Array<JournalEntry | undefined>(limit),
    costs: new Array<number>(limit).fill(0),
    next: 0,
    size: 0,
    bytes: 0,
    nextSeq: 1,
    byteLimit: options.byteLimit ?? SESSION_JOURNAL_BYTES,
    budget,
  };
  budget.journals.add(journal);
  return journal;
}

/** A large body as kept: its masked serialisation, cut at SHORTENED_BODY_CHARS if longer. */
export class ShortenedBody {
  readonly text: string;
  readonly complete: boolean;
  readonly sentBytes: number;
  constructor(text: string, complete: boolean, sentBytes: number) {
    this.text = text;
    this.complete = complete;
    this.sentBytes = sentBytes;
  }
}

/** What the journal keeps of a request body, and what it counts against the caps. */
export function journalBody(body: unknown, contentLength: string | undefined): { body: unknown; bytes: number } {
  if (typeof body === 'string') {
    const kept = shortString(body);
    return { body: kept, bytes: kept.length };
  }
  if (body === undefined || body === null || typeof body !== 'object') return { body, bytes: 0 };
  const sent = Number(contentLength);
  // No content-length (chunked) counts as large: its size is unknown.
  if (sent <= BODY_BY_REFERENCE_BYTES) return { body, bytes: sent };
  const { text, complete } = serialiseShortened(body, SHORTENED_BODY_CHARS);
  return { body: new ShortenedBody(text, complete, Number.isFinite(sent) ? sent : text.length), bytes: text.length };
}

/**
 * A body refused before it was parsed (too deep, too many values, a `__proto__` key): its start as
 * text, with the string value of any secret-looking key masked, shown as shortened.
 */
export function refusedBody(text: string): { body: ShortenedBody; bytes: number } {
  const start = text.slice(0, SHORTENED_BODY_CHARS).replace(/("[^"]*(?:password|pwd|secret|token|authorization)[^"]*"\s*:\s*)"(?:[^"\\]|\\.)*"/gi, '$1"***"');
  return { body: new ShortenedBody(start, false, text.length), bytes: start.length };
}

export function record(journal: Journal, entry: JournalEntry, bodyBytes = 0): void {
  const capacity = journal.entries.length;
  entry.seq = journal.nextSeq++;
  if (journal.size === capacity) dropOldest(journal);
  const cost = ENTRY_OVERHEAD_BYTES + entry.path.length + bodyBytes;
  journal.entries[journal.next] = entry;
  journal.costs[journal.next] = cost;
  journal.next = (journal.next + 1) % capacity;
  journal.size++;
  journal.bytes += cost;
  journal.budget.bytes += cost;
  // The newest entry always stays: each cap keeps at least one entry per journal.
  while (journal.bytes > journal.byteLimit && journal.size > 1) dropOldest(journal);
  const { budget } = journal;
  while (budget.bytes > budget.limit) {
    let largest: Journal | undefined;
    for (const other of budget.journals) if (other.size > 1 && (!largest || other.bytes > largest.bytes)) largest = other;
    if (!largest) break;
    dropOldest(largest);
  }
}

function dropOldest(journal: Journal): void {
  const capacity = journal.entries.length;
  const oldest = (journal.next - journal.size + capacity) % capacity;
  const cost = journal.costs[oldest]!;
  journal.entries[oldest] = undefined;
  journal.costs[oldest] = 0;
  journal.size--;
  journal.bytes -= cost;
  journal.budget.bytes -= cost;
}

export function clearJournal(journal: Journal): void {
  journal.entries.fill(undefined);
  journal.costs.fill(0);
  journal.next = 0;
  journal.size = 0;
  journal.budget.bytes -= journal.bytes;
  journal.bytes = 0;
}

/** A journal that is gone for good (its session evicted): its bytes go back to the budget. */
export function discardJournal(journal: Journal): void {
  clearJournal(journal);
  journal.budget.journals.delete(journal);
}

const SECRET_KEY = /password|pwd|secret|token|authorization/i;
/** Longer strings (an uploaded picture's base64) are shown by their start and length. */
const LONG_STRING = 256;
const shortString = (value: string) => (value.length > LONG_STRING ? `${value.slice(0, 64)}… (${value.length} characters)` : value);

/** What QA reads of a body: secrets masked, long strings shortened. */
export function maskSecrets(value: unknown): unknown {
  if (typeof value === 'string') return shortString(value);
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? '***' : maskSecrets(inner);
    return out;
  }
  return value;
}

/**
 * maskSecrets, serialised, stopping as soon as the text passes `budget` characters: a megabyte
 * of `[[],[],...]` costs a few characters' work, not a masked copy of the whole.
 */
export function serialiseShortened(value: unknown, budget: number): { text: string; complete: boolean } {
  let out = '';
  const emit = (text: string) => {
    out += text;
    return out.length <= budget;
  };
  const walk = (item: unknown): boolean => {
    if (typeof item === 'string') return emit(JSON.stringify(shortString(item)));
    if (Array.isArray(item)) {
      if (!emit('[')) return false;
      for (let i = 0; i < item.length; i++) if ((i > 0 && !emit(',')) || !walk(item[i])) return false;
      return emit(']');
    }
    if (item && typeof item === 'object') {
      if (!emit('{')) return false;
      let first = true;
      for (const key in item) {
        if (!Object.hasOwn(item, key)) continue;
        if ((!first && !emit(',')) || !emit(`${JSON.stringify(key)}:`)) return false;
        first = false;
        if (!(SECRET_KEY.test(key) ? emit('"***"') : walk((item as Record<string, unknown>)[key]))) return false;
      }
      return emit('}');
    }
    return emit(JSON.stringify(item) ?? 'null');
  };
  const complete = walk(value);
  return { text: complete ? out : out.slice(0, budget), complete };
}

/** The answer as the journal keeps it: serialised, cut to RESPONSE_BODY_CHARS. */
export function journalResponse(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  return payload.length > RESPONSE_BODY_CHARS ? `${payload.slice(0, RESPONSE_BODY_CHARS)}… (${payload.length} characters)` : payload;
}
