import type { FastifyRequest } from 'fastify';
import { nextCannedReplyAt, settleCannedReplies } from '../domain/chat/conversations.ts';
import { takeEventsWithNotices } from '../use-cases/notify-player.ts';
import { createClock, now, setNow, type Clock } from '../domain/shared/clock.ts';
import { freshState, type MockState } from '../domain/state.ts';
import { createAddressThrottle, type AddressThrottle } from '../domain/identity/login-throttle.ts';
import { clearCoverage, createCoverage, type Coverage } from './coverage.ts';
import { createEventBus, type EventBus } from './event-bus.ts';
import { clearJournal, createJournal, createJournalBudget, discardJournal, type Journal } from './journal.ts';
import { clearScenarios, createScenarioStore, type ScenarioStore } from './scenarios.ts';
import { DEFAULT_SESSION, requestSessionName } from './session-names.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The session the session-binding hook bound the request to: a request decoration, not a
     * WeakMap keyed by request. V8's young-generation GC keeps a WeakMap's values alive, so every
     * request's entry would be copied and promoted (5 MB per scavenge under load, 8-12 ms each).
     */
    mockSession: Session | null;
  }
}

/** A live-push connection as the session sees it; the socket plugin owns the rest. */
export interface PushClient {
  loginName: string | undefined;
  /** The account behind the token the client initialised with (absent for a bare test token). */
  playerId: string | undefined;
  /** The live-support conversation key it initialised with (a visitor's chat). */
  chatKey: string | undefined;
  /**
   * Whether the client subscribed to the topic; sends it a `next` message if so. With `scope` (a
   * tournament, for orderRanking), only to the subscriptions for it.
   */
  deliver(topic: string, data: unknown, scope?: string): boolean;
  /** Whether the client watches the tournament (an orderRanking subscription for it). */
  watches(tournamentId: string): boolean;
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
  /** What this session's calls were answered (GET /__mock/coverage). */
  coverage: Coverage;
  /** Wrong passwords by address (domain/identity/login-throttle.ts). */
  loginThrottle: AddressThrottle;
  /** The release of the site's build its browsers see (POST /__mock/site/release; the page server reads it: web/server). */
  siteRelease: number;
  /** The timer for what falls due while nobody calls (a canned chat reply), and when it fires. */
  wakeUp: { timer: ReturnType<typeof setTimeout> | undefined; at: number | undefined };
}

function cancelWakeUp(session: Session): void {
  clearTimeout(session.wakeUp.timer);
  session.wakeUp = { timer: undefined, at: undefined };
}

/**
 * What falls due in real time while nobody calls is delivered by a timer on the session clock:
 * the canned reply a chat message gets when nobody is at the desk (domain/chat). Armed after each
 * publish for the earliest such moment; a clock moved by QA is read again when it fires.
 */
function armWakeUp(session: Session): void {
  const due = nextCannedReplyAt(session.state);
  if (due === undefined) return cancelWakeUp(session);
  if (session.wakeUp.timer !== undefined && session.wakeUp.at === due) return;
  cancelWakeUp(session);
  const timer = setTimeout(() => {
    session.wakeUp = { timer: undefined, at: undefined };
    settleCannedReplies(session.state, now(session.clock));
    publishEvents(session);
  }, Math.max(0, due - now(session.clock)));
  // A waiting reply never keeps the process alive (tests, a server shutting down).
  timer.unref();
  session.wakeUp = { timer, at: due };
}

/**
 * Publishes the events the session's state recorded since the last call, oldest first, with the
 * station messages they make (use-cases/notify-player.ts). Called once a call that may change
 * state is done (an API operation, a control call), so listeners hear of a change only when it is
 * complete.
 */
export function publishEvents(session: Session): void {
  for (const event of takeEventsWithNotices(session.state)) session.events.publish(event);
  armWakeUp(session);
}

/** A session unused this long (wall time) may make room for a new one when the store is full. */
export const SESSION_IDLE_MS = 10 * 60_000;
/** How many evicted names the store remembers, to tell their next user. */
const EVICTED_MEMORY = 10_000;

export interface SessionStore {
  readonly defaultSeed: number;
  /** The named session, created from the seed when new; undefined when the store is full and nothing is idle. */
  open(name: string): Session | undefined;
  /** As open, for tests and internal callers that know there is room; throws when full. */
  get(name: string): Session;
  /** The session a request was bound to by the session-binding hook (or names, for requests it skips). */
  forRequest(request: FastifyRequest): Session;
  bind(request: FastifyRequest, session: Session): void;
  /** When the name's previous session was evicted to make room (told once, on its next use). */
  takeEvictionNotice(session: Session): number | undefined;
  /** Back to the seeded baseline: state, scenarios, journal, inbox and clock. */
  reset(session: Session, seed?: number): void;
  /**
   * Puts a checked snapshot's seed, state and clock into the session (POST /__mock/snapshot);
   * its journal, coverage and sockets stay. The caller arms the snapshot's scenarios.
   */
  restore(session: Session, seed: number, state: MockState, nowMs: number): void;
  /** Live sessions, most recently used first, with when each was last used (wall time). */
  recent(limit: number): { session: Session; lastUsed: number }[];
  /** The default seed, or the seed of a live session: what /media serves pictures of. */
  seedInUse(seed: number): boolean;
  readonly size: number;
  readonly limit: number;
}

export interface SessionStoreOptions {
  defaultSeed: number;
  limit?: number;
  journalBytes?: number;
  idleMs?: number;
  /** Wall time, for idleness (the sessions' own clocks are for the domain). */
  wallClock?: () => number;
}

export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const limit = options.limit ?? 1000;
  const idleMs = options.idleMs ?? SESSION_IDLE_MS;
  const wallClock = options.wallClock ?? Date.now;
  // Map order is recency order: the first key is the least recently used.
  const sessions = new Map<string, Session>();
  const lastUsed = new WeakMap<Session, number>();
  const evicted = new Map<string, number>();
  const notices = new WeakMap<Session, number>();
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

  /** The least recently used session that is idle: not `default`, no live socket, unused for idleMs. */
  function idleVictim(): Session | undefined {
    const now = wallClock();
    for (const session of sessions.values()) {
      const used = lastUsed.get(session) ?? 0;
      if (now - used < idleMs) return undefined; // recency order: every later one is newer still
      if (session.name !== DEFAULT_SESSION && session.sockets.size === 0) return session;
    }
    return undefined;
  }

  function evict(session: Session): void {
    sessions.delete(session.name);
    if (mostRecent === session) mostRecent = undefined;
    for (const socket of session.sockets) socket.close(4000, 'mock session evicted');
    cancelWakeUp(session);
    discardJournal(session.journal);
    countSeed(session.seed, -1);
    evicted.set(session.name, wallClock());
    if (evicted.size > EVICTED_MEMORY) evicted.delete(evicted.keys().next().value!);
  }

  function create(name: string): Session | undefined {
    // `default` is never refused: a flood of named sessions must not lock out the session of
    // every client that names none (it may be first used after the store filled up).
    if (sessions.size >= limit && name !== DEFAULT_SESSION) {
      const victim = idleVictim();
      if (!victim) return undefined;
      evict(victim);
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
      coverage: createCoverage(),
      loginThrottle: createAddressThrottle(),
      siteRelease: 0,
      wakeUp: { timer: undefined, at: undefined },
    };
    const evictedAt = evicted.get(name);
    if (evictedAt !== undefined) {
      evicted.delete(name);
      notices.set(session, evictedAt);
    }
    sessions.set(name, session);
    countSeed(session.seed, 1);
    return session;
  }

  function open(name: string): Session | undefined {
    let session = mostRecent?.name === name ? mostRecent : sessions.get(name);
    if (session) {
      if (session !== mostRecent) {
        sessions.delete(name);
        sessions.set(name, session);
      }
    } else {
      session = create(name);
      if (!session) return undefined;
    }
    lastUsed.set(session, wallClock());
    mostRecent = session;
    return session;
  }

  function get(name: string): Session {
    const session = open(name);
    if (!session) throw new Error(`mock session store is full (${limit} live sessions, none idle)`);
    return session;
  }

  return {
    defaultSeed: options.defaultSeed,
    open,
    get,
    forRequest(request) {
      const session = request.mockSession;
      if (session) return session;
      const name = requestSessionName(request);
      return get(name.ok ? name.name : DEFAULT_SESSION);
    },
    bind(request, session) {
      request.mockSession = session;
    },
    takeEvictionNotice(session) {
      const at = notices.get(session);
      notices.delete(session);
      return at;
    },
    reset(session, seed) {
      countSeed(session.seed, -1);
      session.seed = seed ?? options.defaultSeed;
      countSeed(session.seed, 1);
      session.state = freshState(session.seed);
      session.clock = createClock();
      clearScenarios(session.scenarios);
      clearJournal(session.journal);
      clearCoverage(session.coverage);
      session.loginThrottle.clear();
      session.siteRelease = 0;
      cancelWakeUp(session);
    },
    restore(session, seed, state, nowMs) {
      countSeed(session.seed, -1);
      session.seed = seed;
      countSeed(seed, 1);
      session.state = state;
      setNow(session.clock, nowMs);
      clearScenarios(session.scenarios);
      session.loginThrottle.clear();
      // A restored conversation still waiting for its canned reply gets one.
      armWakeUp(session);
    },
    recent(limit) {
      const newestFirst = [...sessions.values()].reverse().slice(0, limit);
      return newestFirst.map((session) => ({ session, lastUsed: lastUsed.get(session) ?? 0 }));
    },
    seedInUse(seed) {
      return seed === options.defaultSeed || sessionsOnSeed.has(seed);
    },
    get size() {
      return sessions.size;
    },
    limit,
  };
}
