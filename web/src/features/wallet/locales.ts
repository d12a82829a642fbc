import type { LocaleLoaders, LocaleTree } from '../../lib/i18n/i18n';

/** This feature's strings (header wallet, records, rates), a chunk per language; only the current one loads. */
export const walletLocales: LocaleLoaders = import.meta.glob<LocaleTree>('./locales/*.json', { import: 'default' });
