/**
 * Interface language (PRODUCT.md "language at start-up"): ja-JP on a first visit whatever the
 * browser says; a stored choice wins after that; `?lang=` sets and stores it. Changing the
 * language stores it, tells the native app, and reloads the page.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from '../../locales/en-US.json';
import jaJP from '../../locales/ja-JP.json';
import zhCN from '../../locales/zh-CN.json';
import { appBridge } from '../bridge/bridge';
import { getStored, setStored, storageKeys } from '../storage/storage';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** A language choice is kept for a year; it is a preference, not a session. */
const LANGUAGE_EXPIRY_MINUTES = 365 * 24 * 60;

export const i18n = i18next.createInstance();

export function storeLanguage(language: Language): void {
  setStored(storageKeys.language, language, LANGUAGE_EXPIRY_MINUTES);
}

/** The language to start in; stores a `?lang=` choice. */
export function resolveStartLanguage(search: string = window.location.search): Language {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLanguage(fromQuery)) {
    storeLanguage(fromQuery);
    return fromQuery;
  }
  return getStored(storageKeys.language, isLanguage) ?? DEFAULT_LANGUAGE;
}

export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/** Initialises i18next synchronously (resources are bundled) and returns the language. */
export function initI18n(search?: string): Language {
  const language = resolveStartLanguage(search);
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['ja-JP', 'en-US', 'zh-CN'],
    resources: {
      'ja-JP': { translation: jaJP },
      'en-US': { translation: enUS },
      'zh-CN': { translation: zhCN },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  applyDocumentLanguage(language);
  return language;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Stores the choice, tells the native app, and reloads so every request and text follows. */
export function changeLanguage(language: Language, reload: () => void = () => window.location.reload()): void {
  storeLanguage(language);
  appBridge.setLanguage(language);
  // A `?lang=` in the address would win over the new choice after the reload.
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', url);
  }
  reload();
}
