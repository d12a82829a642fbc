import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadStatementFont } from './statement-pdf';
import type { StatementFont } from './printable-text';

/** The committed subset fonts, read from disk (the page fetches them from the built assets instead). */
export function statementFontFile(font: StatementFont): Uint8Array {
  // a copy: pdf-lib takes a plain Uint8Array, not a Buffer, in the test's browser-like realm
  return new Uint8Array(readFileSync(join(import.meta.dirname, 'fonts', `statement-${font}.ttf`)));
}

export const loadFontFromDisk: LoadStatementFont = async (font) => statementFontFile(font);
