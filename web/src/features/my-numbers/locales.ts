import type { LocaleLoaders, LocaleTree } from '../../lib/i18n/i18n';

/** My RTP and play sessions' strings, a chunk per language; only the current one loads. */
export const myNumbersLocales: LocaleLoaders = import.meta.glob<LocaleTree>('./locales/*.json', { import: 'default' });
