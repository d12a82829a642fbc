import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import characters from './fonts/characters.json' with { type: 'json' };
import { statementFontFile } from './test-fonts';
import { fontCharacters, fontOfLanguage, printableCharacters, type StatementLanguage } from './printable-text';

const LANGUAGES: StatementLanguage[] = ['ja-JP', 'en-US', 'zh-CN'];

describe('the statement fonts', () => {
  it.each(['jp', 'sc'] as const)('%s was made from the characters the PDF prints now (else run scripts/subset-statement-fonts.ts)', (font) => {
    expect(characters[font]).toBe(fontCharacters(font));
  });

  it.each(LANGUAGES)('%s: the font it prints with has a glyph for every character it can print', (language) => {
    const font = fontkit.create(statementFontFile(fontOfLanguage[language]));
    const missing = printableCharacters(language).filter((character) => !font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0));
    expect(missing).toEqual([]);
    // the strings' own characters are there, not just ASCII: a kind name in the language
    expect(printableCharacters(language).length).toBeGreaterThan(language === 'en-US' ? 90 : 130);
  });

  it.each(LANGUAGES)('%s: amounts, points and signs as the PDF writes them use only printable characters', (language) => {
    const printable = new Set(printableCharacters(language));
    const samples = [
      formatFullAmount(-1234567.5, 'JPY', language, { signed: true }),
      formatFullAmount(98765.43, 'USD', language, { signed: true }),
      formatFullAmount(0.12345678, 'USDT', language),
      formatFullAmount(12, 'BTC', language),
      '2026-11-29 23:59',
    ];
    expect(samples.flatMap((sample) => Array.from(sample)).filter((character) => !printable.has(character))).toEqual([]);
  });
});
