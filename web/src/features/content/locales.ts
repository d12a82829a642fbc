import type { LocaleLoaders, LocaleTree } from '../../lib/i18n/i18n';

/** The content pages' strings (static, help, brand, SNS), a chunk per language; only the current one loads. */
export const contentLocales: LocaleLoaders = import.meta.glob<LocaleTree>('./locales/*.json', { import: 'default' });
