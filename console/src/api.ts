// The console's one way to the control API: the fetchers orval generates from
// openapi/mock-admin.yaml (same origin, relative URLs), each call in the session the console
// works on. A refusal becomes a ControlError carrying the server's own words.

/** The session a call acts on, as the control API reads it. */
export const inSession = (session: string): RequestInit => ({ headers: { 'x-mock-session': session } });

export class ControlError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

type Answer = { status: number; data: unknown; headers: Headers };
type Success<R extends Answer> = Extract<R, { status: 200 }>['data'];

const evictionListeners = new Set<(at: string) => void>();

/** Hears when the server says the session was evicted and started afresh (x-mock-session-evicted). */
export function onEviction(listener: (at: string) => void): () => void {
  evictionListeners.add(listener);
  return () => evictionListeners.delete(listener);
}

/** The 200 answer's body, or a ControlError with the server's `error`. */
export async function ask<R extends Answer>(pending: Promise<R>): Promise<Success<R>> {
  const answer = await pending;
  const evicted = answer.headers.get('x-mock-session-evicted');
  if (evicted) for (const listener of evictionListeners) listener(evicted);
  if (answer.status !== 200) {
    const error = (answer.data as { error?: unknown } | null)?.error;
    throw new ControlError(answer.status, typeof error === 'string' ? error : `HTTP ${answer.status}`);
  }
  return answer.data as Success<R>;
}

export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
