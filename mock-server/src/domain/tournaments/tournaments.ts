import type { z } from 'zod';
import { createHash } from 'node:crypto';
import type { Bet } from '../bets/state.ts';
import type { EntrantSchema, TournamentSchema, TournamentsStateSchema, WinnerSchema } from './schema.ts';
import { recordEvent, type EventsSlice } from '../events/events.ts';
import { paidRanks, prizeForRank, TEMPLATE_IDS, TEMPLATES, tournamentId, type Scoring } from './schedule.ts';

/**
 * The tournaments slice: the instances the schedule has made, each with its entrants and their
 * scores. A player opts in (join); from then their qualifying real-money bets raise their score
 * by the template's scoring; at the end the ranking is final and the prize ranks are written
 * once (`winners`), which a use case pays through the ledger. The house adds a few rivals when an
 * instance starts, so a table is never empty; they have no account and a prize they hold is not
 * paid. Every change to a ranking records `ranking-changed`, which the socket turns into throttled
 * `orderRanking` pushes to the tournament's watchers.
 */

/** The slice's types, from its schemas (schema.ts): one source for the state and a snapshot's check. */
export type Entrant = z.infer<typeof EntrantSchema>;
export type Winner = z.infer<typeof WinnerSchema>;
export type Tournament = z.infer<typeof TournamentSchema>;

export type TournamentStatus = 'UPCOMING' | 'RUNNING' | 'FINISHED';

type TournamentsState = z.infer<typeof TournamentsStateSchema>;

export interface TournamentsSlice {
  tournaments: TournamentsState;
}

export const noTournaments = (): TournamentsState => ({ list: [] });

/** Finished instances kept per template (the list shows the latest results). */
const KEEP_FINISHED = 2;

export function statusOf(tournament: Tournament, now: number): TournamentStatus {
  if (tournament.finishedAt !== null) return 'FINISHED';
  return now < tournament.startsAt ? 'UPCOMING' : 'RUNNING';
}

export const findTournament = (state: TournamentsSlice, id: string): Tournament | undefined => state.tournaments.list.find((t) => t.id === id);

function changed(state: TournamentsSlice & EventsSlice, tournament: Tournament, at: number): void {
  tournament.updatedAt = Math.max(tournament.updatedAt, at);
  recordEvent(state, { type: 'ranking-changed', tournamentId: tournament.id }, at);
}

/**
 * What the last full check of a list found: from `checkedAt` until `validUntil` (the first end of a
 * template's current window) every template's current and next window stay the same, so while
 * the list has not changed since (same length, same number finished) there is nothing to add or
 * prune. Every request of every session settles what is due (settle-due.ts): without this, making
 * the six instance ids took a tenth of the server's time under load (the ledger bench).
 */
interface ScheduleCheck {
  checkedAt: number;
  validUntil: number;
  length: number;
  finished: number;
}
const lastChecks = new WeakMap<Tournament[], ScheduleCheck>();
const finishedCount = (list: Tournament[]) => list.reduce((count, t) => count + (t.finishedAt === null ? 0 : 1), 0);

/** The instance of each template that runs now (or comes next), and the one after it, exist. */
export function ensureScheduled(state: TournamentsSlice, now: number): void {
  const { list } = state.tournaments;
  const last = lastChecks.get(list);
  if (last && now >= last.checkedAt && now < last.validUntil && list.length === last.length && finishedCount(list) === last.finished) return;
  let validUntil = Infinity;
  for (const id of TEMPLATE_IDS) {
    const template = TEMPLATES[id];
    const current = template.windowAt(now);
    validUntil = Math.min(validUntil, current.endsAt);
    const next = template.windowAt(current.endsAt);
    for (const window of [current, next]) {
      const tid = tournamentId(id, window.startsAt);
      if (!list.some((t) => t.id === tid)) {
        list.push({ id: tid, template: id, ...window, started: false, finishedAt: null, entrants: [], winners: null, updatedAt: window.startsAt });
      }
    }
    const finished = list.filter((t) => t.template === id && t.finishedAt !== null);
    if (finished.length <= KEEP_FINISHED) continue;
    finished.sort((a, b) => b.startsAt - a.startsAt);
    for (const old of finished.slice(KEEP_FINISHED)) list.splice(list.indexOf(old), 1);
  }
  lastChecks.set(list, { checkedAt: now, validUntil, length: list.length, finished: finishedCount(list) });
}

// --- rivals ---------------------------------------------------------------------------------

const RIVAL_NAMES = ['sakura77', 'kenta_k', 'yuki2525', 'hiroshi8', 'mikan_99', 'taro1024', 'aoi_star', 'ren0707', 'haruka55', 'daichi31'];
const RIVALS_PER_TOURNAMENT = 6;
/** What a rival's score is drawn between, per scoring. */
const RIVAL_RANGE: Record<Scoring, { min: number; max: number; step: number }> = {
  TOTAL_STAKE: { min: 1_500, max: 30_000, step: 100 },
  BIGGEST_MULTIPLIER: { min: 2, max: 40, step: 0.5 },
  ROUNDS_PLAYED: { min: 5, max: 90, step: 1 },
};

/** Rivals of an instance: the same for the same id, so a reset or a snapshot shows the same table. */
function rivalsOf(tournament: Tournament, at: number): Entrant[] {
  const digest = createHash('sha256').update(`rivals:${tournament.id}`).digest();
  const range = RIVAL_RANGE[TEMPLATES[tournament.template].scoring];
  const steps = Math.floor((range.max - range.min) / range.step);
  const first = digest[0]! % RIVAL_NAMES.length;
  return Array.from({ length: RIVALS_PER_TOURNAMENT }, (_, i) => ({
    accountId: null,
    rival: RIVAL_NAMES[(first + i) % RIVAL_NAMES.length]!,
    score: range.min + (digest.readUInt16BE(2 + i * 2) % (steps + 1)) * range.step,
    reachedAt: at,
    joinedAt: at,
  }));
}

/** An instance whose start has come gets its rivals (stamped with the start). */
export function startDue(state: TournamentsSlice & EventsSlice, now: number): void {
  for (const tournament of state.tournaments.list) {
    if (tournament.started || tournament.startsAt > now || tournament.finishedAt !== null) continue;
    tournament.started = true;
    tournament.entrants.push(...rivalsOf(tournament, tournament.startsAt));
    changed(state, tournament, tournament.startsAt);
  }
}

// --- the ranking ----------------------------------------------------------------------------

const byRank = (a: Entrant, b: Entrant) => b.score - a.score || a.reachedAt - b.reachedAt || a.joinedAt - b.joinedAt;

/** Entrants best first: score, then who reached it first, then who joined first. */
export const ranking = (tournament: Tournament): Entrant[] => [...tournament.entrants].sort(byRank);

export const entrantOf = (tournament: Tournament, accountId: string): Entrant | undefined => tournament.entrants.find((e) => e.accountId === accountId);

export type JoinResult = { ok: true; tournament: Tournament } | { ok: false; reason: 'not-found' | 'finished' };

/** Opts the player in; joining again changes nothing. */
export function joinTournament(state: TournamentsSlice & EventsSlice, id: string, accountId: string, now: number): JoinResult {
  const tournament = findTournament(state, id);
  if (!tournament) return { ok: false, reason: 'not-found' };
  if (statusOf(tournament, now) === 'FINISHED') return { ok: false, reason: 'finished' };
  if (!entrantOf(tournament, accountId)) {
    tournament.entrants.push({ accountId, rival: '', score: 0, reachedAt: now, joinedAt: now });
    changed(state, tournament, now);
  }
  return { ok: true, tournament };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** What a settled bet does to a score, by the scoring rule; undefined when it does not raise it. */
function raisedScore(scoring: Scoring, score: number, bet: Bet): number | undefined {
  if (scoring === 'TOTAL_STAKE') return score + bet.stake;
  if (scoring === 'ROUNDS_PLAYED') return score + 1;
  const multiplier = bet.stake > 0 ? round2(bet.payout / bet.stake) : 0;
  return multiplier > score ? multiplier : undefined;
}

/**
 * A real-money bet that settled: it counts in every tournament running when it was placed, that
 * its play type qualifies for and that the player had joined by then, while the tournament is
 * not finished (a sports bet settled after the end comes too late).
 */
export function scoreBet(state: TournamentsSlice & EventsSlice, bet: Bet): void {
  const at = bet.settledAt ?? bet.placedAt;
  for (const tournament of state.tournaments.list) {
    if (tournament.finishedAt !== null || bet.placedAt < tournament.startsAt || bet.placedAt >= tournament.endsAt) continue;
    if (!TEMPLATES[tournament.template].playTypes.includes(bet.playType)) continue;
    const entrant = entrantOf(tournament, bet.accountId);
    if (!entrant || entrant.joinedAt > bet.placedAt) continue;
    const score = raisedScore(TEMPLATES[tournament.template].scoring, entrant.score, bet);
    if (score === undefined) continue;
    entrant.score = score;
    entrant.reachedAt = at;
    changed(state, tournament, at);
  }
}

/** QA's setter: the player's score now (joined if they had not). */
export function setScore(state: TournamentsSlice & EventsSlice, tournament: Tournament, accountId: string, score: number, now: number): void {
  let entrant = entrantOf(tournament, accountId);
  if (!entrant) {
    entrant = { accountId, rival: '', score: 0, reachedAt: now, joinedAt: now };
    tournament.entrants.push(entrant);
  }
  entrant.score = score;
  entrant.reachedAt = now;
  changed(state, tournament, now);
}

/**
 * Ends the tournament at `at`: the ranking is final and the prize ranks are written, once. Only
 * an entrant with a score wins a prize. Answers the winners written now (none when it had
 * finished already: a retry pays nothing).
 */
export function finishTournament(state: TournamentsSlice & EventsSlice, tournament: Tournament, at: number): Winner[] {
  if (tournament.finishedAt !== null) return [];
  tournament.finishedAt = at;
  const template = TEMPLATES[tournament.template];
  tournament.winners = ranking(tournament)
    .slice(0, paidRanks(template))
    .flatMap((entrant, index) => {
      const amount = prizeForRank(template, index + 1);
      return amount !== undefined && entrant.score > 0 ? [{ rank: index + 1, accountId: entrant.accountId, rival: entrant.rival, score: entrant.score, amount }] : [];
    });
  changed(state, tournament, at);
  return tournament.winners;
}

/** Instances whose end has come and that are not finished yet, earliest end first. */
export const dueToFinish = (state: TournamentsSlice, now: number): Tournament[] =>
  state.tournaments.list.filter((t) => t.finishedAt === null && t.endsAt <= now).sort((a, b) => a.endsAt - b.endsAt);
