import type { LocaleLoaders, LocaleTree } from '../../lib/i18n/i18n';

/** The competitions' strings (tournaments, lottery, guess games, the wins strip), a chunk per language. */
export const competitionsLocales: LocaleLoaders = import.meta.glob<LocaleTree>('./locales/*.json', { import: 'default' });
