import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { now } from '../domain/shared/clock.ts';
import { isApiPath, refuse } from './errors.ts';
import { requestSessionName } from '../runtime/session-names.ts';
import { SESSION_IDLE_MS, type SessionStore } from '../runtime/sessions.ts';

/** Calls that act on a session: the API, the control API (stand-in pages included) and the push socket. */
/** The health check answers whatever the sessions' state: it needs none. */
const HEALTH_PATH = '/__mock/health';
const usesSession = (url: string) => (isApiPath(url) || url.startsWith('/__mock/') || url.startsWith('/ws/')) && url !== HEALTH_PATH;

/**
 * Binds each request to its session once, before anything else reads it, and refuses what cannot
 * be bound: a session name that breaks the rule (400, with the rule), or a new session when the
 * store is full and no session is idle (429: a flood of new names must not evict the sessions
 * people and tests are using). A name whose session was evicted earlier gets a fresh one and is
 * told so with `x-mock-session-evicted` (the time of the eviction) on that first answer.
 * The `Date` header of every bound answer is the session's time, not the machine's.
 */
async function sessionBinding(app: FastifyInstance, options: { sessions: SessionStore }): Promise<void> {
  const { sessions } = options;
  // Declared once, so every request object has the field from the start (sessions.ts says why).
  app.decorateRequest('mockSession', null);
  // Callback style, not async: no promise per request on the hot path. A refusal sends and never calls done.
  app.addHook('onRequest', (request, reply, done) => {
    if (!usesSession(request.url)) {
      done();
      return;
    }
    // A browser cannot set headers on a WebSocket: the socket names its session in the query.
    const fromQuery = request.url.startsWith('/ws/') ? (request.query as { mockSession?: unknown }).mockSession : undefined;
    const name = requestSessionName(request, typeof fromQuery === 'string' ? fromQuery : request.headers['x-mock-session']);
    if (!name.ok) {
      refuse(request, reply, 400, name.problem);
      return;
    }
    const session = sessions.open(name.name);
    if (!session) {
      void reply.header('retry-after', '60');
      refuse(
        request,
        reply,
        429,
        `mock sessions: all ${sessions.limit} are in use and none has been idle for ${SESSION_IDLE_MS / 60_000} minutes; reuse a session name or try later`,
      );
      return;
    }
    sessions.bind(request, session);
    // One clock for site and server: every answer is dated by the session's clock, which QA
    // moves with /__mock/clock; the site judges token and countdown expiry by it.
    void reply.header('date', new Date(now(session.clock)).toUTCString());
    const evictedAt = sessions.takeEvictionNotice(session);
    if (evictedAt !== undefined) void reply.header('x-mock-session-evicted', new Date(evictedAt).toISOString());
    done();
  });
}

/** Not encapsulated (fastify-plugin): every route's request is bound to its session. */
export const sessionBindingPlugin = fp(sessionBinding, { name: 'qc-session-binding', fastify: '5.x' });
