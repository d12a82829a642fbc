import { z } from 'zod';
import { Moment, Whole } from '../shared/state-schemas.ts';

/** The points slice's schemas: they type the slice (state.ts) and check a snapshot's copy of it. */

/** What an entry is, as the player's history says it (openapi points.yaml PointsRecordKind). */
export const PointsKindSchema = z.enum(['play', 'deposit', 'exchange', 'expire', 'adjust', 'migration']);

export const LotTakeSchema = z.object({
  /** The credit entry taken from. */
  lot: z.string(),
  points: z.int().positive(),
});

export const PointsEntrySchema = z.object({
  id: z.string(),
  accountId: z.string(),
  kind: PointsKindSchema,
  /** Whole points, signed: a credit positive, a debit negative, never 0. */
  points: z.int().refine((points) => points !== 0, 'never 0'),
  /** When it happened on the session clock (an expiry: the moment the lot fell due). */
  at: Moment,
  /** A credit's expiry; null for a debit. */
  expiresAt: Moment.nullable(),
  /** A debit's takings from lots, soonest to expire first; empty for a credit. */
  from: z.array(LotTakeSchema),
  /** What it belongs to: a bet, a deposit order, an exchange, a lot that expired. */
  ref: z.string().nullable(),
  /** The idempotency key it was made under (`<accountId>:<key>` in `byKey`). */
  key: z.string().nullable(),
  /** What was asked for under the key, so a reuse for something else is told apart from a retry. */
  request: z.string().nullable(),
});

/** Stake and deposits not yet worth a point, by account, in whole yen: they count towards the next. */
export const PointsCarrySchema = z.object({ stake: z.number().nonnegative(), deposit: z.number().nonnegative() });

export const PointsStateSchema = z.object({
  entries: z.array(PointsEntrySchema),
  /** Index into `entries` by `<accountId>:<idempotency key>`. */
  byKey: z.record(z.string(), Whole),
  carry: z.record(z.string(), PointsCarrySchema),
  nextEntry: Whole,
});
