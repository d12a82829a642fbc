import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadStatementFont } from './statement-pdf';
import type { StatementFont } from './printable-text';

/** The committed subset fonts, read from disk (the page fetches them from the built assets instead). */
export function statementFontFile(font: StatementFont): Uint8Array {
  return readFileSync(join(import.meta.dirname, 'fonts', `statement-${font}.ttf`));
}

export const loadFontFromDisk: LoadStatementFont = async (font) => statementFontFile(font);
