/**
 * A new release of the site waiting in the service worker (app/service-worker.ts): client state
 * the shell's prompt shows. Taking it reloads the page on the new release once the new worker
 * controls it; putting it off keeps the page as it is (the prompt comes back on the next visit).
 */
import { create } from 'zustand';

interface SiteUpdateState {
  /** Takes the waiting release: the new worker takes over, then the page reloads. Null while none waits. */
  take: (() => Promise<void>) | null;
  /** The player said "later" in this page. */
  putOff: boolean;
}

export const useSiteUpdate = create<SiteUpdateState>(() => ({ take: null, putOff: false }));

export const offerSiteUpdate = (take: () => Promise<void>): void => useSiteUpdate.setState({ take, putOff: false });
export const putOffSiteUpdate = (): void => useSiteUpdate.setState({ putOff: true });
