import type { LotTake, PointsEntry, PointsKind, PointsSlice } from './state.ts';

/**
 * The points ledger: entries only, balances derived. Every function runs in one synchronous
 * stretch (the server is single-threaded), so a debit reads the lots and writes its entry with
 * nothing in between: concurrent calls for a player are serialised, and points are conserved.
 */

export const DAY_MS = 86_400_000;

type CreditKind = Extract<PointsKind, 'play' | 'deposit' | 'adjust' | 'migration'>;
type DebitKind = Extract<PointsKind, 'exchange' | 'adjust'>;

interface Movement {
  accountId: string;
  /** Whole points, more than 0: what the credit gives or the debit takes. */
  points: number;
  at: number;
  ref?: string;
  /** A retry under the same key answers the first entry; another request under it is refused. */
  key?: string;
}

export interface Credit extends Movement {
  kind: CreditKind;
  /** How long the lot lasts from `at`. */
  validityMs: number;
}

export interface Debit extends Movement {
  kind: DebitKind;
}

export type PointsResult =
  | { ok: true; entry: PointsEntry; replayed: boolean }
  | { ok: false; reason: 'invalid' | 'key-reused' }
  | { ok: false; reason: 'not-enough'; balance: number };

/** A lot (a credit entry) and the points left in it. */
export interface LotLeft {
  lot: PointsEntry;
  left: number;
}

export const entriesOf = (state: PointsSlice, accountId: string): PointsEntry[] => state.points.entries.filter((entry) => entry.accountId === accountId);

/** The player's points: the sum of their entries. */
export function pointsBalance(state: PointsSlice, accountId: string): number {
  let sum = 0;
  for (const entry of state.points.entries) if (entry.accountId === accountId) sum += entry.points;
  return sum;
}

/** The lots still holding points, soonest to expire first (then oldest, then by id). */
export function lotsLeft(state: PointsSlice, accountId: string): LotLeft[] {
  const taken = new Map<string, number>();
  const lots: PointsEntry[] = [];
  for (const entry of entriesOf(state, accountId)) {
    if (entry.points > 0) lots.push(entry);
    for (const take of entry.from) taken.set(take.lot, (taken.get(take.lot) ?? 0) + take.points);
  }
  return lots
    .map((lot) => ({ lot, left: lot.points - (taken.get(lot.id) ?? 0) }))
    .filter(({ left }) => left > 0)
    .sort((a, b) => a.lot.expiresAt! - b.lot.expiresAt! || a.lot.at - b.lot.at || a.lot.id.localeCompare(b.lot.id));
}

const keyOf = (accountId: string, key: string) => `${accountId}:${key}`;

/** The entry a key already made: a retry of the same request answers it, another request is refused. */
function replayed(state: PointsSlice, movement: Movement, request: string): PointsResult | undefined {
  if (movement.key === undefined) return undefined;
  const index = state.points.byKey[keyOf(movement.accountId, movement.key)];
  if (index === undefined) return undefined;
  const entry = state.points.entries[index]!;
  return entry.request === request ? { ok: true, entry, replayed: true } : { ok: false, reason: 'key-reused' };
}

function append(state: PointsSlice, fields: Omit<PointsEntry, 'id'>): PointsEntry {
  const entry: PointsEntry = { id: `P-${String(state.points.nextEntry++).padStart(6, '0')}`, ...fields };
  state.points.entries.push(entry);
  if (entry.key !== null) state.points.byKey[keyOf(entry.accountId, entry.key)] = state.points.entries.length - 1;
  return entry;
}

const wholePositive = (points: number) => Number.isSafeInteger(points) && points > 0;

/** Points in: a new lot that lasts `validityMs`. */
export function creditPoints(state: PointsSlice, credit: Credit): PointsResult {
  if (!wholePositive(credit.points) || !(credit.validityMs > 0)) return { ok: false, reason: 'invalid' };
  const request = JSON.stringify(['credit', credit.kind, credit.points, credit.validityMs, credit.ref ?? null]);
  const again = replayed(state, credit, request);
  if (again) return again;
  const entry = append(state, {
    accountId: credit.accountId,
    kind: credit.kind,
    points: credit.points,
    at: credit.at,
    expiresAt: credit.at + credit.validityMs,
    from: [],
    ref: credit.ref ?? null,
    key: credit.key ?? null,
    request: credit.key === undefined ? null : request,
  });
  return { ok: true, entry, replayed: false };
}

/**
 * The lots that have fallen due by `now` give up what is left in them: one `expire` entry each,
 * stamped with the moment the lot expired (not the moment it was found), keyed by the lot so it
 * can never expire twice.
 */
export function expireDuePoints(state: PointsSlice, accountId: string, now: number): PointsEntry[] {
  const expired: PointsEntry[] = [];
  for (const { lot, left } of lotsLeft(state, accountId)) {
    if (lot.expiresAt! > now) break;
    expired.push(
      append(state, { accountId, kind: 'expire', points: -left, at: lot.expiresAt!, expiresAt: null, from: [{ lot: lot.id, points: left }], ref: lot.id, key: `expire:${lot.id}`, request: null }),
    );
  }
  return expired;
}

/**
 * Points out, from the lots that expire soonest, or nothing when the player holds fewer than
 * asked. Lots past their expiry at `at` expire first, so a debit never takes points that had gone.
 */
export function debitPoints(state: PointsSlice, debit: Debit): PointsResult {
  if (!wholePositive(debit.points)) return { ok: false, reason: 'invalid' };
  const request = JSON.stringify(['debit', debit.kind, debit.points, debit.ref ?? null]);
  const again = replayed(state, debit, request);
  if (again) return again;
  expireDuePoints(state, debit.accountId, debit.at);
  const lots = lotsLeft(state, debit.accountId);
  const balance = lots.reduce((sum, { left }) => sum + left, 0);
  if (balance < debit.points) return { ok: false, reason: 'not-enough', balance };
  const from: LotTake[] = [];
  let owed = debit.points;
  for (const { lot, left } of lots) {
    if (owed === 0) break;
    const take = Math.min(left, owed);
    from.push({ lot: lot.id, points: take });
    owed -= take;
  }
  const entry = append(state, {
    accountId: debit.accountId,
    kind: debit.kind,
    points: -debit.points,
    at: debit.at,
    expiresAt: null,
    from,
    ref: debit.ref ?? null,
    key: debit.key ?? null,
    request: debit.key === undefined ? null : request,
  });
  return { ok: true, entry, replayed: false };
}
