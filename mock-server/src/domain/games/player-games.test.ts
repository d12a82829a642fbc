import { describe, expect, it } from 'vitest';
import { favouritesOf, FAVOURITES_LIMIT, noPlayerGames, recentOf, recordRecentlyPlayed, RECENT_LIMIT, setFavourite } from './player-games.ts';

describe('player games', () => {
  it('keeps favourites per player, newest first, once each', () => {
    const state = noPlayerGames();
    expect(setFavourite(state, 'p1', 'A', true)).toBe(true);
    expect(setFavourite(state, 'p1', 'B', true)).toBe(true);
    expect(setFavourite(state, 'p1', 'A', true)).toBe(true);
    expect(favouritesOf(state, 'p1')).toEqual(['A', 'B']);
    expect(favouritesOf(state, 'p2')).toEqual([]);
    expect(setFavourite(state, 'p1', 'A', false)).toBe(false);
    expect(setFavourite(state, 'p1', 'Z', false)).toBe(false);
    expect(favouritesOf(state, 'p1')).toEqual(['B']);
  });

  it('refuses a favourite past the limit and leaves the list alone', () => {
    const state = noPlayerGames();
    for (let i = 0; i < FAVOURITES_LIMIT; i++) setFavourite(state, 'p1', `G${i}`, true);
    expect(setFavourite(state, 'p1', 'extra', true)).toBe('full');
    expect(favouritesOf(state, 'p1')).toHaveLength(FAVOURITES_LIMIT);
    expect(favouritesOf(state, 'p1')).not.toContain('extra');
  });

  it('remembers recently played games newest first, one entry a game, up to the limit', () => {
    const state = noPlayerGames();
    recordRecentlyPlayed(state, 'p1', 'A', 1);
    recordRecentlyPlayed(state, 'p1', 'B', 2);
    recordRecentlyPlayed(state, 'p1', 'A', 3);
    expect(recentOf(state, 'p1')).toEqual([{ gameId: 'A', playedAt: 3 }, { gameId: 'B', playedAt: 2 }]);
    for (let i = 0; i < RECENT_LIMIT + 5; i++) recordRecentlyPlayed(state, 'p1', `G${i}`, 10 + i);
    expect(recentOf(state, 'p1')).toHaveLength(RECENT_LIMIT);
    expect(recentOf(state, 'p1')[0]!.gameId).toBe(`G${RECENT_LIMIT + 4}`);
  });
});
