// The mock's control API (/__mock) from Node: orval's generated fetchers (generated/mock-admin,
// from openapi/mock-admin.yaml), the same ones the console calls in the browser, bound to the
// mock's origin and one mock session. `client.<operationId>(...)` answers the call's 200 body or
// throws a ControlCallError, so an operation added to the contract is a call here with no edit.
// The e2e suite (e2e/fixtures/mock-control.ts) and the bench call it.
import * as fetchers from '#generated/mock-admin/mock-admin.ts';
import { controlOperations, type ControlOperationId } from '#generated/mock-admin/operations.ts';

/** A control call answered other than 200: the method and path, the status, the server's words. */
export class ControlCallError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(method: string, path: string, status: number, body: string) {
    super(`${method} ${path} answered HTTP ${status}: ${body.slice(0, 300)}`);
    this.status = status;
    this.body = body;
  }
}

type Answer = { status: number; data: unknown; headers: Headers };
/** A generated fetcher's own arguments: all of them but the trailing request options and fetch. */
type CallArguments<F> = F extends (...args: infer A) => Promise<Answer> ? (A extends [...infer Own, RequestInit?, typeof fetch?] ? Own : never) : never;
type Success<F> = F extends (...args: never[]) => Promise<infer R> ? (Extract<R, { status: 200 }> extends { data: infer D } ? D : never) : never;

/** Every control operation, by its operationId, answering its 200 body. */
export type ControlClient = { [K in ControlOperationId]: (...args: CallArguments<(typeof fetchers)[K]>) => Promise<Success<(typeof fetchers)[K]>> };

/** Headers that put a request made outside the browser (a control call, an API call) in the mock session `sessionId`. */
export const sessionHeaders = (sessionId: string): Record<string, string> => ({ 'x-mock-session': sessionId });

/** The control API on `baseURL` (the mock's origin), acting on the mock session `sessionId`, called with `send` (fetch by default). */
export function controlClient(baseURL: string, sessionId: string, send: typeof fetch = fetch): ControlClient {
  const options: RequestInit = { headers: sessionHeaders(sessionId) };
  // The generated fetchers call relative URLs, which a browser resolves; here they are the mock's.
  const onMock: typeof fetch = (input, init) => send(new URL(String(input), baseURL), init);
  const calls = controlOperations.map(({ operationId, method, path }) => {
    const fetcher = fetchers[operationId] as unknown as (...args: unknown[]) => Promise<Answer>;
    // A fetcher's parameters are the operation's own, then the request options and the fetch.
    const own = fetcher.length - 2;
    const call = async (...args: unknown[]) => {
      const padded = Array.from({ length: Math.max(own, args.length) }, (_, i) => args[i]);
      const answer = await fetcher(...padded, options, onMock);
      if (answer.status !== 200) {
        throw new ControlCallError(method, path, answer.status, typeof answer.data === 'string' ? answer.data : JSON.stringify(answer.data));
      }
      return answer.data;
    };
    return [operationId, call] as const;
  });
  return Object.fromEntries(calls) as unknown as ControlClient;
}
