/**
 * The features' table (app/features.ts: every feature's routes, dialogs and listings) in a chunk of
 * its own, out of the start-up (issue 32, the initial JS of `/`: 8.5 KB gzip). Home, /login and
 * /register draw without it and fetch it once the page has loaded (start.tsx); any other path
 * needs its routes at once, so the entry preloads the chunk beside the app's (lib/feature-table-
 * preload.ts) and the router patches them in before it matches (app/router.tsx).
 */
import { create } from 'zustand';
import type { Feature } from '../lib/feature';
import { loadChunk } from '../lib/routing/chunk-load-error';

/** The features once their chunk has arrived (null until then): the dialog table renders from it. */
export const useFeatureTable = create<{ features: readonly Feature[] | null }>(() => ({ features: null }));

let pending: Promise<readonly Feature[]> | undefined;

/** Fetches the table once (later calls share the first); a failed fetch is tried again on the next call. */
export function loadFeatureTable(): Promise<readonly Feature[]> {
  pending ??= loadChunk(() => import('./features'), 'feature table').then(
    ({ features }) => {
      useFeatureTable.setState({ features });
      return features;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}
