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
});
