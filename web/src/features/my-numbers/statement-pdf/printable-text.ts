/**
 * Every character the statement PDF can print, per language: its strings, plus what the data
 * brings (ASCII for login names, references, currency codes, digits and signs of amounts, dates).
 * The font subset script and the glyph-coverage test both read this one list, so the committed
 * fonts and what the PDF prints stay in step.
 */

import enUS from './locales/en-US.json' with { type: 'json' };
import jaJP from './locales/ja-JP.json' with { type: 'json' };
import zhCN from './locales/zh-CN.json' with { type: 'json' };

export type StatementLanguage = 'ja-JP' | 'en-US' | 'zh-CN';
export type StatementStrings = typeof jaJP;

export const statementStrings: Record<StatementLanguage, StatementStrings> = { 'ja-JP': jaJP, 'en-US': enUS, 'zh-CN': zhCN };

/** Which subset font a language prints with: Japanese glyph forms for ja-JP and en-US, Simplified Chinese ones for zh-CN. */
export const fontOfLanguage = { 'ja-JP': 'jp', 'en-US': 'jp', 'zh-CN': 'sc' } as const satisfies Record<StatementLanguage, string>;
export type StatementFont = (typeof fontOfLanguage)[StatementLanguage];

/** Printable ASCII (space to ~), the currency signs amounts use, and the ellipsis a cut reference ends with and the running head's dot. */
const DATA_CHARACTERS = `${Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')}¥…·`;

function stringsOf(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree.replace(/\{\{\w+\}\}/g, '')];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(stringsOf);
  return [];
}

/** The sorted, unique characters a statement in `language` can print. */
export function printableCharacters(language: StatementLanguage): string[] {
  const text = stringsOf(statementStrings[language]).join('') + DATA_CHARACTERS;
  return [...new Set(Array.from(text))].sort();
}

/** The sorted, unique characters the subset font `font` must hold: those of every language that prints with it. */
export function fontCharacters(font: StatementFont): string {
  const languages = (Object.keys(fontOfLanguage) as StatementLanguage[]).filter((language) => fontOfLanguage[language] === font);
  return [...new Set(languages.flatMap(printableCharacters))].sort().join('');
}
