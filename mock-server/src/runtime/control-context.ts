import type { Session } from './sessions.ts';

/**
 * A control call refused: `{error}` with an HTTP status the operation declares (400 a bad field,
 * 404 an unknown thing, 409 a conflict). Handlers throw it; the dispatcher answers it.
 */
export class ControlRefusal extends Error {
  readonly status: number;
  constructor(status: number, error: string) {
    super(error);
    this.status = status;
  }
}

export const refusal = (status: number, error: string) => new ControlRefusal(status, error);

/** What a control handler sees of a call: validated input, the caller's session, a header to set. */
export interface ControlContext<Body = unknown, Query = unknown, Params = unknown> {
  body: Body;
  query: Query;
  params: Params;
  /** The caller's session, bound by session-binding (a call that never reads it creates none). */
  readonly session: Session;
  /** Sets a header of the answer (a download's file name). */
  header(name: string, value: string): void;
}

/** Any handler of the table; routes/mock-admin types each by its own operation. */
export type AnyControlHandler = (ctx: never) => unknown;
