// Tournaments (SPEC §7 "tournament", openapi/phoenix/competitions.yaml): the list and a tournament
// open to visitors, joining for players; the notable wins feed. The slice: domain/tournaments.
import { codes, type Locale } from '../../contract.ts';
import { findAccountByLoginName } from '../../domain/identity/accounts.ts';
import type { MockState } from '../../domain/state.ts';
import { rulesOf, TEMPLATES } from '../../domain/tournaments/schedule.ts';
import { findTournament, joinTournament, statusOf, type Tournament } from '../../domain/tournaments/tournaments.ts';
import { PRIZE_CURRENCY } from '../../use-cases/pay-prize.ts';
import { rankingFor, rankingTable } from '../../use-cases/tournament-ranking.ts';
import { defineHandlers } from '../handler.ts';
import { refuseWhenOffersClosed } from '../offers-closed.ts';
import { currentAccount } from '../players.ts';
import { iso } from '../time.ts';

const yen = (amount: number) => ({ amount, currency: PRIZE_CURRENCY });

/** Who is reading: the account behind the token, when one came (the open calls take visitors too). */
export function readerId(ctx: { state: MockState; playerId: string | undefined; loginName: string | undefined }): string | undefined {
  return ctx.playerId ?? (ctx.loginName === undefined ? undefined : findAccountByLoginName(ctx.state, ctx.loginName)?.id);
}

function tournamentView(state: MockState, tournament: Tournament, accountId: string | undefined, locale: Locale, now: number) {
  const template = TEMPLATES[tournament.template];
  const table = rankingTable(state, tournament, now);
  const rank = accountId === undefined ? undefined : table.rankOf.get(accountId);
  return {
    table,
    summary: {
      tournamentId: tournament.id,
      name: template.name[locale],
      summary: template.summary[locale],
      status: statusOf(tournament, now),
      startsAt: iso(tournament.startsAt),
      endsAt: iso(tournament.endsAt),
      scoring: template.scoring,
      playTypes: [...template.playTypes],
      prizes: template.prizes.map((band) => ({ fromRank: band.fromRank, toRank: band.toRank, prize: yen(band.amount), wallet: 'COMMON' as const })),
      entrants: tournament.entrants.length,
      joined: rank !== undefined,
      myRank: rank ?? null,
      myScore: rank === undefined ? null : table.ordered[rank - 1]!.score,
    },
  };
}

function detailView(state: MockState, tournament: Tournament, accountId: string | undefined, locale: Locale, now: number) {
  const { table, summary } = tournamentView(state, tournament, accountId, locale, now);
  const winners = tournament.winners;
  const mine = winners?.find((w) => w.accountId !== null && w.accountId === accountId);
  return {
    ...summary,
    rules: rulesOf(TEMPLATES[tournament.template], locale),
    ranking: rankingFor(table, accountId),
    result:
      tournament.finishedAt === null || winners === null
        ? null
        : {
            finishedAt: iso(tournament.finishedAt),
            winners: winners.map((w) => ({
              rank: w.rank,
              maskedName: table.nameOf({ accountId: w.accountId, rival: w.rival, score: w.score, reachedAt: 0, joinedAt: 0 }),
              score: w.score,
              prize: yen(w.amount),
              you: mine !== undefined && w.rank === mine.rank,
            })),
            myPrize: mine ? yen(mine.amount) : null,
          },
  };
}

const ORDER = { RUNNING: 0, UPCOMING: 1, FINISHED: 2 } as const;

export const tournamentHandlers = defineHandlers({
  getTournaments: (ctx) => {
    const accountId = readerId(ctx);
    const tournaments = [...ctx.state.tournaments.list]
      .map((tournament) => ({ tournament, status: statusOf(tournament, ctx.now) }))
      .sort((a, b) => {
        if (a.status !== b.status) return ORDER[a.status] - ORDER[b.status];
        if (a.status === 'RUNNING') return a.tournament.endsAt - b.tournament.endsAt;
        if (a.status === 'UPCOMING') return a.tournament.startsAt - b.tournament.startsAt;
        return (b.tournament.finishedAt ?? 0) - (a.tournament.finishedAt ?? 0);
      })
      .map(({ tournament }) => tournamentView(ctx.state, tournament, accountId, ctx.locale, ctx.now).summary);
    return { tournaments };
  },
  getTournament: (ctx) => {
    const tournament = findTournament(ctx.state, ctx.body.tournamentId);
    if (!tournament) throw ctx.refuse(codes.tournamentNotFound);
    return detailView(ctx.state, tournament, readerId(ctx), ctx.locale, ctx.now);
  },
  joinTournament: (ctx) => {
    const account = currentAccount(ctx);
    refuseWhenOffersClosed(ctx, account.id);
    const joined = joinTournament(ctx.state, ctx.body.tournamentId, account.id, ctx.now);
    if (!joined.ok) throw ctx.refuse(joined.reason === 'not-found' ? codes.tournamentNotFound : codes.tournamentFinished);
    return detailView(ctx.state, joined.tournament, account.id, ctx.locale, ctx.now);
  },
  getRecentWins: ({ state }) => ({ wins: state.wins.recent }),
});
