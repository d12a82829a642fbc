import type { OperationId } from '../contract.ts';

/** One API call as QA sees it in /__mock/journal. */
export interface JournalEntry {
  time: number;
  method: string;
  path: string;
  operation: OperationId | null;
  requestBody: unknown;
  /** null when a fault dropped the connection or never answered. */
  httpStatus: number | null;
  code: number | null;
}

/**
 * A bounded ring buffer per session. The hot path stores the request body by reference; secrets
 * are masked only when someone reads the journal.
 */
export interface Journal {
  entries: (JournalEntry | undefined)[];
  next: number;
  size: number;
}

export const JOURNAL_LIMIT = 500;

export function createJournal(limit = JOURNAL_LIMIT): Journal {
  return { entries: new Array<JournalEntry | undefined>(limit), next: 0, size: 0 };
}

/** Above this many bytes (an uploaded picture) a body is kept shortened, not by reference. */
const LARGE_BODY_BYTES = 64 * 1024;

/**
 * What the journal keeps of a request body: the body itself (cheap, the hot path), or for a large
 * one its shortened copy, so 500 entries of uploads do not keep megabytes alive per session.
 */
export function journalBody(body: unknown, contentLength: string | undefined): unknown {
  return Number(contentLength) > LARGE_BODY_BYTES ? maskSecrets(body) : body;
}

export function record(journal: Journal, entry: JournalEntry): void {
  journal.entries[journal.next] = entry;
  journal.next = (journal.next + 1) % journal.entries.length;
  if (journal.size < journal.entries.length) journal.size++;
}

export function clearJournal(journal: Journal): void {
  journal.entries.fill(undefined);
  journal.next = 0;
  journal.size = 0;
}

const SECRET_KEY = /password|pwd|secret|token|authorization/i;
/** Longer strings (an uploaded picture's base64) are shown by their start and length. */
const LONG_STRING = 256;

/** What QA reads of a body: secrets masked, long strings shortened. */
export function maskSecrets(value: unknown): unknown {
  if (typeof value === 'string' && value.length > LONG_STRING) return `${value.slice(0, 64)}… (${value.length} characters)`;
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? '***' : maskSecrets(inner);
    return out;
  }
  return value;
}

/** Newest first, optionally one operation only, secrets masked. */
export function readJournal(journal: Journal, filter: { operation?: string; limit?: number }) {
  const out = [];
  const capacity = journal.entries.length;
  const limit = filter.limit ?? journal.size;
  for (let i = 1; i <= journal.size && out.length < limit; i++) {
    const entry = journal.entries[(journal.next - i + capacity) % capacity]!;
    if (filter.operation && entry.operation !== filter.operation) continue;
    out.push({ ...entry, time: new Date(entry.time).toISOString(), requestBody: maskSecrets(entry.requestBody) });
  }
  return out;
}
