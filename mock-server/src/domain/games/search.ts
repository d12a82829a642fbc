import { isRomaji, toHiragana, toRomaji } from 'wanakana';
import type { CatalogueGame } from './catalogue.ts';

/**
 * Search text read the way a Japanese player types it: romaji and katakana become hiragana, and a
 * long-vowel mark counts as the vowel it stretches, so "go-ruden", "gooruden", "ゴールデン" and
 * "ごーるでん" all find ゴールデン. The site filters its loaded lobby the same way
 * (web/src/features/games/utils/search.ts); names in any language match as typed.
 */
const VOWELS: Record<string, string> = { a: 'あ', i: 'い', u: 'う', e: 'え', o: 'お' };

/** Each "ー" as the vowel of the kana before it. */
export function foldLongVowels(kana: string): string {
  let out = '';
  for (const char of kana) {
    if (char === 'ー' && out.length > 0) {
      const vowel = VOWELS[toRomaji(out.at(-1)!).at(-1) ?? ''];
      out += vowel ?? char;
    } else out += char;
  }
  return out;
}

const compact = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[\s・·]/g, '');

/** The query as kana to match readings with: undefined when it does not read as kana. */
export function readingOf(query: string): string | undefined {
  const text = compact(query);
  if (text === '') return undefined;
  // A romaji query still being typed ("dor") ends in consonants wanakana cannot read yet.
  const typed = isRomaji(text) ? text.replace(/[bcdfghjklmpqrstvwxyz]+$/, (tail) => (tail === 'n' ? 'n' : '')) : text;
  // The long-vowel mark stays a mark here and is folded below, the same way the readings are.
  const hiragana = toHiragana(typed, { convertLongVowelMark: false }).replace(/ん+/g, 'ん');
  const kana = foldLongVowels(hiragana);
  return /^[\u3041-\u309f]+$/.test(kana) ? kana : undefined;
}

/** A matcher for one query: names in any language as typed, or the Japanese reading. */
export function gameMatcher(query: string): (game: Pick<CatalogueGame, 'name' | 'kana'>) => boolean {
  const text = compact(query);
  if (text === '') return () => true;
  const reading = readingOf(query);
  return (game) =>
    Object.values(game.name).some((name) => compact(name).includes(text)) ||
    (reading !== undefined && foldLongVowels(game.kana).includes(reading));
}
