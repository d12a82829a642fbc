import { useCallback, useMemo, useState } from 'react';
import { useIsLoggedIn } from '#web/api/player.ts';
import { useLaunchGame } from '#web/api/game-launch.ts';
import { useAppSettings } from '#web/stores/app-settings.ts';
import { gameLabelsQueryOptions, useFavouriteGames, useToggleFavourite, type Game, type GameLabel } from '../api/games';
import { useQuery } from '@tanstack/react-query';

/**
 * What a tile does, shared by the lobbies and home's rows: play (the shared launch hook: a
 * visitor gets the register dialog there), the info sheet, and the heart (a visitor gets the
 * register dialog: favourites are kept per player).
 */
export function useGameActions() {
  const loggedIn = useIsLoggedIn();
  const openAuth = useAppSettings((state) => state.openAuth);
  const { launch, launching } = useLaunchGame();
  const favourites = useFavouriteGames();
  // `mutate` alone: the mutation's result is a new object every render, and a handler depending on
  // it would re-render every (memoised) tile of a lobby whenever any of its queries answered.
  const { mutate: toggleFavourite } = useToggleFavourite();
  const labelList = useQuery(gameLabelsQueryOptions()).data;
  const [info, setInfo] = useState<Game | undefined>();

  const favouriteIds = useMemo(() => new Set((favourites.data ?? []).map((g) => g.gameId)), [favourites.data]);
  const labels = useMemo(() => new Map<string, GameLabel>((labelList ?? []).map((l) => [l.code, l])), [labelList]);

  const onFavourite = useCallback(
    (game: Game, favourite: boolean) => {
      if (!loggedIn) openAuth('register');
      else toggleFavourite({ game, favourite });
    },
    [loggedIn, openAuth, toggleFavourite],
  );
  const onPlay = useCallback((game: Game) => launch({ gameId: game.gameId, providerCode: game.providerCode, playType: game.playType }), [launch]);

  const closeInfo = useCallback(() => setInfo(undefined), []);
  const favouriteGames = favourites.data;

  // One object while nothing in it changes, so a memoised row or tile given it is left alone.
  return useMemo(
    () => ({ favouriteIds, favouriteGames, labels, launching, onFavourite, onPlay, info, onInfo: setInfo, closeInfo }),
    [favouriteIds, favouriteGames, labels, launching, onFavourite, onPlay, info, closeInfo],
  );
}
