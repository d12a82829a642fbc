import { z } from 'zod';

/**
 * Building blocks of the slices' own schemas (a slice's `schema.ts`), which type the slice and check
 * a snapshot's copy of it: one source for what the state holds.
 */

/** Text in each language the site speaks (`LocalizedText`). */
export const LocalizedTextSchema = z.object({ 'ja-JP': z.string(), 'en-US': z.string(), 'zh-CN': z.string() });

/** A whole number, not negative: points, stock, counts, minor units held. */
export const Whole = z.int().nonnegative();
/** The latest (and, negated, the earliest) instant a Date can hold (ECMA-262 §21.4.1.1). */
const DATE_LIMIT_MS = 8.64e15;
/** A moment on the session clock, in ms: one a Date can hold, so every answer can write it as ISO. */
export const Moment = z.number().min(-DATE_LIMIT_MS).max(DATE_LIMIT_MS);
/** An id the contract writes as `^[A-Z0-9-]+$`, 1-40 long (TournamentId, DrawId, GuessGameId). */
export const CompetitionId = z.string().min(1).max(40).regex(/^[A-Z0-9-]+$/);
