import { z } from 'zod';
import { CompetitionId, Moment, Whole } from '../shared/state-schemas.ts';

/** The lottery slice's schemas: they type the slice (lottery.ts) and check a snapshot's copy of it. */

export const DrawSchema = z.object({
  id: CompetitionId,
  drawAt: Moment,
  /** 64 hex digits, secret until drawn. */
  seed: z.string(),
  seedHash: z.string(),
  status: z.enum(['OPEN', 'DRAWN']),
  drawnAt: Moment.nullable(),
  numbers: z.array(z.int()).nullable(),
  entries: Whole,
});

export const EntrySchema = z.object({
  entryId: z.string(),
  accountId: z.string(),
  drawId: z.string(),
  numbers: z.array(z.int()),
  enteredAt: Moment,
  requestId: z.string(),
  matches: Whole.nullable(),
  /** Yen; null until drawn, 0 for no prize. */
  prize: Whole.nullable(),
});

export const TicketsSchema = z.object({
  available: Whole,
  earned: Whole,
  entered: Whole,
  forfeited: Whole,
  /** Stakes and deposits toward the next ticket, yen. */
  stakeCarry: z.number().nonnegative(),
  depositCarry: z.number().nonnegative(),
});

export const LotteryStateSchema = z.object({
  /** Oldest first; the last is the open one. */
  draws: z.array(DrawSchema),
  entries: z.array(EntrySchema),
  tickets: z.record(z.string(), TicketsSchema),
  nextEntry: Whole,
});
