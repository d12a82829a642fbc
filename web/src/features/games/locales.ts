import type { LocaleLoaders, LocaleTree } from '../../lib/i18n/i18n';

/** This feature's strings (lobbies, tiles, info sheet, home's game rows), a chunk per language. */
export const gamesLocales: LocaleLoaders = import.meta.glob<LocaleTree>('./locales/*.json', { import: 'default' });
