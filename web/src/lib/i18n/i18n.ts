/**
 * Interface language (PRODUCT.md "language at start-up"): ja-JP on a first visit whatever the
 * browser says; a stored choice wins after that; `?lang=` sets and stores it. Changing the
 * language stores it, tells the native app, and reloads the page.
 *
 * Strings live in one file per feature and language (`features/<f>/locales/<lang>.json`, the
 * shell's in `locales/<lang>/`), all in the one `translation` namespace so keys read as before.
 * Only the current language is ever loaded: the shell's strings before the first render
 * (app/locales), a feature's together with the chunk that shows it (`withLocales`).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import recoveryEnUS from '../../locales/en-US/recovery.json';
import recoveryJaJP from '../../locales/ja-JP/recovery.json';
import recoveryZhCN from '../../locales/zh-CN/recovery.json';
import { appBridge } from '../bridge/bridge';
import { getStored, setStored, storageKeys } from '../storage/storage';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, supportedLanguages, type Language } from './languages';

/** A language choice is kept for a year; it is a preference, not a session. */
const LANGUAGE_EXPIRY_MINUTES = 365 * 24 * 60;

export const i18n = i18next.createInstance();

function storeLanguage(language: Language): void {
  setStored(storageKeys.language, language, LANGUAGE_EXPIRY_MINUTES);
  // The server reads it too: the first frame it sends is in this language (home's first banner).
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_EXPIRY_MINUTES * 60}; samesite=lax`;
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

/** A locale file: nested keys to strings. */
export type LocaleTree = { [key: string]: string | LocaleTree };
/** One loader per language, as `import.meta.glob('./locales/*.json', { import: 'default' })` gives them. */
export type LocaleLoaders = Record<string, () => Promise<LocaleTree>>;

/**
 * The recovery screen's few words, in every language, ship with the entry: they must show when
 * the chunk of the current language's strings is the one that failed.
 */
const builtIn: Record<Language, LocaleTree> = { 'ja-JP': recoveryJaJP, 'en-US': recoveryEnUS, 'zh-CN': recoveryZhCN };

let preloaded: Partial<Record<Language, LocaleTree>> = {};

/** Unit tests only (testing/setup.ts): every string of every language, there from the start. */
export function preloadLocales(resources: Partial<Record<Language, LocaleTree>>): void {
  preloaded = resources;
}

/** Initialises i18next synchronously (strings arrive with `loadLocales`) and returns the language. */
export function initI18n(search?: string): Language {
  const language = resolveStartLanguage(search);
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['ja-JP', 'en-US', 'zh-CN'],
    resources: Object.fromEntries(
      Object.entries(builtIn).map(([lang, tree]) => [lang, { translation: { ...tree, ...preloaded[lang as Language] } }]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  applyDocumentLanguage(language);
  return language;
}

const loading = new WeakMap<() => Promise<LocaleTree>, Promise<void>>();

/**
 * Adds the current language's file of a feature (or of the shell) to the strings, once. The
 * loaders' keys end in `<lang>.json` (or are the language itself).
 */
export function loadLocales(loaders: LocaleLoaders, language: Language = currentLanguage()): Promise<void> {
  // Unit tests preload every string (testing/setup.ts): nothing to fetch.
  if (preloaded[language]) return Promise.resolve();
  const entry = Object.entries(loaders).find(([key]) => key === language || key.endsWith(`/${language}.json`));
  if (!entry) return Promise.reject(new Error(`No ${language} strings among ${Object.keys(loaders).join(', ')}`));
  const load = entry[1];
  let done = loading.get(load);
  if (!done) {
    done = load().then((tree) => {
      i18n.addResourceBundle(language, 'translation', tree, true, false);
    });
    // A failed load (a chunk error) may be tried again by the next caller.
    done.catch(() => loading.delete(load));
    loading.set(load, done);
  }
  return done;
}

/**
 * Several sets of strings loaded as one (a feature's own and the catalogue's texts for codes): a
 * loader per language that loads each set's file of that language and merges them.
 */
export function combineLocales(...sets: LocaleLoaders[]): LocaleLoaders {
  const pick = (loaders: LocaleLoaders, language: Language) => Object.entries(loaders).find(([key]) => key === language || key.endsWith(`/${language}.json`))?.[1];
  return Object.fromEntries(
    supportedLanguages.map((language) => [
      language,
      async () => {
        const trees = await Promise.all(sets.map((loaders) => pick(loaders, language)?.() ?? Promise.reject(new Error(`No ${language} strings among ${Object.keys(loaders).join(', ')}`))));
        return Object.assign({}, ...trees) as LocaleTree;
      },
    ]),
  );
}

/** A chunk together with the strings it shows: nothing renders before its text is there. */
export async function withLocales<T>(importer: () => Promise<T>, ...locales: LocaleLoaders[]): Promise<T> {
  const [module] = await Promise.all([importer(), ...locales.map((loaders) => loadLocales(loaders))]);
  return module;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * Stores the choice, tells the native app (unless the app asked for it: its SET_LANGUAGE), and
 * reloads so every request and text follows.
 */
export function changeLanguage(language: Language, reload: () => void = () => window.location.reload(), { tellApp = true } = {}): void {
  storeLanguage(language);
  if (tellApp) appBridge.setLanguage(language);
  // A `?lang=` in the address would win over the new choice after the reload.
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', url);
  }
  reload();
}
