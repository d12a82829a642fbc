import { isRomaji, toHiragana, toRomaji } from 'wanakana';

/**
 * Search read the way a Japanese player types it: romaji and katakana become hiragana, and a
 * long-vowel mark counts as the vowel it stretches, so "go-ruden", "gooruden", "ゴールデン" and
 * "ごーるでん" all find ゴールデン; kanji and other languages match the names as typed. The mock
 * reads the game list's `search` the same way (mock-server/src/domain/games/search.ts).
 */
const VOWELS: Record<string, string> = { a: 'あ', i: 'い', u: 'う', e: 'え', o: 'お' };

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
  const kana = foldLongVowels(toHiragana(typed, { convertLongVowelMark: false }).replace(/ん+/g, 'ん'));
  return /^[\u3041-\u309f]+$/.test(kana) ? kana : undefined;
}

export interface Searchable {
  gameName: { [locale in 'ja-JP' | 'en-US' | 'zh-CN']: string };
  kana: string;
}

/** A matcher for one query; an empty query matches every game. */
export function gameMatcher(query: string): (game: Searchable) => boolean {
  const text = compact(query);
  if (text === '') return () => true;
  const reading = readingOf(query);
  return (game) =>
    Object.values(game.gameName).some((name) => compact(name).includes(text)) ||
    (reading !== undefined && foldLongVowels(game.kana).includes(reading));
}
