/**
 * The points slice: every player's points as a ledger of their own (SPEC §7 "customer points").
 * Nothing stores a balance: a player's points are the sum of their entries. A credit (earned from
 * play or a deposit, moved over from the legacy site, or QA's grant) is a lot that expires at
 * `expiresAt`; a debit (an exchange, an expiry, QA taking points back) says which lots it took
 * from, so what is left of each lot is its points less what debits took from it.
 */

/** What an entry is, as the player's history says it (openapi points.yaml PointsRecordKind). */
export type PointsKind = 'play' | 'deposit' | 'exchange' | 'expire' | 'adjust' | 'migration';

export interface LotTake {
  /** The credit entry taken from. */
  lot: string;
  points: number;
}

export interface PointsEntry {
  id: string;
  accountId: string;
  kind: PointsKind;
  /** Whole points, signed: a credit positive, a debit negative, never 0. */
  points: number;
  /** When it happened on the session clock (an expiry: the moment the lot fell due). */
  at: number;
  /** A credit's expiry; null for a debit. */
  expiresAt: number | null;
  /** A debit's takings from lots, soonest to expire first; empty for a credit. */
  from: LotTake[];
  /** What it belongs to: a bet, a deposit order, an exchange, a lot that expired. */
  ref: string | null;
  /** The idempotency key it was made under (`<accountId>:<key>` in `byKey`). */
  key: string | null;
  /** What was asked for under the key, so a reuse for something else is told apart from a retry. */
  request: string | null;
}

/** Stake and deposits not yet worth a point, by account, in whole yen: they count towards the next. */
export interface PointsCarry {
  stake: number;
  deposit: number;
}

interface PointsState {
  entries: PointsEntry[];
  /** Index into `entries` by `<accountId>:<idempotency key>`. */
  byKey: Record<string, number>;
  carry: Record<string, PointsCarry>;
  nextEntry: number;
}

export interface PointsSlice {
  points: PointsState;
}

export const noPoints = (): PointsState => ({ entries: [], byKey: {}, carry: {}, nextEntry: 1 });
