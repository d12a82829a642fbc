import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installNativeApp, type NativeAppHarness } from '../../testing/native-app';
import { getStored, setStored } from '../storage/storage';
import { changeLanguage, initI18n, i18n, resolveStartLanguage } from './i18n';

describe('interface language', () => {
  let app: NativeAppHarness | null = null;
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    app?.uninstall();
    app = null;
  });

  it('starts in Japanese on a first visit, whatever the browser prefers', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    expect(resolveStartLanguage('')).toBe('ja-JP');
  });

  it('a stored choice wins after the first visit', () => {
    setStored('language', 'zh-CN');
    expect(resolveStartLanguage('')).toBe('zh-CN');
  });

  it('?lang= sets and stores the language; an unknown one is ignored', () => {
    expect(resolveStartLanguage('?lang=en-US')).toBe('en-US');
    expect(getStored('language')).toBe('en-US');
    expect(resolveStartLanguage('?lang=fr-FR')).toBe('en-US');
  });

  it('sets <html lang> and translates', () => {
    expect(initI18n('?lang=en-US')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(i18n.t('errors.timeout')).toBe('Request timed out');
  });

  it('a change is stored, told to the native app, and reloads the page', () => {
    app = installNativeApp('ios');
    const reload = vi.fn();
    changeLanguage('zh-CN', reload);
    expect(getStored('language')).toBe('zh-CN');
    expect(app.messages).toEqual([{ type: 'SET_LANGUAGE', data: { language: 'zh-CN' } }]);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
