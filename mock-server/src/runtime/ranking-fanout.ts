import { socketContract } from '../contract.ts';
import { now } from '../domain/shared/clock.ts';
import { findTournament } from '../domain/tournaments/tournaments.ts';
import { rankingFor, rankingTable } from '../use-cases/tournament-ranking.ts';
import { describeIssues } from './answers.ts';
import type { Session } from './sessions.ts';

/**
 * The orderRanking pushes (SPEC §7): a tournament's ranking, to the sockets watching it, each with
 * the top of the table and the watcher's own row. A burst of bets becomes few pushes: the first
 * change after a quiet spell is pushed at once (on the next turn of the event loop, so changes of
 * the same call go together), later ones at most once per interval per tournament, carrying
 * everything that changed meanwhile. The table is sorted once per push; each watcher adds only
 * their own row.
 */

/** At most 4 pushes a second per tournament (openapi/socket.yaml OrderRankingData). */
export const RANKING_PUSH_INTERVAL_MS = 250;

interface Throttle {
  lastPushAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

interface Fanout {
  throttles: Map<string, Throttle>;
}

const fanouts = new WeakMap<Session, Fanout>();

export interface FanoutOptions {
  intervalMs?: number;
  onContractViolation: (message: string) => void;
}

function push(session: Session, tournamentId: string, options: FanoutOptions): void {
  const tournament = findTournament(session.state, tournamentId);
  if (!tournament) return;
  const watchers = [...session.sockets].filter((client) => client.watches(tournamentId));
  if (watchers.length === 0) return;
  const table = rankingTable(session.state, tournament, now(session.clock));
  // One check of the shape per push (a visitor's view): every watcher's differs only in its own row.
  const checked = socketContract.topicPayloadSchemas.orderRanking.safeParse(rankingFor(table, undefined));
  if (!checked.success) {
    options.onContractViolation(`orderRanking push breaks openapi/socket.yaml: ${describeIssues(checked.error, 'body')}`);
    return;
  }
  for (const client of watchers) client.deliver('orderRanking', rankingFor(table, client.playerId), tournamentId);
}

/**
 * A ranking changed: its watchers hear of it, at once after a quiet spell, else when the interval
 * is up. Every socket of the session calls it for the same event (each hears the session's
 * events); the first call schedules the push, the rest find it scheduled.
 */
export function scheduleRankingPush(session: Session, tournamentId: string, options: FanoutOptions): void {
  let fanout = fanouts.get(session);
  if (!fanout) fanouts.set(session, (fanout = { throttles: new Map() }));
  let throttle = fanout.throttles.get(tournamentId);
  if (!throttle) fanout.throttles.set(tournamentId, (throttle = { lastPushAt: 0, timer: undefined }));
  if (throttle.timer !== undefined) return;
  const interval = options.intervalMs ?? RANKING_PUSH_INTERVAL_MS;
  const wait = Math.max(0, throttle.lastPushAt + interval - Date.now());
  const pending = throttle;
  pending.timer = setTimeout(() => {
    pending.timer = undefined;
    pending.lastPushAt = Date.now();
    push(session, tournamentId, options);
  }, wait);
  pending.timer.unref?.();
}
