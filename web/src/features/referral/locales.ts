import type { LocaleLoaders, LocaleTree } from '../../lib/i18n/i18n';

/** The referral centre's strings, a chunk per language; only the current one loads. */
export const referralLocales: LocaleLoaders = import.meta.glob<LocaleTree>('./locales/*.json', { import: 'default' });
