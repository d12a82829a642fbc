/**
 * Game search read the way a Japanese player types it: romaji and katakana become hiragana, and a
 * long-vowel mark counts as the vowel it stretches, so "go-ruden", "gooruden", "ゴールデン" and
 * "ごーるでん" all find ゴールデン; names in any language (kanji, English, Chinese) match as typed.
 * The site filters its loaded lobby with it, the mock server the game list's `search`.
 */
import { isRomaji, toHiragana, toRomaji } from 'wanakana';

const VOWELS: Readonly<Record<string, string>> = { a: 'あ', i: 'い', u: 'う', e: 'え', o: 'お' };

/** Each "ー" as the vowel of the kana before it. */
export function foldLongVowels(kana: string): string {
  let out = '';
  for (const char of kana) {
    const vowel = char === 'ー' && out.length > 0 ? VOWELS[toRomaji(out.at(-1)!).at(-1) ?? ''] : undefined;
    out += vowel ?? char;
  }
  return out;
}

const compact = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[\s・·]/g, '');

/** The query as a hiragana reading, or undefined when it does not read as kana (kanji, English). */
export function readingOf(query: string): string | undefined {
  const text = compact(query);
  if (text === '') return undefined;
  // Romaji still being typed ("dor") ends in consonants that are not kana yet: match what reads.
  const typed = isRomaji(text) ? text.replace(/[bcdfghjklmpqrstvwxyz]+$/, (tail) => (tail === 'n' ? 'n' : '')) : text;
  // The long-vowel mark stays a mark here and is folded below, the same way the readings are.
  const kana = foldLongVowels(toHiragana(typed, { convertLongVowelMark: false }).replace(/ん+/g, 'ん'));
  return /^[\u3041-\u309f]+$/.test(kana) ? kana : undefined;
}

/** A game's name in each of the site's languages. */
export type GameNames = Readonly<Record<'ja-JP' | 'en-US' | 'zh-CN', string>>;

/**
 * A matcher for one query, given a game's names and its hiragana reading; an empty query matches
 * every game.
 */
export function gameMatcher(query: string): (names: GameNames, kana: string) => boolean {
  const text = compact(query);
  if (text === '') return () => true;
  const reading = readingOf(query);
  return (names, kana) => Object.values(names).some((name) => compact(name).includes(text)) || (reading !== undefined && foldLongVowels(kana).includes(reading));
}
