/** Typed errors of the http client. Callers branch on these, never on raw fetch failures. */

/** The server answered, but not with success: a business code (HTTP 200) or an HTTP error. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly httpStatus: number;
  readonly data: unknown;
  readonly path: string;

  constructor(init: { code: number; msg: string; httpStatus: number; data?: unknown; path: string }) {
    super(init.msg || `API error ${init.code} on ${init.path}`);
    this.name = 'ApiError';
    this.code = init.code;
    this.msg = init.msg;
    this.httpStatus = init.httpStatus;
    this.data = init.data;
    this.path = init.path;
  }
}

/** No answer within the request timeout (SPEC §9: 30 s). */
export class TimeoutError extends Error {
  readonly path: string;
  readonly timeoutMs: number;

  constructor(path: string, timeoutMs: number) {
    super(`Request to ${path} timed out after ${timeoutMs} ms`);
    this.name = 'TimeoutError';
    this.path = path;
    this.timeoutMs = timeoutMs;
  }
}

/** The request never reached the server, or the connection dropped. */
export class NetworkError extends Error {
  readonly path: string;

  constructor(path: string, cause: unknown) {
    super(`Network error on ${path}`, { cause });
    this.name = 'NetworkError';
    this.path = path;
  }
}

/** The caller aborted (React Query cancels on unmount); such errors pass through untouched. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** A failure the site words itself: `key` is a locale key (errorMessage translates it). */
export class LocalizedError extends Error {
  readonly key: string;

  constructor(key: string, options?: ErrorOptions) {
    super(key, options);
    this.name = 'LocalizedError';
    this.key = key;
  }
}
