// How tests reach the app: an operation by id, or a control-API call, on a mock session.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { operationsById, type OperationId } from '../contract.ts';

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string>;
  session?: string;
  headers?: Record<string, string>;
}

export interface ValidRequest extends CallOptions {
  /**
   * What the request needs first (a logged-in player, a solved slider, a code in the inbox), done
   * on the session; answers what replaces the static sample. The static `body` stays the shape
   * property tests mutate.
   */
  prepare?: (app: FastifyInstance, session: string) => Promise<CallOptions>;
}

/** Calls an operation by id, the way the site does: JSON body, session header. */
export function call(app: FastifyInstance, operationId: OperationId, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const op = operationsById[operationId];
  const request: InjectOptions = {
    method: op.method,
    url: op.path,
    query: options.query,
    headers: { ...(options.session ? { 'x-mock-session': options.session } : {}), ...options.headers },
  };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  return app.inject(request);
}

/** A control-API call on a session. */
export function admin(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
  session?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: session ? { 'x-mock-session': session } : {},
    ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
  });
}
