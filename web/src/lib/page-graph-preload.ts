/**
 * The first page's chunks, fetched by the entry while the libraries are still on their way. The
 * router asks for a page's chunk when it starts, and Vite's preload helper then adds a link for
 * each file of the page's static graph, twenty-odd on home, all in the one task that creates the
 * router: each link costs the main thread 2-14 ms at a phone's speed (the request is started as
 * the link goes in), about 100 ms of that task in a 4x trace. Here the same links go in a few at a
 * time, a task each, once the first frame is painted (the network is then busy with the
 * libraries, the main thread idle); the helper finds the scripts' links in the head and adds none,
 * and its stylesheet links find their files in the cache.
 *
 * The pages that have a first frame (home and the auth dialog over it, a lobby, /promo, a
 * tournament) are the ones named here: index.html carries each one's files in a data block, written
 * by the build (web/start-preload.ts) from the static graphs of the page's chunk and of the shell's
 * parts it shows (app/layouts/shell-parts.ts: toasts, footer, competitions strip) beyond the
 * start-up's, with the stylesheets those chunks import.
 */
import { modulePreload, readDataBlock } from './data-block-preload';
import { framePath, HOME_PATHS, PROMO_PATH, tournamentAt } from './first-frame-fill';
import { nextTask } from './next-task';

export const PAGE_GRAPHS_ID = 'qc-page-graphs';

export const PAGE_KINDS = ['home', 'auth', 'lobby', 'promo', 'tournament'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** Links added per task: a few milliseconds each at a phone's speed, well under a long task. */
export const LINKS_PER_TASK = 4;

/** The page a path draws first, if it is one of those with a known graph. */
export function pageKindAt(pathname: string, lobbyAt: (path: string) => string | undefined): PageKind | undefined {
  const path = framePath(pathname);
  if (path === '/') return 'home';
  // /login and /register: home under the auth dialog, without the competitions strip.
  if (HOME_PATHS.has(path)) return 'auth';
  if (lobbyAt(path)) return 'lobby';
  if (path === PROMO_PATH) return 'promo';
  if (tournamentAt(path)) return 'tournament';
  return undefined;
}

/**
 * A stylesheet fetched, not applied: applied now, each would restyle the first frame on arrival
 * (a style recalculation of the shell per sheet). Vite's helper applies it with the page, from the
 * cache.
 */
function preloadStyle(doc: Document, file: string): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'style');
  link.href = file;
  doc.head.append(link);
}

/** Adds the links of the path's page graph, LINKS_PER_TASK a task; nothing for another path or a page without the block. */
export async function preloadPageGraph(options: { lobbyAt: (path: string) => string | undefined; doc?: Document; pathname?: string }): Promise<void> {
  const doc = options.doc ?? document;
  const kind = pageKindAt(options.pathname ?? window.location.pathname, options.lobbyAt);
  const files = kind ? (readDataBlock<Partial<Record<PageKind, string[]>>>(doc, PAGE_GRAPHS_ID)?.[kind] ?? []) : [];
  for (let at = 0; at < files.length; at += LINKS_PER_TASK) {
    if (at > 0) await nextTask();
    const batch = files.slice(at, at + LINKS_PER_TASK);
    modulePreload(doc, batch.filter((file) => !file.endsWith('.css')));
    for (const file of batch.filter((file) => file.endsWith('.css'))) preloadStyle(doc, file);
  }
}
