/**
 * When the first screen has settled: the page is routed and drawn (its chunk loaded, nothing
 * navigating, the app's first render on screen) and the data it asked for has answered. What the first screen does not show (the installable site's
 * worker, which precaches every chunk; the live-push socket) waits for it, so on a phone it takes
 * neither the first screen's connections (a browser opens six to a host) nor its main thread.
 *
 * Not timers alone: a player who touches the page first, or a page still fetching after `capMs`,
 * starts the work anyway; and tests that pause the clock still see it start, since the settling
 * is read from the router's and the query cache's own events.
 */
import { nextTask } from './next-task';

export interface FirstScreenSources {
  /** The page is routed and drawn: its chunk loaded, nothing navigating, the app on screen. */
  routed(): boolean;
  /** How many queries are fetching now. */
  fetching(): number;
  /** Calls `onChange` when either may have changed; answers the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

export interface FirstScreenOptions {
  /** Starts the work whatever the page does after this long (a query polling, an answer that never comes). */
  capMs?: number;
  /** Where a first touch or key press is heard. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * Resolves once the page is routed and its queries, having started, have all answered (or on the
 * player's first touch or key, or after `capMs`). "Having started": right after routing, before the
 * page's first render has mounted its queries, nothing is fetching yet, which is not settled.
 */
export function whenFirstScreenSettled(sources: FirstScreenSources, { capMs = 6000, target = window }: FirstScreenOptions = {}): Promise<void> {
  return new Promise((resolve) => {
    let fetched = false;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      unsubscribe();
      clearTimeout(cap);
      for (const type of INTERACTIONS) target.removeEventListener(type, finish, true);
      resolve();
    };
    const settled = () => {
      if (sources.fetching() > 0) fetched = true;
      return fetched && sources.fetching() === 0 && sources.routed();
    };
    // Settled twice, a task apart: an answer that renders (a restored session, say) may start the
    // next queries in the same task, and those belong to the first screen too.
    const check = () => {
      if (settled()) void nextTask().then(() => settled() && finish());
    };
    const unsubscribe = sources.subscribe(check);
    const cap = setTimeout(finish, capMs);
    for (const type of INTERACTIONS) target.addEventListener(type, finish, { capture: true, passive: true });
    check();
  });
}
