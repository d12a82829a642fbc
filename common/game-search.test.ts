import { describe, expect, it } from 'vitest';
import { foldLongVowels, gameMatcher, readingOf, type GameNames } from './game-search.ts';

const golden = { names: { 'ja-JP': 'ゴールデンドラゴン', 'en-US': 'Golden Dragon', 'zh-CN': '黄金龙' }, kana: 'ごーるでんどらごん' };
const sengoku = { names: { 'ja-JP': '戦国武将伝 極', 'en-US': 'Sengoku Warlord Legend Kiwami', 'zh-CN': '战国武将传 极' }, kana: 'せんごくぶしょうでんきわみ' };
const ninja = { names: { 'ja-JP': 'ラッキー忍者', 'en-US': 'Lucky Ninja', 'zh-CN': '幸运忍者' }, kana: 'らっきーにんじゃ' };

/** Whether the query finds the game, as the site's lobby and the mock's game list ask it. */
const matches = (query: string, game: { names: GameNames; kana: string }) => gameMatcher(query)(game.names, game.kana);

describe('game search', () => {
  it('reads romaji, katakana and hiragana as the same hiragana', () => {
    expect(readingOf('doragon')).toBe('どらごん');
    expect(readingOf('ドラゴン')).toBe('どらごん');
    expect(readingOf('どらごん')).toBe('どらごん');
    expect(readingOf('ninnja')).toBe('にんじゃ');
    expect(readingOf('戦国')).toBeUndefined();
  });

  it('counts a long-vowel mark as the vowel it stretches', () => {
    expect(foldLongVowels('ごーるでん')).toBe('ごおるでん');
    expect(readingOf('go-ruden')).toBe('ごおるでん');
    expect(readingOf('ゴールデン')).toBe('ごおるでん');
    expect(readingOf('gooruden')).toBe('ごおるでん');
  });

  it('finds a Japanese name from kana, romaji, katakana or kanji', () => {
    for (const query of ['ごーるでん', 'go-ruden', 'gooruden', 'ゴールデン', 'doragon', 'DORAGON', 'ゴールデン ドラゴン']) expect(matches(query, golden), query).toBe(true);
    for (const query of ['せんごく', 'sengoku', 'センゴク', '戦国', '武将', 'kiwami', '极']) expect(matches(query, sengoku), query).toBe(true);
    expect(matches('にんじゃ', ninja)).toBe(true);
    expect(matches('rakki-', ninja)).toBe(true);
  });

  it('matches while romaji is still being typed, and not what is not there', () => {
    expect(matches('dor', golden)).toBe(true);
    expect(matches('sengokub', sengoku)).toBe(true);
    expect(matches('doragon', sengoku)).toBe(false);
    expect(matches('ばから', golden)).toBe(false);
    expect(matches('忍者', golden)).toBe(false);
  });

  it('matches every game for an empty query', () => {
    expect(matches('  ', golden)).toBe(true);
  });
});
