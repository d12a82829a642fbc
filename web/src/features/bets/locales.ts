import type { LocaleLoaders, LocaleTree } from '../../lib/i18n/i18n';

/** The bet history pages' strings, a chunk per language; only the current one loads. */
export const betsLocales: LocaleLoaders = import.meta.glob<LocaleTree>('./locales/*.json', { import: 'default' });
