/**
 * Plays the native app's side of the bridge, for unit tests and for e2e.
 *
 * `installNativeApp` is self-contained on purpose (no imports, no outer variables) so that e2e can
 * hand it to Playwright as an init script: `page.addInitScript(installNativeApp, 'ios')`. It then
 * lives at `window.__nativeApp`: `messages` holds what the site sent (parsed), `send()` delivers a
 * message from the app as the real shells do.
 */

export interface NativeAppHarness {
  os: 'android' | 'ios';
  /** Messages the site posted, oldest first, parsed from their JSON. */
  messages: Array<{ type: string; data?: unknown }>;
  /** Delivers a message from the app to the site. */
  send: (type: string, data?: unknown) => void;
  uninstall: () => void;
}

export function installNativeApp(os: 'android' | 'ios'): NativeAppHarness {
  const target = window as unknown as Record<string, unknown>;
  const messages: NativeAppHarness['messages'] = [];
  const record = (raw: unknown) => {
    try {
      messages.push(typeof raw === 'string' ? JSON.parse(raw) : (raw as { type: string }));
    } catch {
      messages.push({ type: 'UNPARSEABLE', data: raw });
    }
  };
  // The stored flag the site reads (same format as web/src/lib/storage: prefix, envelope).
  const expiresAt = Date.now() + 365 * 24 * 60 * 60_000;
  window.localStorage.setItem('qc:request_os', JSON.stringify({ value: os, expiresAt }));
  if (os === 'android') {
    target.ReactNativeWebView = { postMessage: record };
  } else {
    target.webkit = { messageHandlers: { app: { postMessage: record } } };
  }
  const harness: NativeAppHarness = {
    os,
    messages,
    send(type, data) {
      const event = new MessageEvent('message', { data: JSON.stringify({ type, data }) });
      if (os === 'android') document.dispatchEvent(event);
      else window.dispatchEvent(event);
    },
    uninstall() {
      delete target.ReactNativeWebView;
      delete target.webkit;
      delete target.__nativeApp;
      window.localStorage.removeItem('qc:request_os');
    },
  };
  target.__nativeApp = harness;
  return harness;
}
