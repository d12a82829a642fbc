/**
 * Every locale file of the site, by language, merged as the app would load them. For unit tests
 * (preloaded in setup.ts, so a test reads any string at once) and the locale-file checks.
 */
import type { LocaleTree } from '../lib/i18n/i18n';
import { supportedLanguages, type Language } from '../lib/i18n/languages';

/** `path -> tree` of every locale file: the shell's, each feature's, and the catalogue's texts for codes. */
export const localeFiles = import.meta.glob<LocaleTree>(['../locales/*/*.json', '../features/*/locales/*.json', '../../../generated/code-texts/*.json'], {
  import: 'default',
  eager: true,
});

export const languageOfFile = (path: string): Language | undefined =>
  supportedLanguages.find((language) => path.endsWith(`/${language}.json`) || path.includes(`/locales/${language}/`));

/** One tree per language, every file merged. */
export function allLocales(): Record<Language, LocaleTree> {
  const out = Object.fromEntries(supportedLanguages.map((language) => [language, {} as LocaleTree])) as Record<Language, LocaleTree>;
  for (const [path, tree] of Object.entries(localeFiles)) {
    const language = languageOfFile(path);
    if (!language) throw new Error(`${path}: not named after a language`);
    Object.assign(out[language], tree);
  }
  return out;
}
