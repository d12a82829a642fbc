import type { Code, Locale } from '../contract.ts';
import type { Refusal } from '../domain/shared/business-error.ts';
import type { MockState } from '../domain/state.ts';
import type { Session } from './sessions.ts';

/**
 * What the contract plugin hands a player-API handler: validated input, the caller's session, and
 * `refuse`, which builds the business error for one of `Codes` (for a handler, the codes its
 * operation declares). routes/handler.ts types it per operation (ContextOf); it lives here, beside
 * the plugin that builds it, so plugins never import routes.
 */
export interface OperationContext<Body = unknown, Query = unknown, Params = unknown, Codes extends Code = Code> {
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
  /** The caller's address (per-address throttles). */
  clientAddress: string;
  /** The caller's User-Agent header (the device a login record names). */
  userAgent: string | undefined;
  /** `throw refuse(codes.nameTaken)`: only a code of `Codes` compiles. */
  refuse: Refusal<Codes>;
}

/** Any handler of the table; routes/handler.ts types each by its own operation. */
export type AnyOperationHandler = (ctx: never) => unknown;
