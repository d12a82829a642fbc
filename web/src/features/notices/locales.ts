import type { LocaleLoaders, LocaleTree } from '../../lib/i18n/i18n';

/** This feature's strings (notices, their dialog, the header's bell, login records), a chunk per language; only the current one loads. */
export const noticesLocales: LocaleLoaders = import.meta.glob<LocaleTree>('./locales/*.json', { import: 'default' });
