import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installNativeApp, type NativeAppHarness } from '../../testing/native-app';
import { appBridge, captureRequestOs, isInApp, onAppMessage, openLink, appOperatingSystem } from './bridge';

describe('native app bridge', () => {
  let app: NativeAppHarness | null = null;

  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    app?.uninstall();
    app = null;
    vi.restoreAllMocks();
  });

  it('is off in a plain browser: nothing is posted, links open in the browser', () => {
    expect(isInApp()).toBe(false);
    expect(appBridge.setLanguage('en-US')).toBe(false);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const navigate = vi.fn();
    openLink('https://partner.example.com/page', navigate);
    openLink('/promo', navigate);
    expect(open).toHaveBeenCalledWith('https://partner.example.com/page', '_blank', 'noopener,noreferrer');
    expect(navigate).toHaveBeenCalledWith('/promo');
  });

  it('detects the app from ?request_os= and remembers it', () => {
    captureRequestOs('?request_os=ios');
    expect(appOperatingSystem()).toBe('ios');
    captureRequestOs('?request_os=windows');
    expect(appOperatingSystem()).toBe('ios');
  });

  it.each(['android', 'ios'] as const)('posts JSON messages to the %s shell', (os) => {
    app = installNativeApp(os);
    expect(isInApp()).toBe(true);
    appBridge.setLanguage('zh-CN');
    appBridge.goGame('https://games.example.com/launch?id=1', { gameId: '1', platformCode: 'AMIGO' });
    appBridge.back();
    appBridge.affiliateEvent('RegisterClick');
    expect(app.messages).toEqual([
      { type: 'SET_LANGUAGE', data: { language: 'zh-CN' } },
      { type: 'GO_GAME', data: { url: 'https://games.example.com/launch?id=1', gameId: '1', platformCode: 'AMIGO' } },
      { type: 'BACK' },
      { type: 'AFFILIATE_EVENT', data: { event: 'RegisterClick' } },
    ]);
  });

  it('opens links through the app when in the app', () => {
    app = installNativeApp('android');
    const navigate = vi.fn();
    openLink('https://partner.example.com/page', navigate);
    openLink('/promo', navigate, { newWindow: true });
    openLink('/promo', navigate);
    expect(app.messages).toEqual([
      { type: 'OPEN_EXTERNAL_LINK', data: { url: 'https://partner.example.com/page' } },
      { type: 'OPEN_INTERNAL_LINK', data: { url: '/promo' } },
    ]);
    expect(navigate).toHaveBeenCalledWith('/promo');
  });

  it.each(['android', 'ios'] as const)('hears messages from the %s shell and ignores garbage', (os) => {
    app = installNativeApp(os);
    const heard = vi.fn();
    const stop = onAppMessage(heard);
    app.send('THIRD_LOGIN_RESULT', { code: 'abc' });
    window.dispatchEvent(new MessageEvent('message', { data: 'not json' }));
    window.dispatchEvent(new MessageEvent('message', { data: { nope: true } }));
    stop();
    app.send('AFTER_STOP');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith({ type: 'THIRD_LOGIN_RESULT', data: { code: 'abc' } });
  });

  it('framed by a page of its own origin (the app harness) it posts to that page, to that origin only', () => {
    captureRequestOs('?request_os=ios');
    const parent = { postMessage: vi.fn(), location: { origin: window.location.origin } };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    expect(appBridge.back()).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'BACK' }), window.location.origin);
    // Another origin's frame is no app: nothing is posted there.
    const stranger = { postMessage: vi.fn(), get location(): Location { throw new DOMException('cross-origin', 'SecurityError'); } };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(stranger as unknown as Window);
    expect(appBridge.back()).toBe(false);
    expect(stranger.postMessage).not.toHaveBeenCalled();
  });

  it('hears the app only: the shell’s own events or its framing page on this origin, not another site or a game frame', () => {
    const parent = {} as Window;
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent);
    const heard = vi.fn();
    const stop = onAppMessage(heard);
    const data = JSON.stringify({ type: 'BACK' });
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.example', source: parent }));
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: window }));
    expect(heard).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: parent }));
    window.dispatchEvent(new MessageEvent('message', { data }));
    stop();
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
