import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installNativeApp, type NativeAppHarness } from '../testing/native-app';
import { useAppUpdateOffer } from '../lib/bridge/app-update';
import { isDialogOpen, openDialog } from '../lib/dialogs/dialog-flags';
import { useAppSettings } from '../stores/app-settings';
import type * as I18n from '../lib/i18n/i18n';

type I18nModule = typeof I18n;

const navigate = vi.fn();
vi.mock('./router', () => ({ siteRouter: () => ({ navigate }) }));
const changeLanguage = vi.fn();
vi.mock('../lib/i18n/i18n', async (original) => ({ ...(await original<I18nModule>()), changeLanguage: (...args: unknown[]) => changeLanguage(...args) }));

const { handleAppMessage } = await import('./app-bridge');

describe('what the site does with the app’s messages', () => {
  let app: NativeAppHarness;
  beforeEach(() => {
    app = installNativeApp('ios');
    navigate.mockReset();
    changeLanguage.mockReset();
    window.history.replaceState({ idx: 0 }, '');
  });
  afterEach(() => app.uninstall());

  it('BACK closes what is open over the page first, then goes back a page, and at the first page tells the app', () => {
    useAppSettings.getState().openAuth('login');
    handleAppMessage({ type: 'BACK' });
    expect(useAppSettings.getState().auth.open).toBe(false);
    openDialog('chat-widget');
    handleAppMessage({ type: 'BACK' });
    expect(isDialogOpen('chat-widget')).toBe(false);
    window.history.replaceState({ idx: 2 }, '');
    handleAppMessage({ type: 'BACK' });
    expect(navigate).toHaveBeenCalledWith(-1);
    expect(app.messages).toEqual([]);
    window.history.replaceState({ idx: 0 }, '');
    handleAppMessage({ type: 'BACK' });
    expect(app.messages).toEqual([{ type: 'BACK' }]);
  });

  it('a sign-in answer completes on /elseLogin/:type, as the provider’s redirect would', () => {
    useAppSettings.getState().openAuth('login');
    handleAppMessage({ type: 'THIRD_LOGIN', data: { provider: 'line', state: 'st-1', code: 'oc-1' } });
    expect(navigate).toHaveBeenLastCalledWith('/elseLogin/line?state=st-1&code=oc-1');
    expect(useAppSettings.getState().auth.open).toBe(false);
    handleAppMessage({ type: 'APPLE_SIGN_IN', data: { state: 'st-2', error: 'cancelled' } });
    expect(navigate).toHaveBeenLastCalledWith('/elseLogin/apple?state=st-2&error=cancelled');
  });

  it('SET_LANGUAGE switches without telling the app back; SHOW_UPDATE offers the new version', () => {
    handleAppMessage({ type: 'SET_LANGUAGE', data: { language: 'zh-CN' } });
    expect(changeLanguage).toHaveBeenCalledWith('zh-CN', undefined, { tellApp: false });
    handleAppMessage({ type: 'SHOW_UPDATE', data: { version: '3.2.0', mandatory: true } });
    expect(useAppUpdateOffer.getState().offer).toEqual({ version: '3.2.0', mandatory: true });
  });
});
