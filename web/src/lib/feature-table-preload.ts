/**
 * The features' table (app/feature-table.ts) is a chunk of its own: home, /login and /register
 * draw without it, every other path needs its routes before the router can match. On those paths
 * the entry fetches it beside the app's chunks, not one round trip after them (issue 32: at most
 * three hops after the document). index.html names its files in a data block (written by the
 * build: web/start-preload.ts), as it names the start-up strings (./start-strings.ts).
 */
import { modulePreload, readDataBlock } from './data-block-preload';

export const FEATURE_TABLE_ID = 'qc-feature-table';

/** The paths the shell's own routes draw (app/routes/route-table.tsx; its test holds this list to the table). */
export const SHELL_DRAWN_PATHS: readonly string[] = ['/', '/login', '/register'];

/** Adds a modulepreload link for each file of the features' table, unless the path is one the shell draws. */
export function preloadFeatureTable(doc: Document = document, pathname: string = window.location.pathname): void {
  if (SHELL_DRAWN_PATHS.includes(pathname)) return;
  modulePreload(doc, readDataBlock<string[]>(doc, FEATURE_TABLE_ID) ?? []);
}
