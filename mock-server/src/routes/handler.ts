import type { Locale, OperationId } from '../contract.ts';
import type { Session } from '../plugins/sessions.ts';
import type { MockState } from '../domain/state.ts';

/** What a handler sees of a request: validated input and the caller's session. */
export interface OperationContext<Body = unknown, Query = unknown, Params = unknown> {
  body: Body;
  query: Query;
  params: Params;
  session: Session;
  state: MockState;
  locale: Locale;
  /** The session clock, read once per request. */
  now: number;
  /** The bearer token sent, if any, and the player it belongs to (player operations). */
  token: string | undefined;
  loginName: string | undefined;
  /** The account id behind a valid token (absent for test tokens that name a bare login name). */
  playerId: string | undefined;
}

/** Returns the envelope's `data`; throws BusinessError for a business code. */
export type OperationHandler = (ctx: OperationContext<never, never, never>) => unknown;

export type HandlerTable = Partial<Record<OperationId, OperationHandler>>;

/**
 * A business error: HTTP 200 with `code` and the catalogue's message in the caller's language.
 * `msg` replaces the catalogue's message where the code alone does not say what is wrong (a 400
 * naming a field, as validation failures do); `httpStatus` for the codes that travel as HTTP
 * statuses (400, 401).
 */
export class BusinessError extends Error {
  readonly code: number;
  readonly data: unknown;
  readonly msg: string | undefined;
  readonly httpStatus: number;
  constructor(code: number, data: unknown = null, options: { msg?: string; httpStatus?: number } = {}) {
    super(`business code ${code}`);
    this.code = code;
    this.data = data;
    this.msg = options.msg;
    this.httpStatus = options.httpStatus ?? 200;
  }
}

/** A request the schema lets through but the operation cannot use: a 400 naming the field. */
export const badRequest = (field: string, problem: string) => new BusinessError(400, null, { msg: `${field}: ${problem}`, httpStatus: 400 });

/** Types a handler's input; the contract plugin has already validated it. */
export function handler<Body = unknown, Query = unknown, Params = unknown>(
  fn: (ctx: OperationContext<Body, Query, Params>) => unknown,
): OperationHandler {
  return fn as OperationHandler;
}
