import type { LocaleLoaders, LocaleTree } from '../../lib/i18n/i18n';

/** The game page's and the game centre menu's strings, a chunk per language; only the current one loads. */
export const gamePlayLocales: LocaleLoaders = import.meta.glob<LocaleTree>('./locales/*.json', { import: 'default' });
