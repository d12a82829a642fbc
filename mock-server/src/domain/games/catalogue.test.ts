import { describe, expect, it } from 'vitest';
import { catalogueFor, findGame, type PlayTypeCode } from './catalogue.ts';
import { PACHINKO_EDITIONS, PACHINKO_NOUNS, PACHINKO_PREFIXES, PACHISLOT_FAMILIES, SLOT_MODIFIERS, SLOT_NOUNS, SLOT_SUFFIXES, TABLE_NAMES, TABLE_STYLES, GAME_WORDS } from './words.ts';

const catalogue = catalogueFor(1);

describe('game catalogue', () => {
  it('carries 800+ games from 12+ providers, AMIGO among them', () => {
    expect(catalogue.games.length).toBeGreaterThanOrEqual(800);
    expect(catalogue.providers.length).toBeGreaterThanOrEqual(12);
    const withGames = new Set(catalogue.games.map((g) => g.providerCode));
    for (const p of catalogue.providers) expect(withGames.has(p.code), p.code).toBe(true);
    expect(withGames.has('AMIGO')).toBe(true);
  });

  it('has AMIGO make the pachinko play type: 20+ pachinko and pachislot machines', () => {
    const pachinko = catalogue.games.filter((g) => g.playType === 'PACHINKO');
    expect(pachinko.length).toBeGreaterThanOrEqual(20);
    expect(new Set(pachinko.map((g) => g.providerCode))).toEqual(new Set(['AMIGO']));
    expect(new Set(pachinko.map((g) => g.gameType))).toEqual(new Set(['PACHINKO', 'PACHISLOT']));
    expect(findGame(1, 'AMIGO-PA-0001')?.gameType).toBe('PACHINKO');
  });

  it('covers every play type and the game types the lobbies show', () => {
    const types = new Set(catalogue.games.map((g) => `${g.playType}/${g.gameType}`));
    const playTypes: PlayTypeCode[] = ['PACHINKO', 'SLOT', 'LIVE', 'TABLE', 'SPORTS', 'ARCADE'];
    for (const p of playTypes) expect([...types].some((t) => t.startsWith(`${p}/`)), p).toBe(true);
    for (const t of ['LIVE/BACCARAT', 'LIVE/BLACKJACK', 'LIVE/ROULETTE', 'LIVE/GAME_SHOW', 'TABLE/BACCARAT', 'TABLE/BLACKJACK', 'TABLE/ROULETTE', 'TABLE/POKER', 'TABLE/SICBO', 'SPORTS/SPORTSBOOK', 'SLOT/VIDEO_SLOT'])
      expect(types.has(t), t).toBe(true);
  });

  it('gives each game a unique id, names in three languages and sane figures', () => {
    expect(catalogue.byId.size).toBe(catalogue.games.length);
    for (const g of catalogue.games) {
      expect(g.gameId).toMatch(/^[A-Z]+-[A-Z]{2}-\d{4}$/);
      for (const locale of ['ja-JP', 'en-US', 'zh-CN'] as const) expect(g.name[locale].length).toBeGreaterThan(0);
      expect(g.rtp).toBeGreaterThan(80);
      expect(g.rtp).toBeLessThan(100);
      expect(Number.isInteger(g.minBet) && Number.isInteger(g.maxBet) && g.minBet > 0 && g.maxBet >= g.minBet).toBe(true);
      expect(g.releasedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(catalogue.games.map((g) => g.sort)).toEqual(catalogue.games.map((_, i) => i + 1));
  });

  it('reads each Japanese name exactly: the kana is the words’ readings, in hiragana only', () => {
    const words = [PACHINKO_EDITIONS, PACHINKO_NOUNS, PACHINKO_PREFIXES, PACHISLOT_FAMILIES, SLOT_MODIFIERS, SLOT_NOUNS, SLOT_SUFFIXES, TABLE_NAMES, TABLE_STYLES, ...Object.values(GAME_WORDS)].flat();
    const reading = new Map(words.map((w) => [w[0], w[1]]));
    for (const [, kana] of reading) expect(kana).toMatch(/^[\u3041-\u309fー]+$/);
    // Re-read every name greedily from the word list: it must give back exactly its kana.
    const longestFirst = [...reading.keys()].sort((a, b) => b.length - a.length);
    const readName = (name: string): string | undefined => {
      const text = name.replaceAll(' ', '');
      if (text === '') return '';
      for (const word of longestFirst) {
        if (!text.startsWith(word)) continue;
        const rest = readName(text.slice(word.length));
        if (rest !== undefined) return reading.get(word)! + rest;
      }
      return undefined;
    };
    for (const g of catalogue.games) expect(readName(g.name['ja-JP']), g.name['ja-JP']).toBe(g.kana);
  });

  it('is the same for the same seed, built once, and differs between seeds', () => {
    expect(catalogueFor(1)).toBe(catalogue);
    expect(catalogueFor(2).games.map((g) => g.name['ja-JP'])).not.toEqual(catalogue.games.map((g) => g.name['ja-JP']));
    expect(findGame(1, 'NOPE-XX-0001')).toBeUndefined();
  });
});
