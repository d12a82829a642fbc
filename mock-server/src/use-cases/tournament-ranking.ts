import type { MockState } from '../domain/state.ts';
import { ranking, statusOf, type Entrant, type Tournament, type TournamentStatus } from '../domain/tournaments/tournaments.ts';
import { maskName } from '../domain/shared/masking.ts';
import { maskedPlayerName } from './player-names.ts';

/**
 * A tournament's ranking as a reader sees it (openapi/components.yaml TournamentRanking): the top
 * 10 and the reader's own row. Built in two steps so the socket's fan-out sorts the table once
 * per push and then only adds each watcher's own row.
 */

export const TOP_ROWS = 10;

interface Row {
  rank: number;
  maskedName: string;
  score: number;
  you: boolean;
}

export interface RankingView {
  tournamentId: string;
  status: TournamentStatus;
  entrants: number;
  top: Row[];
  me: Row | null;
  updatedAt: string;
}

export interface RankingTable {
  tournamentId: string;
  status: TournamentStatus;
  updatedAt: string;
  ordered: Entrant[];
  /** Rank by account id. */
  rankOf: Map<string, number>;
  /** The top rows as a visitor sees them. */
  top: Row[];
  nameOf: (entrant: Entrant) => string;
}

export function rankingTable(state: MockState, tournament: Tournament, now: number): RankingTable {
  const ordered = ranking(tournament);
  const rankOf = new Map<string, number>();
  ordered.forEach((entrant, index) => {
    if (entrant.accountId !== null) rankOf.set(entrant.accountId, index + 1);
  });
  const nameOf = (entrant: Entrant) => (entrant.accountId === null ? maskName(entrant.rival) : maskedPlayerName(state, entrant.accountId));
  const top = ordered.slice(0, TOP_ROWS).map((entrant, index) => ({ rank: index + 1, maskedName: nameOf(entrant), score: entrant.score, you: false }));
  return { tournamentId: tournament.id, status: statusOf(tournament, now), updatedAt: new Date(tournament.updatedAt).toISOString(), ordered, rankOf, top, nameOf };
}

/** The table as `accountId` sees it (a visitor: undefined): their row marked in the top, and as `me`. */
export function rankingFor(table: RankingTable, accountId: string | undefined): RankingView {
  const rank = accountId === undefined ? undefined : table.rankOf.get(accountId);
  const base = { tournamentId: table.tournamentId, status: table.status, entrants: table.ordered.length, updatedAt: table.updatedAt };
  if (rank === undefined) return { ...base, top: table.top, me: null };
  const entrant = table.ordered[rank - 1]!;
  const me = { rank, maskedName: table.nameOf(entrant), score: entrant.score, you: true };
  const top = rank <= TOP_ROWS ? table.top.map((row) => (row.rank === rank ? me : row)) : table.top;
  return { ...base, top, me };
}
