/**
 * Tournaments (openapi/phoenix/competitions.yaml): the list and a tournament are open to visitors
 * and answer the player's own part when a token comes, so their entries are kept apart for a
 * visitor and a player (the player's go with a logout). The `orderRanking` push of the tournament
 * on screen writes its ranking into the tournament's entry.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { getTournament, getTournaments, joinTournament, type Tournament, type TournamentDetail } from '#generated/phoenix/competitions.ts';
import { dataOf } from '#web/api/data-of.ts';
import { useIsLoggedIn } from '#web/api/player.ts';
import { playerQuery, queryClient } from '#web/lib/query/query-client.ts';
import type { TopicData } from '#web/lib/socket/topics.ts';
import { usePushTopic } from '#web/lib/socket/use-push-topic.ts';
import { apiQuery } from '#web/api/api-query.ts';

export type { Tournament, TournamentDetail };
export type Ranking = TopicData['orderRanking'];

const viewer = (loggedIn: boolean) => (loggedIn ? 'player' : 'visitor');

export function tournamentsQueryOptions(loggedIn: boolean) {
  const options = apiQuery({ getTournaments }, undefined, { silent: true, staleTime: 30_000, viewer: viewer(loggedIn) });
  return loggedIn ? playerQuery(options) : options;
}

export function tournamentQueryOptions(tournamentId: string, loggedIn: boolean) {
  const options = apiQuery({ getTournament }, { tournamentId }, { silent: true, staleTime: 30_000, viewer: viewer(loggedIn) });
  return loggedIn ? playerQuery(options) : options;
}

export function useTournaments() {
  return useQuery(tournamentsQueryOptions(useIsLoggedIn()));
}

export function useTournament(tournamentId: string) {
  return useQuery(tournamentQueryOptions(tournamentId, useIsLoggedIn()));
}

/** Opting in: the answer is the tournament as the player now sees it; the list learns it too. */
export function useJoinTournament(tournamentId: string) {
  return useMutation({
    mutationFn: () => joinTournament({ tournamentId }).then(dataOf),
    onSuccess: (detail) => {
      queryClient.setQueryData(tournamentQueryOptions(tournamentId, true).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: tournamentsQueryOptions(true).queryKey });
    },
  });
}

/**
 * Watches the tournament's ranking while the page shows it: each push replaces the ranking in the
 * tournament's entry. The end comes as a FINISHED ranking; the result (winners, the player's
 * prize) is then read once more.
 */
export function useLiveRanking(tournamentId: string): void {
  const loggedIn = useIsLoggedIn();
  usePushTopic(
    'orderRanking',
    (ranking) => {
      if (ranking.tournamentId !== tournamentId) return;
      const { queryKey } = tournamentQueryOptions(tournamentId, loggedIn);
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (detail) => detail && applyRanking(detail, ranking));
      if (ranking.status === 'FINISHED' && before?.result === null) void queryClient.invalidateQueries({ queryKey });
    },
    { scope: tournamentId },
  );
}

/** A pushed ranking in the tournament as the page holds it: the table, the status and the player's place. */
export function applyRanking(detail: TournamentDetail, ranking: Ranking): TournamentDetail {
  // A push older than what the page holds (it crossed a fresh read) changes nothing.
  if (Date.parse(ranking.updatedAt) < Date.parse(detail.ranking.updatedAt)) return detail;
  return {
    ...detail,
    status: ranking.status,
    entrants: ranking.entrants,
    ranking,
    ...(ranking.me ? { joined: true, myRank: ranking.me.rank, myScore: ranking.me.score } : {}),
  };
}
