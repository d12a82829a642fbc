import { describe, expect, it } from 'vitest';
import { foldLongVowels, gameMatcher, readingOf } from './search';

const golden = { gameName: { 'ja-JP': 'ゴールデンドラゴン', 'en-US': 'Golden Dragon', 'zh-CN': '黄金龙' }, kana: 'ごーるでんどらごん' };
const sengoku = { gameName: { 'ja-JP': '戦国武将伝 極', 'en-US': 'Sengoku Warlord Legend Kiwami', 'zh-CN': '战国武将传 极' }, kana: 'せんごくぶしょうでんきわみ' };
const ninja = { gameName: { 'ja-JP': 'ラッキー忍者', 'en-US': 'Lucky Ninja', 'zh-CN': '幸运忍者' }, kana: 'らっきーにんじゃ' };

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
    for (const query of ['ごーるでん', 'go-ruden', 'gooruden', 'ゴールデン', 'doragon', 'DORAGON', 'ゴールデン ドラゴン']) expect(gameMatcher(query)(golden), query).toBe(true);
    for (const query of ['せんごく', 'sengoku', 'センゴク', '戦国', '武将', 'kiwami', '极']) expect(gameMatcher(query)(sengoku), query).toBe(true);
    expect(gameMatcher('にんじゃ')(ninja)).toBe(true);
    expect(gameMatcher('rakki-')(ninja)).toBe(true);
  });

  it('matches while romaji is still being typed, and not what is not there', () => {
    expect(gameMatcher('dor')(golden)).toBe(true);
    expect(gameMatcher('sengokub')(sengoku)).toBe(true);
    expect(gameMatcher('doragon')(sengoku)).toBe(false);
    expect(gameMatcher('ばから')(golden)).toBe(false);
    expect(gameMatcher('忍者')(golden)).toBe(false);
  });

  it('matches every game for an empty query', () => {
    expect(gameMatcher('  ')(golden)).toBe(true);
  });
});
