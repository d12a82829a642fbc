/**
 * The native app shell (SPEC §7 "Web view bridge"): the app wraps the site in a web view and the
 * two exchange JSON messages `{type, data}`. The app says it is there by opening the site with
 * `?request_os=android|ios`, which is stored (SPEC §6: stored request_os).
 */
import { getStored, setStored, storageKeys } from '../storage/storage';

const appOperatingSystems = ['android', 'ios'] as const;
type AppOperatingSystem = (typeof appOperatingSystems)[number];

/** Messages the site sends to the app. */
type BridgeMessage =
  | { type: 'GO_GAME'; data: { url: string; gameId?: string; platformCode?: string } }
  | { type: 'BACK'; data?: undefined }
  | { type: 'OPEN_EXTERNAL_LINK'; data: { url: string } }
  | { type: 'OPEN_INTERNAL_LINK'; data: { url: string } }
  | { type: 'THIRD_LOGIN'; data: { provider: 'google' | 'twitter' | 'line' } }
  | { type: 'SET_LANGUAGE'; data: { language: string } }
  | { type: 'SHOW_UPDATE'; data?: { version?: string } }
  | { type: 'AFFILIATE_EVENT'; data: { event: string; params?: Record<string, string | number> } }
  | { type: 'APPLE_SIGN_IN'; data?: undefined }
  /** The app's own share sheet (a referral link); the web view has no Web Share of its own. */
  | { type: 'SHARE'; data: { url: string; title: string; text: string } };

/** A message from the app; its shape is checked by whoever listens for that type. */
interface AppMessage {
  type: string;
  data?: unknown;
}

interface NativeWindow {
  ReactNativeWebView?: { postMessage: (message: string) => void };
  webkit?: { messageHandlers?: { app?: { postMessage: (message: unknown) => void } } };
}

const isAppOs = (value: unknown): value is AppOperatingSystem =>
  typeof value === 'string' && (appOperatingSystems as readonly string[]).includes(value);

/** Long-lived: the app opens the site once; the flag must survive across visits. */
const REQUEST_OS_EXPIRY_MINUTES = 365 * 24 * 60;

/** Reads `?request_os=` into storage; call once at start-up. */
export function captureRequestOs(search: string = window.location.search): void {
  const fromQuery = new URLSearchParams(search).get('request_os');
  if (isAppOs(fromQuery)) setStored(storageKeys.requestOs, fromQuery, REQUEST_OS_EXPIRY_MINUTES);
}

export function appOperatingSystem(): AppOperatingSystem | null {
  return getStored(storageKeys.requestOs, isAppOs);
}

export function isInApp(): boolean {
  return appOperatingSystem() !== null;
}

/** Sends a message to the app; false when there is no app to hear it. */
export function postToApp(message: BridgeMessage): boolean {
  if (!isInApp()) return false;
  const native = window as unknown as NativeWindow;
  const wire = JSON.stringify(message);
  if (native.ReactNativeWebView) {
    native.ReactNativeWebView.postMessage(wire);
    return true;
  }
  if (native.webkit?.messageHandlers?.app) {
    native.webkit.messageHandlers.app.postMessage(wire);
    return true;
  }
  return false;
}

function parseAppMessage(raw: unknown): AppMessage | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || typeof (value as AppMessage).type !== 'string') return null;
  return value as AppMessage;
}

/**
 * Listens to the app. React Native's Android web view dispatches on document, iOS on window;
 * both are heard. Returns the unsubscribe function.
 */
export function onAppMessage(listener: (message: AppMessage) => void): () => void {
  const handle = (event: Event) => {
    const message = parseAppMessage((event as MessageEvent).data);
    if (message) listener(message);
  };
  window.addEventListener('message', handle);
  document.addEventListener('message', handle);
  return () => {
    window.removeEventListener('message', handle);
    document.removeEventListener('message', handle);
  };
}

function isAbsolute(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * Opens a link the way the player's shell expects. Another site: through the app when in the
 * app, else a new tab. A site route: the router's `navigate`, or, with `newWindow`, a new app
 * web view (the app's "open internal link") or a new tab.
 */
export function openLink(url: string, navigate: (to: string) => void, options: { newWindow?: boolean } = {}): void {
  if (isAbsolute(url) && new URL(url).origin !== window.location.origin) {
    if (postToApp({ type: 'OPEN_EXTERNAL_LINK', data: { url } })) return;
    window.open(url, '_blank', 'noopener,noreferrer');
    return;
  }
  const route = isAbsolute(url) ? new URL(url).pathname + new URL(url).search : url;
  if (options.newWindow) {
    if (postToApp({ type: 'OPEN_INTERNAL_LINK', data: { url: route } })) return;
    window.open(route, '_blank', 'noopener');
    return;
  }
  navigate(route);
}

export const appBridge = {
  goGame: (url: string, game?: { gameId?: string; platformCode?: string }) =>
    postToApp({ type: 'GO_GAME', data: { url, ...game } }),
  back: () => postToApp({ type: 'BACK' }),
  setLanguage: (language: string) => postToApp({ type: 'SET_LANGUAGE', data: { language } }),
  thirdLogin: (provider: 'google' | 'twitter' | 'line') => postToApp({ type: 'THIRD_LOGIN', data: { provider } }),
  showUpdate: (version?: string) => postToApp({ type: 'SHOW_UPDATE', data: version ? { version } : {} }),
  affiliateEvent: (event: string, params?: Record<string, string | number>) =>
    postToApp({ type: 'AFFILIATE_EVENT', data: params ? { event, params } : { event } }),
  appleSignIn: () => postToApp({ type: 'APPLE_SIGN_IN' }),
  share: (content: { url: string; title: string; text: string }) => postToApp({ type: 'SHARE', data: content }),
};
