// Proxy mode (`npm run mock -- --proxy URL`): each player API call that no armed scenario or
// Prefer code answers is forwarded to a real backend, and its answer is the one sent back. The
// request is held against the served player contract here, the answer by the contract check
// (contract-check.ts, always on in proxy mode); every violation lands on the call's journal entry,
// where the QA console shows it. The answers are recorded per session, so
// GET /__mock/proxy/recording hands back a preset that replays them offline.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { codes, SUCCESS_CODE, type OperationDef } from '../contract.ts';
import type { JournalEntry } from './journal.ts';
import type { ScenarioRequest } from './scenarios.ts';
import { servedCheckers } from './served-contract.ts';
import type { Session } from './sessions.ts';

/** What a backend that does not answer looks like to the caller: the envelope of code 500 over HTTP 502. */
const SERVER_ERROR = codes.serverError;
/** Answers recorded per session; past this the oldest go. */
export const RECORDED_KEPT = 500;
const BACKEND_TIMEOUT_MS = 30_000;
/** Hop-by-hop headers, and what the mock's own side of the call set (its host, its compression). */
const NOT_FORWARDED = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'content-length', 'accept-encoding', 'origin', 'referer']);

/** The call as the contract plugin journalled it: the backend's answer completes it. */
interface ForwardedCall {
  entry: JournalEntry;
  session: Session;
  /** Set once the backend answered: coverage counts what the backend's handler answered. */
  reachedHandler: boolean;
}

interface RecordedAnswer {
  operationId: string;
  httpStatus: number;
  /** The answer's JSON, or its text when it was not JSON. */
  body: unknown;
}

export interface Proxy {
  readonly target: string;
  /** Sends the backend's answer for this call (or a 502 envelope when it gave none). */
  forward(op: OperationDef, request: FastifyRequest, reply: FastifyReply, call: ForwardedCall): Promise<FastifyReply>;
  /** The session's recorded answers as a preset file (mock-server/scenarios/<name>.json). */
  recording(session: Session): { description: string; scenarios: ScenarioRequest[] };
  clear(session: Session): void;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A recorded answer as the scenario that gives it again: its data, or its code and message, once. */
function scenarioOf({ operationId, httpStatus, body }: RecordedAnswer): ScenarioRequest {
  const status = httpStatus === 200 ? {} : { httpStatus };
  if (isObject(body) && typeof body.code === 'number') {
    const msg = typeof body.msg === 'string' ? body.msg : undefined;
    if (body.code === SUCCESS_CODE) return { operation: operationId, data: body.data ?? null, ...(msg !== undefined && msg !== 'success' && { msg }), ...status, times: 1 };
    // The backend's word, declared or not: `force` arms a code the catalogue does not list for the operation.
    return { operation: operationId, code: body.code, ...(msg !== undefined && { msg }), ...(body.data != null && { data: body.data }), ...status, force: true, times: 1 };
  }
  return { operation: operationId, httpStatus, msg: String(body).slice(0, 200), force: true, times: 1 };
}

export function createProxy(target: string): Proxy {
  const base = new URL(target);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error(`--proxy takes an http(s) URL, got ${target}`);
  const prefix = base.pathname.replace(/\/$/, '');
  const recorded = new WeakMap<Session, RecordedAnswer[]>();

  return {
    target: base.href,

    async forward(op, request, reply, call) {
      const { entry, session } = call;
      const request_ = { query: (request.query ?? {}) as Record<string, unknown>, params: (request.params ?? {}) as Record<string, unknown>, body: request.body };
      const problems = servedCheckers().player.requestProblems(op.method, op.path, request_).map((problem) => `request: ${problem}`);
      if (problems.length > 0) entry.violations = problems;
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (!NOT_FORWARDED.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      const url = new URL(`${prefix}${request.url}`, base);
      let answer: Response;
      let text: string;
      try {
        answer = await fetch(url, {
          method: op.method,
          headers,
          redirect: 'manual',
          signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
          ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
        });
        text = await answer.text();
      } catch (error) {
        const why = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
        entry.httpStatus = 502;
        entry.code = SERVER_ERROR;
        entry.violations = [...(entry.violations ?? []), `the backend did not answer: ${why}`];
        return reply.code(502).send({ code: SERVER_ERROR, success: false, data: null, msg: `proxy: ${base.origin} did not answer (${why})` });
      }
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: the contract check says so; the journal and the recording keep the text.
      }
      entry.httpStatus = answer.status;
      entry.code = isObject(body) && typeof body.code === 'number' ? body.code : null;
      call.reachedHandler = true;
      const list = recorded.get(session) ?? [];
      list.push({ operationId: op.operationId, httpStatus: answer.status, body });
      if (list.length > RECORDED_KEPT) list.shift();
      recorded.set(session, list);
      reply.code(answer.status).header('content-type', answer.headers.get('content-type') ?? 'application/octet-stream');
      const retryAfter = answer.headers.get('retry-after');
      if (retryAfter !== null) reply.header('retry-after', retryAfter);
      return reply.send(text);
    },

    recording(session) {
      const list = recorded.get(session) ?? [];
      return {
        description: `${list.length} answers of ${base.origin} recorded through the proxy (session ${session.name}), each armed once in the order it came`,
        scenarios: list.map(scenarioOf),
      };
    },

    clear(session) {
      recorded.delete(session);
    },
  };
}
