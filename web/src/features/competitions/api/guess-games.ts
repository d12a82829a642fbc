/** Guess games (openapi/phoenix/competitions.yaml): the player's open questions, guesses and results. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { getGuessGames, placeGuess, type GuessGame } from '#generated/phoenix/competitions.ts';
import { dataOf } from '#web/api/data-of.ts';
import { playerQuery, queryClient } from '#web/lib/query/query-client.ts';
import { apiQuery } from '#web/api/api-query.ts';

export type { GuessGame };

export const guessGamesQueryOptions = () =>
  playerQuery(apiQuery({ getGuessGames }, undefined, { silent: true, staleTime: 30_000 }));

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
