/**
 * The games feature's calls: the catalogue (lobbies, play and game types, providers, a lobby's
 * games in one page of 999, SPEC §9), jackpots, the CMS game labels, and the player's favourites
 * and recently played (kept on the server, so they follow the player to every device).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { getGameLabels } from '#generated/cms/cms.ts';
import {
  getFavouriteGames,
  getGameList,
  getGameProviders,
  getGameTypes,
  getJackpots,
  getLobbyCodes,
  getRecentGames,
  updateFavouriteGame,
  type Game,
  type LobbyCode,
  type PlayTypeCode,
} from '#generated/throne/games.ts';
import { dataOf } from '#web/api/data-of.ts';
import { useIsLoggedIn } from '#web/api/player.ts';
import { playerQuery, queryClient } from '#web/lib/query/query-client.ts';
import { apiQuery } from '#web/api/api-query.ts';

export type { Game, GameLabelCode, GameType, Jackpot, Lobby, LobbyCode, PlayTypeCode, RecentGame } from '#generated/throne/games.ts';
export type { GameLabel } from '#generated/cms/cms.ts';

/** SPEC §9: the game list is asked for in pages of 999, a lobby whole. */
const GAME_PAGE_SIZE = 999;

/** The catalogue changes with a release, not while a player browses. */
const CATALOGUE_STALE_MS = 10 * 60_000;

export const lobbyGamesQueryOptions = (lobbyCode: LobbyCode) => {
  const request = { lobbyCode, page: 1, size: GAME_PAGE_SIZE };
  return apiQuery({ getGameList }, request, { staleTime: CATALOGUE_STALE_MS });
};

/** How many games a row of home shows. */
export const HOME_ROW_SIZE = 12;

/** The newest or hottest games of the whole catalogue (home's rows). */
export const labelledGamesQueryOptions = (label: 'NEW' | 'HOT' | 'JACKPOT', size = 12) => {
  const request = { label, page: 1, size };
  return apiQuery({ getGameList }, request, { staleTime: CATALOGUE_STALE_MS });
};

export const lobbyCodesQueryOptions = () =>
  apiQuery({ getLobbyCodes }, undefined, { staleTime: CATALOGUE_STALE_MS });

export const gameTypesQueryOptions = (playType: PlayTypeCode) =>
  apiQuery({ getGameTypes }, { playType }, { staleTime: CATALOGUE_STALE_MS });

export const providersQueryOptions = (lobbyCode: LobbyCode) =>
  apiQuery({ getGameProviders }, { lobbyCode }, { staleTime: CATALOGUE_STALE_MS });

/** Jackpots of a lobby (all of them without one); the site ticks them between reads. */
export const jackpotsQueryOptions = (lobbyCode?: LobbyCode) => {
  const request = lobbyCode ? { lobbyCode } : {};
  return apiQuery({ getJackpots }, request, { staleTime: 60_000 });
};

export const gameLabelsQueryOptions = () =>
  apiQuery({ getGameLabels }, undefined, { staleTime: Infinity });

const favouriteGamesQueryOptions = () =>
  playerQuery(apiQuery({ getFavouriteGames }, undefined, { staleTime: 30_000 }));

const recentGamesQueryOptions = () =>
  playerQuery(apiQuery({ getRecentGames }, undefined, { staleTime: 30_000 }));

/** The player's favourites while logged in (a visitor has none). */
export function useFavouriteGames() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...favouriteGamesQueryOptions(), enabled: loggedIn });
}

export function useRecentGames() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...recentGamesQueryOptions(), enabled: loggedIn });
}

/**
 * Adds or removes a favourite. The heart changes at once (the list is updated in place), goes
 * back if the server refuses, and the list is read again either way.
 */
export function useToggleFavourite() {
  const key = favouriteGamesQueryOptions().queryKey;
  return useMutation({
    mutationFn: ({ game, favourite }: { game: Game; favourite: boolean }) => updateFavouriteGame({ gameId: game.gameId, favourite }).then(dataOf),
    onMutate: async ({ game, favourite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (list) => {
        const rest = (list ?? []).filter((g) => g.gameId !== game.gameId);
        return favourite ? [game, ...rest] : rest;
      });
      return { before };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(key, context?.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
