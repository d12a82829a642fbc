import type { FastifyRequest } from 'fastify';
import { takeEvents } from '../domain/events/events.ts';
import { createClock, type Clock } from '../domain/shared/clock.ts';
import { freshState, type MockState } from '../domain/state.ts';
import { createEventBus, type EventBus } from './event-bus.ts';
import { clearJournal, createJournal, createJournalBudget, discardJournal, type Journal } from './journal.ts';
import { clearScenarios, createScenarioStore, type ScenarioStore } from './scenarios.ts';

/** A live-push connection as the session sees it; the socket plugin owns the rest. */
export interface PushClient {
  loginName: string | undefined;
  /** The account behind the token the client initialised with (absent for a bare test token). */
  playerId: string | undefined;
  /** Whether the client subscribed to the topic; sends it a `next` message if so. */
  deliver(topic: string, data: unknown): boolean;
  close(code: number, reason: string): void;
}

/** Everything one mock session owns: parallel e2e tests each get their own. */
export interface Session {
  name: string;
  seed: number;
  state: MockState;
  clock: Clock;
  scenarios: ScenarioStore;
  journal: Journal;
  sockets: Set<PushClient>;
  /** Where the events the state records are published (publishEvents); the socket plugin listens. */
  events: EventBus;
}

/**
 * Publishes the events the session's state recorded since the last call, oldest first. Called
 * once a call that may change state is done (an API operation, a control call), so listeners
 * hear of a change only when it is complete.
 */
export function publishEvents(session: Session): void {
  for (const event of takeEvents(session.state)) session.events.publish(event);
}

export const DEFAULT_SESSION = 'default';
const SESSION_COOKIE = 'mock-session';
const SESSION_NAME = /^[\w.:-]{1,100}$/;

/** A cookie value that is not valid percent-encoding (`%`) names no session, like any other bad name. */
function decodedCookie(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The cookie is read by hand: one indexOf on the hot path instead of a cookie plugin's full parse. */
export function sessionNameOf(headerValue: string | string[] | undefined, cookieHeader: string | undefined): string {
  const fromHeader = typeof headerValue === 'string' ? headerValue : undefined;
  if (fromHeader && SESSION_NAME.test(fromHeader)) return fromHeader;
  if (cookieHeader) {
    const at = cookieHeader.indexOf(`${SESSION_COOKIE}=`);
    if (at === 0 || (at > 0 && (cookieHeader[at - 1] === ' ' || cookieHeader[at - 1] === ';'))) {
      const start = at + SESSION_COOKIE.length + 1;
      const end = cookieHeader.indexOf(';', start);
      const value = decodedCookie(cookieHeader.slice(start, end === -1 ? undefined : end).trim());
      if (value !== undefined && SESSION_NAME.test(value)) return value;
    }
  }
  return DEFAULT_SESSION;
}

export interface SessionStore {
  readonly defaultSeed: number;
  get(name: string): Session;
  forRequest(request: FastifyRequest): Session;
  /** Back to the seeded baseline: state, scenarios, journal, inbox and clock. */
  reset(session: Session, seed?: number): void;
  /** The default seed, or the seed of a live session: what /media serves pictures of. */
  seedInUse(seed: number): boolean;
  readonly size: number;
}

export function createSessionStore(options: { defaultSeed: number; limit?: number; journalBytes?: number }): SessionStore {
  const limit = options.limit ?? 1000;
  // Map order is recency order: the first key is the least recently used.
  const sessions = new Map<string, Session>();
  let mostRecent: Session | undefined;
  // How many live sessions are on each seed, so a media request asks in one lookup.
  const sessionsOnSeed = new Map<number, number>();
  const countSeed = (seed: number, by: number) => {
    const count = (sessionsOnSeed.get(seed) ?? 0) + by;
    if (count > 0) sessionsOnSeed.set(seed, count);
    else sessionsOnSeed.delete(seed);
  };
  // Every session's journal draws on one byte budget (journal.ts).
  const journalBudget = createJournalBudget(options.journalBytes);

  function create(name: string): Session {
    if (sessions.size >= limit) {
      const [oldestName, oldest] = sessions.entries().next().value!;
      sessions.delete(oldestName);
      if (mostRecent === oldest) mostRecent = undefined;
      for (const socket of oldest.sockets) socket.close(4000, 'mock session evicted');
      discardJournal(oldest.journal);
      countSeed(oldest.seed, -1);
    }
    const session: Session = {
      name,
      seed: options.defaultSeed,
      state: freshState(options.defaultSeed),
      clock: createClock(),
      scenarios: createScenarioStore(),
      journal: createJournal(journalBudget),
      sockets: new Set(),
      events: createEventBus(),
    };
    sessions.set(name, session);
    countSeed(session.seed, 1);
    return session;
  }

  function get(name: string): Session {
    if (mostRecent?.name === name) return mostRecent;
    let session = sessions.get(name);
    if (session) {
      sessions.delete(name);
      sessions.set(name, session);
    } else {
      session = create(name);
    }
    mostRecent = session;
    return session;
  }

  return {
    defaultSeed: options.defaultSeed,
    get,
    forRequest(request) {
      return get(sessionNameOf(request.headers['x-mock-session'], request.headers.cookie));
    },
    reset(session, seed) {
      countSeed(session.seed, -1);
      session.seed = seed ?? options.defaultSeed;
      countSeed(session.seed, 1);
      session.state = freshState(session.seed);
      session.clock = createClock();
      clearScenarios(session.scenarios);
      clearJournal(session.journal);
    },
    seedInUse(seed) {
      return seed === options.defaultSeed || sessionsOnSeed.has(seed);
    },
    get size() {
      return sessions.size;
    },
  };
}
