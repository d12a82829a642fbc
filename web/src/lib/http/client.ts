/**
 * The one http client of the site: orval's fetch mutator (every generated call goes through it).
 *
 * - Answers are the envelope `{code, success, data, msg}`; it is returned whole, typed as T,
 *   when code is 200 and success is true, and thrown as an ApiError otherwise.
 * - loginName is added to JSON bodies when a player is logged in; Accept-Language is the
 *   site language; 30 s timeout (TimeoutError); network failures are NetworkError; a caller's
 *   abort passes through as the AbortError it is.
 * - What the player sees of a failure is decided by ./error-policy.
 * - 100701 (login safety check) "returns normally" (SPEC §8) for every caller: the promise
 *   resolves to the envelope exactly as the server sent it, `{code: 100701, success: false,
 *   data: LoginChallenge, msg}`, with no toast and no session handling. T's `data` does not hold
 *   then: a caller that may meet it checks `isSafetyCheck(response)` before reading `data`
 *   (the login does; the shared tier's reads fail quietly on it through api/data-of).
 */
import { errorCodes, SAFETY_CHECK_CODE, TOKEN_PATH } from './error-codes';
import { decideError, applyDecision } from './error-policy';
import { ApiError, NetworkError, TimeoutError } from './errors';
import { noteServerDate } from '../time/server-time';
import { nextTask } from '../next-task';

export const REQUEST_TIMEOUT_MS = 30_000;

/** Per-request options, passed by callers as orval's `request` option. */
interface HttpRequestOptions {
  /** The caller shows business errors itself: no error toast (session codes still apply). */
  silent?: boolean;
}

type HttpRequestInit = RequestInit & HttpRequestOptions;

export type ErrorType<_E> = ApiError;
export type BodyType<B> = B;

/** What the client needs to know of the session; app/ provides it at start-up. */
interface HttpSession {
  getLanguage: () => string;
  /** The logged-in player's loginName, or null for a visitor. */
  getLoginName: () => string | null;
  getAccessToken: () => string | null;
  /**
   * Runs before a call that carries the access token: renews the token first when it has expired
   * by the server's clock (lib/time/server-time), so the call is not spent on a 1008.
   */
  ensureFreshToken: () => Promise<void>;
}

let session: HttpSession = {
  getLanguage: () => document.documentElement.lang || 'ja-JP',
  getLoginName: () => null,
  getAccessToken: () => null,
  ensureFreshToken: async () => undefined,
};

export function configureHttpSession(next: Partial<HttpSession>): void {
  session = { ...session, ...next };
}

interface Envelope {
  code: number;
  success: boolean;
  data?: unknown;
  msg?: string;
}

/** A 100701 answer, which the client resolves instead of throwing (see above). */
export function isSafetyCheck(response: { code: number }): boolean {
  return response.code === SAFETY_CHECK_CODE;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'code' in body && 'success' in body;
}

function pathOf(url: string): string {
  return new URL(url, 'http://site.invalid').pathname;
}

function withLoginName(body: RequestInit['body']): RequestInit['body'] {
  const loginName = session.getLoginName();
  if (!loginName || typeof body !== 'string') return body;
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || 'loginName' in parsed) return body;
    return JSON.stringify({ ...parsed, loginName });
  } catch {
    return body;
  }
}

function buildHeaders(init: RequestInit): Headers {
  const headers = new Headers(init.headers);
  headers.set('Accept-Language', session.getLanguage());
  headers.set('Accept', 'application/json');
  if (typeof init.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const token = session.getAccessToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function sendOnce<T>(url: string, init: RequestInit): Promise<T> {
  const path = pathOf(url);
  const controller = new AbortController();
  const callerSignal = init.signal;
  let timedOut = false;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);

  try {
    // Each request starts in a task of its own: a page's first render asks for ten things at
    // once, and starting them all in the task that mounted it was a long task on a phone. (A caller
    // that gave up meanwhile has aborted the signal fetch gets, which then sends nothing.)
    await nextTask();
    // The token call renews the token itself: it must not wait for its own renewal.
    if (path !== TOKEN_PATH && session.getAccessToken()) await session.ensureFreshToken();
    let response: Response;
    const sentAt = Date.now();
    try {
      response = await fetch(url, {
        ...init,
        headers: buildHeaders(init),
        body: withLoginName(init.body),
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw new TimeoutError(path, REQUEST_TIMEOUT_MS);
      if (callerSignal?.aborted) throw error;
      throw new NetworkError(path, error);
    }
    noteServerDate(response.headers.get('date'), sentAt, Date.now());

    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (timedOut) throw new TimeoutError(path, REQUEST_TIMEOUT_MS);
      if (callerSignal?.aborted) throw error;
      // Not JSON (a proxy error page, a truncated answer).
      throw new ApiError({ code: response.ok ? -1 : response.status, msg: '', httpStatus: response.status, path });
    }

    if (!isEnvelope(body)) {
      throw new ApiError({ code: response.ok ? -1 : response.status, msg: '', httpStatus: response.status, path });
    }
    if (response.ok && body.code === SAFETY_CHECK_CODE) return body as T;
    if (!response.ok || !body.success || body.code !== errorCodes.success) {
      throw new ApiError({
        code: body.code,
        msg: body.msg ?? '',
        httpStatus: response.status,
        data: body.data,
        path,
      });
    }
    return body as T;
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

async function send<T>(url: string, init: HttpRequestInit, retried: boolean): Promise<T> {
  const { silent = false, ...requestInit } = init;
  try {
    return await sendOnce<T>(url, requestInit);
  } catch (error) {
    const decision = decideError(error, { path: pathOf(url), silent, retried });
    await applyDecision(decision, error);
    if (decision.retry) return send<T>(url, init, true);
    throw error;
  }
}

export const httpClient = async <T>(url: string, init: HttpRequestInit = {}): Promise<T> => send<T>(url, init, false);

export default httpClient;
