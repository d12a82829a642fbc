// The backend's reads the page server makes for a page's first frame: contract operations called by
// their generated definitions (generated/operations.ts: method and path) and held against their
// generated response schemas, as the player's own request would make them (its cookies, its
// language). A read that fails, is refused, breaks the contract or takes longer than its budget is
// no read: the page goes out without what it would have filled, never later or broken.
import type { z } from 'zod';
import { operationsById, SUCCESS_CODE, type OperationId } from '#generated/operations.ts';

/** Says on every read that the page server made it, not a browser: the mock journals it and plays no armed scenario on it. */
export const PAGE_SERVER_HEADER = 'x-page-server';

/**
 * The player's headers a read carries, so the backend answers it as it would answer the player. Not
 * the browser's Accept-Language: the app asks in the site's language (lib/http/client.ts), which
 * the page's own guess names (`language`), whatever the browser prefers.
 */
const FORWARDED = ['cookie', 'x-mock-session'] as const;

export interface Backend {
  /** Where the contract's paths are served, e.g. `http://127.0.0.1:4000`. */
  origin: string;
  /** How long a page waits for its reads (all of them run at once). */
  budgetMs: number;
  /** Injectable for tests; the runtime's fetch otherwise. */
  fetch?: typeof fetch;
}

type Envelope<Data> = { code: number; success: boolean; data: Data };

/** Why a read gave nothing: the page server's log says it (`--verbose`), the page goes out without it. */
export type ReadMissed = 'unreachable' | 'timeout' | `http ${number}` | 'not the contract' | `code ${number}`;

export type ReadResult<Data> = { ok: true; data: Data } | { ok: false; missed: ReadMissed };

/**
 * Calls `operationId` with `body` for the player behind `request`; answers its `data` when the
 * backend answered 200 within the contract, or why not (a first frame is a nicety: the app draws
 * the same things itself).
 */
export async function readBackend<Schema extends z.ZodType<Envelope<unknown>>>(
  backend: Backend,
  request: Request,
  operationId: OperationId,
  response: Schema,
  body: object,
  signal: AbortSignal,
  language: string,
): Promise<ReadResult<z.output<Schema>['data']>> {
  const op = operationsById[operationId];
  const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json', 'accept-language': language, [PAGE_SERVER_HEADER]: 'first-frame' });
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  let answer: Response;
  try {
    answer = await (backend.fetch ?? fetch)(new URL(op.path, backend.origin), { method: op.method, headers, body: JSON.stringify(body), signal });
  } catch {
    return { ok: false, missed: signal.aborted ? 'timeout' : 'unreachable' };
  }
  if (!answer.ok) return { ok: false, missed: `http ${answer.status}` };
  let json: unknown;
  try {
    json = await answer.json();
  } catch {
    return { ok: false, missed: signal.aborted ? 'timeout' : 'not the contract' };
  }
  // A business error's envelope carries no data the success schema would pass: its code says why.
  const code = typeof json === 'object' && json !== null ? (json as { code?: unknown }).code : undefined;
  if (typeof code === 'number' && code !== SUCCESS_CODE) return { ok: false, missed: `code ${code}` };
  const parsed = response.safeParse(json);
  if (!parsed.success) return { ok: false, missed: 'not the contract' };
  return { ok: true, data: parsed.data.data };
}
