import { z } from 'zod';

/**
 * Building blocks of the slices' own schemas (a slice's `schema.ts`), which type the slice and check
 * a snapshot's copy of it: one source for what the state holds.
 */

/** Text in each language the site speaks (`LocalizedText`). */
export const LocalizedTextSchema = z.object({ 'ja-JP': z.string(), 'en-US': z.string(), 'zh-CN': z.string() });

/** A whole number, not negative: points, stock, counts, minor units held. */
export const Whole = z.int().nonnegative();
/** A moment on the session clock, in ms. */
export const Moment = z.number().finite();
