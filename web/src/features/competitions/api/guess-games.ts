/** Guess games (openapi/phoenix/competitions.yaml): the player's open questions, guesses and results. */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getGetGuessGamesQueryKey, getGuessGames, placeGuess, type GuessGame } from '../../../../../generated/phoenix/competitions';
import { dataOf } from '../../../api/data-of';
import { playerQuery, queryClient } from '../../../lib/query/query-client';

export type { GuessGame };

export const guessGamesQueryOptions = () =>
  playerQuery(
    queryOptions({
      queryKey: getGetGuessGamesQueryKey(),
      queryFn: ({ signal }) => getGuessGames(undefined, { signal, silent: true }).then(dataOf),
      staleTime: 30_000,
    }),
  );

export const useGuessGames = () => useQuery(guessGamesQueryOptions());

/** A guess (free entry); the answer is the game with it, written into the list. */
export function usePlaceGuess() {
  return useMutation({
    mutationFn: (guess: { gameId: string; option: string }) => placeGuess({ ...guess, entry: 'FREE' }).then(dataOf),
    onSuccess: (game) => {
      queryClient.setQueryData(guessGamesQueryOptions().queryKey, (list) => list && { games: list.games.map((g) => (g.gameId === game.gameId ? game : g)) });
    },
  });
}
