/**
 * The site's words for business codes are the catalogue's (openapi/codes.yaml, the text the server
 * sends as `msg` and /__mock/codes lists): `npm run generate` writes them per language into
 * generated/code-texts/, a chunk each that loads with the features that show codes (and with the
 * error toasts that need one), never in the first download. A component shows
 * `t(codeText('nameTaken'))`, or `t(codeFieldText('wrongPassword'))` under the field an operation's
 * hint names, so a QA test takes its expected text from the catalogue.
 */
import type { LocaleLoaders, LocaleTree } from '../i18n/i18n';
import type { CodeName } from './error-codes';

/** The catalogue's texts, a chunk per language. */
export const codeTextLocales: LocaleLoaders = import.meta.glob<LocaleTree>('../../../../generated/code-texts/*.json', { import: 'default' });

/** The key of a code's message. */
export const codeText = (name: CodeName): string => `codes.${name}`;

/** The key of a code's field message (openapi/codes.yaml `fieldMessage`): only for codes that have one. */
export const codeFieldText = (name: CodeName): string => `codeFields.${name}`;
