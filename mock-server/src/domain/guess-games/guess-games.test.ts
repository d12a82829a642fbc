import { describe, expect, it } from 'vitest';
import { LOCALES } from '../shared/locale.ts';
import { ensureGuessGames, noGuessGames, questionOf, type GuessGamesSlice } from './guess-games.ts';

// 2026-11-28 19:30 in Japan: today's match has closed, today's number is open, and tomorrow's
// games are listed beside them.
const EVENING = Date.UTC(2026, 10, 28, 10, 30);

describe('guess game questions', () => {
  it('name their own day, so today’s and tomorrow’s games never read the same', () => {
    const state: GuessGamesSlice = { guessGames: noGuessGames() };
    ensureGuessGames(state, EVENING);
    const { games } = state.guessGames;
    expect(games.map((g) => g.day).sort()).toEqual(['20261128', '20261128', '20261129', '20261129']);
    for (const locale of LOCALES) {
      const questions = games.map((g) => questionOf(g, locale));
      expect(new Set(questions).size).toBe(games.length);
    }
    const number = games.find((g) => g.id === 'G-NUMBER-20261129')!;
    expect(questionOf(number, 'ja-JP')).toBe('11月29日20時半のラッキーナンバー（1〜10）を当てよう');
    expect(questionOf(number, 'en-US')).toBe('Guess the lucky number (1 to 10) drawn at 8:30 pm on November 29');
  });
});
