import type { LocaleLoaders, LocaleTree } from '../../lib/i18n/i18n';

/** This feature's strings (the jump dialog), a chunk per language; only the current one loads. */
export const jumpLocales: LocaleLoaders = import.meta.glob<LocaleTree>('./locales/*.json', { import: 'default' });
