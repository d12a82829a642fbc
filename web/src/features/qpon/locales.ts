import type { LocaleLoaders, LocaleTree } from '../../lib/i18n/i18n';

/** This feature's strings (the Q-pon shop, its history, rewards and pages), a chunk per language; only the current one loads. */
export const qponLocales: LocaleLoaders = import.meta.glob<LocaleTree>('./locales/*.json', { import: 'default' });
