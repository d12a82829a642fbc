import { z } from 'zod';
import { seedHashOf } from '#common/lottery-draw.ts';
import { CompetitionId, Moment, Whole } from '../shared/state-schemas.ts';

/** A seed and its hash: 64 lowercase hex digits each (the open draw publishes the hash; the contract holds it to that). */
const Hex64 = z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex digits');

/** The lottery slice's schemas: they type the slice (lottery.ts) and check a snapshot's copy of it. */

export const DrawSchema = z.object({
  id: CompetitionId,
  drawAt: Moment,
  /** 64 hex digits, secret until drawn. */
  seed: Hex64,
  /** The seed's SHA-256, published while the draw is open: a snapshot whose hash is not its seed's could not be verified by a player. */
  seedHash: Hex64,
  status: z.enum(['OPEN', 'DRAWN']),
  drawnAt: Moment.nullable(),
  numbers: z.array(z.int()).nullable(),
  entries: Whole,
}).refine((draw) => draw.seedHash === seedHashOf(draw.seed), { message: "seedHash is not the seed's SHA-256", path: ['seedHash'] });

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
