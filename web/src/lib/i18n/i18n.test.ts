import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installNativeApp, type NativeAppHarness } from '../../testing/native-app';
import { getStored, setStored } from '../storage/storage';
import { allLocales } from '../../testing/locales';
import { changeLanguage, initI18n, i18n, loadLocales, preloadLocales, resolveStartLanguage, withLocales } from './i18n';

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

  describe('as the app loads strings (none preloaded)', () => {
    beforeEach(() => preloadLocales({}));
    afterEach(() => preloadLocales(allLocales()));

    it('loads only the current language of a feature, once, with the chunk that shows it', async () => {
      initI18n('?lang=en-US');
      const english = vi.fn(async () => ({ probe: { hello: 'Hello' } }));
      const japanese = vi.fn(async () => ({ probe: { hello: 'こんにちは' } }));
      const loaders = { './locales/en-US.json': english, './locales/ja-JP.json': japanese };
      expect(i18n.exists('probe.hello')).toBe(false);

      const module = await withLocales(async () => ({ Dialog: 'the chunk' }), loaders);
      expect(module).toEqual({ Dialog: 'the chunk' });
      expect(i18n.t('probe.hello')).toBe('Hello');
      await loadLocales(loaders);
      expect(english).toHaveBeenCalledTimes(1);
      expect(japanese).not.toHaveBeenCalled();
    });

    it('has the recovery screen words before any strings chunk loads (that chunk may be what failed)', () => {
      initI18n('?lang=en-US');
      expect(i18n.exists('chunk.title')).toBe(true);
      expect(i18n.exists('site.name')).toBe(false);
    });

    it('says so when a language has no file', async () => {
      initI18n('?lang=zh-CN');
      await expect(loadLocales({ './locales/en-US.json': async () => ({}) })).rejects.toThrow(/zh-CN/);
    });
  });
});
