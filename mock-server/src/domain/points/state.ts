import type { z } from 'zod';
import type { LotTakeSchema, PointsCarrySchema, PointsEntrySchema, PointsKindSchema, PointsStateSchema } from './schema.ts';

/**
 * The points slice: every player's points as a ledger of their own (SPEC §7 "customer points").
 * Nothing stores a balance: a player's points are the sum of their entries. A credit (earned from
 * play or a deposit, moved over from the legacy site, or QA's grant) is a lot that expires at
 * `expiresAt`; a debit (an exchange, an expiry, QA taking points back) says which lots it took
 * from, so what is left of each lot is its points less what debits took from it.
 */

/** The slice's types, from its schemas (schema.ts): one source for the state and a snapshot's check. */
export type PointsKind = z.infer<typeof PointsKindSchema>;
export type LotTake = z.infer<typeof LotTakeSchema>;
export type PointsEntry = z.infer<typeof PointsEntrySchema>;
export type PointsCarry = z.infer<typeof PointsCarrySchema>;
type PointsState = z.infer<typeof PointsStateSchema>;

export interface PointsSlice {
  points: PointsState;
}

export const noPoints = (): PointsState => ({ entries: [], byKey: {}, carry: {}, nextEntry: 1 });
