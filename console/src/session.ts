import { useCallback, useSyncExternalStore } from 'react';

// The session the console works on lives in the address (?session=), so a link or a reload
// opens the same one; the ones used before are remembered on this device.
export const SESSION_NAME = /^[\w.:-]{1,100}$/;
const RECENT_KEY = 'qc:console:recent-sessions';
const RECENT_KEPT = 8;

export const readSessionName = () => new URLSearchParams(window.location.search).get('session') ?? 'default';
const subscribe = (listener: () => void) => {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
};

export function recentSessions(): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((name): name is string => typeof name === 'string' && SESSION_NAME.test(name)) : [];
  } catch {
    return []; // an unreadable list is an empty one: the console still works
  }
}

function remember(name: string): void {
  const recent = [name, ...recentSessions().filter((other) => other !== name)].slice(0, RECENT_KEPT);
  localStorage.setItem(RECENT_KEY, JSON.stringify(recent));
}

/** The current session and a way to switch (the address changes, history keeps the old one). */
export function useSession(): [string, (name: string) => void] {
  const session = useSyncExternalStore(subscribe, readSessionName);
  const choose = useCallback((name: string) => {
    const url = new URL(window.location.href);
    url.searchParams.set('session', name);
    window.history.pushState(null, '', url);
    remember(name);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, []);
  return [session, choose];
}

/** Puts the site's tabs on this origin in the session (the mock reads the mock-session cookie), and opens the site. */
export function openSiteIn(session: string): void {
  document.cookie = `mock-session=${encodeURIComponent(session)}; path=/; SameSite=Lax`;
  window.open('/', '_blank', 'noopener');
}
