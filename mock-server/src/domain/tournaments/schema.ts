import { z } from 'zod';
import { CompetitionId, Moment, Whole } from '../shared/state-schemas.ts';
import type { TemplateId } from './schedule.ts';

/** The tournaments slice's schemas: they type the slice (tournaments.ts) and check a snapshot's copy of it. */

export const EntrantSchema = z.object({
  /** The player's account; null for one of the house's rivals. */
  accountId: z.string().nullable(),
  /** A rival's display name; '' for a player (their login name is shown, masked). */
  rival: z.string(),
  score: z.number().finite().nonnegative(),
  /** When the score was reached: the earlier wins a tie. */
  reachedAt: Moment,
  joinedAt: Moment,
});

export const WinnerSchema = z.object({
  rank: z.int().positive(),
  accountId: z.string().nullable(),
  rival: z.string(),
  score: z.number().finite().nonnegative(),
  /** Yen. */
  amount: Whole,
});

export const TournamentSchema = z.object({
  id: CompetitionId,
  template: z.enum(['DAILY', 'WEEKLY', 'SPRINT'] satisfies TemplateId[]),
  startsAt: Moment,
  endsAt: Moment,
  /** The rivals have been added (the start has been seen). */
  started: z.boolean(),
  finishedAt: Moment.nullable(),
  entrants: z.array(EntrantSchema),
  /** Written once, at the end. */
  winners: z.array(WinnerSchema).nullable(),
  /** The last change to the ranking. */
  updatedAt: Moment,
});

export const TournamentsStateSchema = z.object({ list: z.array(TournamentSchema) });
