/**
 * Launching a game (SPEC §4 "Game launch"), shared by every lobby tile, home's game sections, the
 * game centre menu and the game page itself:
 * - a visitor gets the register dialog (the login dialog for a sports game: SPEC §2, "opening a
 *   sports link needs login"), and so does a guest of the app opening a game of real play;
 * - AMIGO launches real play (launch_game); every other provider demo play (launch_demo_game with
 *   excludeLoginName true), except sports and live games: a sportsbook or a live table takes real
 *   stakes only (SPEC §2: a sports link needs login), so they launch real play too;
 * - then /slotGame?platformCode=&gameId= (/pachinko-game on a big screen for AMIGO), or in the
 *   native app the bridge's GO_GAME with the game URL.
 * The launch is asked for before leaving the lobby, so a refusal (a break, a game gone) is told
 * where the player clicked; the URL it answered waits in the query cache for the game page, which
 * launches again itself on a reload or a shared link.
 */
import { queryOptions } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { launchDemoGame, launchGame, type GameLaunchRequest } from '#generated/throne/game-launch.ts';
import { postToApp } from '../lib/bridge/bridge';
import { href } from '../lib/paths';
import { queryClient } from '../lib/query/query-client';
import { useAppSettings } from '../stores/app-settings';
import { dataOf } from './data-of';
import { currentPlayer, isLoggedIn } from './player';

/** The provider whose machines play on the player's own balance (SPEC §4). */
export const REAL_PLAY_PROVIDER = 'AMIGO';

export interface LaunchableGame {
  gameId: string;
  providerCode: string;
  /** The catalogue's play type; SPORTS asks a visitor to log in rather than to register. */
  playType?: string;
  /** Free spins to play (SPEC §3 launch data `bonusId`): each round is staked by the house. */
  bonusId?: string;
}

interface LaunchedGame {
  url: string;
  demo: boolean;
}

/** Play types whose games take real stakes only (no play-money match or live table). */
const REAL_ONLY_PLAY_TYPES = ['SPORTS', 'LIVE'];

export const isRealPlay = (game: LaunchableGame): boolean =>
  game.providerCode === REAL_PLAY_PROVIDER || (game.playType !== undefined && REAL_ONLY_PLAY_TYPES.includes(game.playType));

/** SPEC §3 "Game launch data" for this game, from this page. */
function launchRequest(game: LaunchableGame, currency: string, origin: string = window.location.origin): GameLaunchRequest {
  const demo = !isRealPlay(game);
  return {
    gameId: game.gameId,
    providerCode: game.providerCode,
    currency,
    fiatCurrency: currency,
    providerCurrency: currency,
    depositUrl: `${origin}${href('/account/deposit')}`,
    siteUrl: `${origin}${window.location.pathname}`,
    excludeLoginName: demo,
    ...(game.bonusId ? { bonusId: game.bonusId } : {}),
  };
}

/**
 * The game URL of one launch. A launch token is short-lived and single-purpose, so the answer is
 * kept only long enough for the game page to pick it up (a minute), and a failure is not retried:
 * a refusal is the server's word.
 */
export const gameLaunchQueryOptions = (game: LaunchableGame, currency: string) =>
  queryOptions({
    queryKey: ['game-launch', game.providerCode, game.gameId, game.bonusId ?? null] as const,
    queryFn: async ({ signal }): Promise<LaunchedGame> => {
      const request = launchRequest(game, currency);
      const demo = request.excludeLoginName === true;
      const answer = demo ? await launchDemoGame(request, { signal }) : await launchGame(request, { signal });
      return { url: dataOf(answer), demo };
    },
    staleTime: 60_000,
    gcTime: 60_000,
    retry: false,
  });

/** Where the site shows a game (SPEC §4): the pachinko page on a big screen for AMIGO, the slot page otherwise. */
function gamePagePath(game: LaunchableGame, bigScreen: boolean): string {
  const query = { platformCode: game.providerCode, gameId: game.gameId, ...(game.playType ? { playType: game.playType } : {}), ...(game.bonusId ? { bonusId: game.bonusId } : {}) };
  return bigScreen && game.providerCode === REAL_PLAY_PROVIDER ? href('/pachinko-game', query) : href('/slotGame', query);
}

/** The page a game was opened from, so its back button returns there (router location state). */
export interface GamePageState {
  from: string;
}

export function useLaunchGame(): { launch: (game: LaunchableGame) => void; launching: string | undefined } {
  const navigate = useNavigate();
  const [launching, setLaunching] = useState<string>();

  const launch = useCallback(
    (game: LaunchableGame) => {
      const settings = useAppSettings.getState();
      if (!isLoggedIn()) {
        settings.openAuth(game.playType === 'SPORTS' ? 'login' : 'register');
        return;
      }
      // A guest of the app plays demo games only (SPEC §6): real play starts with registering.
      if (currentPlayer()?.guest && isRealPlay(game)) {
        settings.openAuth('register');
        return;
      }
      setLaunching(game.gameId);
      // The error policy shows a refusal (its message says why: a break, a game gone).
      queryClient
        .fetchQuery(gameLaunchQueryOptions(game, settings.currency))
        .then(({ url }) => {
          // The app opens the URL itself, so it gets it whole (the server answers it on the site's origin).
          const absolute = new URL(url, window.location.origin).href;
          if (postToApp({ type: 'GO_GAME', data: { url: absolute, gameId: game.gameId, platformCode: game.providerCode } })) return;
          const state: GamePageState = { from: `${window.location.pathname}${window.location.search}` };
          void navigate(gamePagePath(game, settings.bigScreen), { state });
        })
        .catch(() => undefined)
        .finally(() => setLaunching((current) => (current === game.gameId ? undefined : current)));
    },
    [navigate],
  );

  return { launch, launching };
}
