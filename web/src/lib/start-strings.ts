/**
 * The active language's start-up strings, fetched as the entry runs rather than once the app has
 * loaded and asked for them. index.html names each language's files in a data block
 * (written by the build: web/start-preload.ts); the language is guessed as lib/i18n will choose it,
 * from a `?lang=` query or the cookie that mirrors the stored choice, else Japanese. A wrong guess
 * costs one small file; the app loads its own language's strings either way.
 */
import { modulePreload, readDataBlock } from './data-block-preload';
import { startLanguageGuess } from './i18n/languages';

export { startLanguageGuess };

export const START_STRINGS_ID = 'qc-start-strings';

/** Adds a modulepreload link for each file of the guessed language's start-up strings. */
export function preloadStartStrings(doc: Document = document, search: string = window.location.search): void {
  const files = readDataBlock<Record<string, string[]>>(doc, START_STRINGS_ID)?.[startLanguageGuess(search, doc.cookie)] ?? [];
  modulePreload(doc, files);
}
