/**
 * The native app shell (SPEC §1, §7 "Web view bridge"): the app wraps the site in a web view and
 * the two exchange JSON messages `{type, data}`, typed both ways in openapi/bridge.yaml
 * (`SiteMessage` what the site sends, `AppMessage` what the app sends). The app says it is there
 * by opening the site with `?request_os=android|ios`, which is stored (SPEC §6: stored request_os).
 * What the site does with the app's messages is app/app-bridge.ts (`listenToApp`, ./app-messages).
 */
import type { AppMessage, SiteMessage } from '#generated/bridge/schemas/index.ts';
import { getStored, setStored, storageKeys } from '../storage/storage';

const appOperatingSystems = ['android', 'ios'] as const;
type AppOperatingSystem = (typeof appOperatingSystems)[number];

export type { AppMessage, SiteMessage };

/** A message event that passed the origin check, before its shape is checked by type. */
export interface RawAppMessage {
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

/** Framed by a page of the site's own origin (the mock's app harness, a desktop shell). */
function framedBySameOrigin(): boolean {
  if (window.parent === window) return false;
  try {
    // Another origin's frame throws here (or has another origin): never post the site's messages there.
    return window.parent.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Sends a message to the app; false when there is no app to hear it. Android's shell takes it on
 * ReactNativeWebView, iOS's on webkit.messageHandlers.app, a shell that frames the page on its own
 * origin (the mock's harness) by postMessage to that origin only.
 */
export function postToApp(message: SiteMessage): boolean {
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
  if (framedBySameOrigin()) {
    window.parent.postMessage(wire, window.location.origin);
    return true;
  }
  return false;
}

function parseAppMessage(raw: unknown): RawAppMessage | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null || typeof (value as RawAppMessage).type !== 'string') return null;
  return value as RawAppMessage;
}

/**
 * Whether a message event comes from the app: the native shells dispatch theirs in the page (no
 * origin, no source window); a shell framing the page sends from its parent window on the site's
 * own origin. Anything else (another site's window, a game's frame, an extension) is not the app.
 */
function fromTheApp(event: MessageEvent): boolean {
  if (event.origin === '' && event.source === null) return true;
  return event.origin === window.location.origin && event.source === window.parent && window.parent !== window;
}

/**
 * Listens to the app. React Native's Android web view dispatches on document, iOS (and a framing
 * shell) on window; both are heard. Returns the unsubscribe function.
 */
export function onAppMessage(listener: (message: RawAppMessage) => void): () => void {
  const handle = (event: Event) => {
    const messageEvent = event as MessageEvent;
    if (!fromTheApp(messageEvent)) return;
    const message = parseAppMessage(messageEvent.data);
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

type ThirdLoginRequest = Extract<SiteMessage, { type: 'THIRD_LOGIN' }>['data'];
type AppleSignInRequest = Extract<SiteMessage, { type: 'APPLE_SIGN_IN' }>['data'];
type Language = Extract<SiteMessage, { type: 'SET_LANGUAGE' }>['data']['language'];

/** What the site tells the app (openapi/bridge.yaml `SiteMessage`); each answers whether an app heard it. */
export const appBridge = {
  goGame: (url: string, game?: { gameId?: string; platformCode?: string }) => postToApp({ type: 'GO_GAME', data: { url, ...game } }),
  /** The app's back arrived at the site's first page: the app does what its own back does. */
  back: () => postToApp({ type: 'BACK' }),
  setLanguage: (language: Language) => postToApp({ type: 'SET_LANGUAGE', data: { language } }),
  /** Sign in with google, X or LINE in the app, for a login the site started (its state). */
  thirdLogin: (request: ThirdLoginRequest) => postToApp({ type: 'THIRD_LOGIN', data: request }),
  /** The player chose to update the app: the app shows its update (the store page). */
  showUpdate: (version: string) => postToApp({ type: 'SHOW_UPDATE', data: { version } }),
  affiliateEvent: (event: string, params?: Record<string, string | number>) =>
    postToApp({ type: 'AFFILIATE_EVENT', data: params ? { event, params } : { event } }),
  /** Sign in with Apple through iOS's own sheet, for a login the site started (its state). */
  appleSignIn: (request: AppleSignInRequest) => postToApp({ type: 'APPLE_SIGN_IN', data: request }),
  /** The app's own share sheet (a referral link); the web view has no Web Share of its own. */
  share: (content: { url: string; title: string; text: string }) => postToApp({ type: 'SHARE', data: content }),
};
