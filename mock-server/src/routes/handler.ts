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
}

/** Returns the envelope's `data`; throws BusinessError for a business code. */
export type OperationHandler = (ctx: OperationContext<never, never, never>) => unknown;

export type HandlerTable = Partial<Record<OperationId, OperationHandler>>;

/** A business error: HTTP 200 with `code` and the catalogue's message in the caller's language. */
export class BusinessError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, data: unknown = null) {
    super(`business code ${code}`);
    this.code = code;
    this.data = data;
  }
}

/** Types a handler's input; the contract plugin has already validated it. */
export function handler<Body = unknown, Query = unknown, Params = unknown>(
  fn: (ctx: OperationContext<Body, Query, Params>) => unknown,
): OperationHandler {
  return fn as OperationHandler;
}
