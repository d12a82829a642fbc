/**
 * A player's favourites and recently played games, kept on the server per account id so they
 * follow the player to every device and browser of the mock session. Game ids only: the
 * catalogue itself is shared and read-only (catalogue.ts).
 */
export interface RecentGame {
  gameId: string;
  /** Epoch milliseconds on the session clock. */
  playedAt: number;
}

export interface PlayerGamesSlice {
  /** Favourite game ids by account id, most recently added first. */
  favouriteGames: Record<string, string[]>;
  /** Recently played by account id, newest first, one entry per game. */
  recentGames: Record<string, RecentGame[]>;
}

/** What the real platform keeps: the favourites a player may pin and the games it remembers. */
export const FAVOURITES_LIMIT = 200;
export const RECENT_LIMIT = 30;

export function noPlayerGames(): PlayerGamesSlice {
  return { favouriteGames: {}, recentGames: {} };
}

export function favouritesOf(state: PlayerGamesSlice, playerId: string): string[] {
  return Object.hasOwn(state.favouriteGames, playerId) ? state.favouriteGames[playerId]! : [];
}

/**
 * Adds or removes a favourite; answers whether the game is a favourite afterwards, or 'full'
 * when adding would pass the limit. Adding twice or removing an absent game changes nothing.
 */
export function setFavourite(state: PlayerGamesSlice, playerId: string, gameId: string, favourite: boolean): boolean | 'full' {
  const list = favouritesOf(state, playerId).filter((id) => id !== gameId);
  if (favourite) {
    if (list.length >= FAVOURITES_LIMIT) return 'full';
    list.unshift(gameId);
  }
  state.favouriteGames[playerId] = list;
  return favourite;
}

export function recentOf(state: PlayerGamesSlice, playerId: string): RecentGame[] {
  return Object.hasOwn(state.recentGames, playerId) ? state.recentGames[playerId]! : [];
}

/**
 * Remembers that a player opened a game (called by the launch): it moves to the front, once,
 * and the oldest falls off past the limit.
 */
export function recordRecentlyPlayed(state: PlayerGamesSlice, playerId: string, gameId: string, at: number): void {
  const list = [{ gameId, playedAt: at }, ...recentOf(state, playerId).filter((r) => r.gameId !== gameId)];
  state.recentGames[playerId] = list.slice(0, RECENT_LIMIT);
}
