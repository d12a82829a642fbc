import type { LocaleLoaders, LocaleTree } from '../../lib/i18n/i18n';

/** This feature's strings, a chunk per language; only the current one loads, with the page's or the offers' chunk. */
export const promotionsLocales: LocaleLoaders = import.meta.glob<LocaleTree>('./locales/*.json', { import: 'default' });
