import { codeTextLocales } from '../../lib/http/code-texts';
import { combineLocales, type LocaleLoaders, type LocaleTree } from '../../lib/i18n/i18n';

/**
 * This feature's strings and the catalogue's texts for the codes it shows (lib/http/code-texts), a
 * chunk per language; only the current one loads, with the page's chunk.
 */
export const withdrawalLocales: LocaleLoaders = combineLocales(import.meta.glob<LocaleTree>('./locales/*.json', { import: 'default' }), codeTextLocales);
