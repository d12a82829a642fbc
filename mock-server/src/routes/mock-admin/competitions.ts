import { findGuessGame, guessStatus, optionsOf, type GuessGame } from '../../domain/guess-games/guess-games.ts';
import { findAccountById } from '../../domain/identity/accounts.ts';
import { findDraw, type Draw } from '../../domain/lottery/lottery.ts';
import { now } from '../../domain/shared/clock.ts';
import type { MockState } from '../../domain/state.ts';
import { prizeForRank, TEMPLATES } from '../../domain/tournaments/schedule.ts';
import { findTournament, ranking, setScore, statusOf, type Tournament } from '../../domain/tournaments/tournaments.ts';
import { drawAndPay, finishAndPay, settleAndReward } from '../../use-cases/competitions.ts';
import { settleSessionDue } from '../../use-cases/settle-due.ts';
import { refusal } from '../../runtime/control-context.ts';
import type { Session } from '../../runtime/sessions.ts';
import { defineControlHandlers, filteredAccountId } from './handler.ts';
import { iso } from '../time.ts';

/** QA's view of a tournament (openapi/mock-admin.yaml MockTournament): every entrant, by login name, in ranking order. */
function tournamentView(state: MockState, tournament: Tournament, at: number) {
  const template = TEMPLATES[tournament.template];
  return {
    tournamentId: tournament.id,
    name: template.name['ja-JP'],
    status: statusOf(tournament, at),
    scoring: template.scoring,
    startsAt: iso(tournament.startsAt),
    endsAt: iso(tournament.endsAt),
    finishedAt: tournament.finishedAt === null ? null : iso(tournament.finishedAt),
    entrants: ranking(tournament).map((entrant, index) => ({
      rank: index + 1,
      name: entrant.accountId === null ? entrant.rival : (findAccountById(state, entrant.accountId)?.loginName ?? entrant.accountId),
      rival: entrant.accountId === null,
      score: entrant.score,
      prize: prizeForRank(template, index + 1) ?? null,
    })),
  };
}

const loginNameOf = (state: MockState, accountId: string) => findAccountById(state, accountId)?.loginName ?? accountId;

function drawView(state: MockState, draw: Draw) {
  const drawn = draw.status === 'DRAWN';
  return {
    drawId: draw.id,
    status: draw.status,
    drawAt: iso(draw.drawAt),
    drawnAt: draw.drawnAt === null ? null : iso(draw.drawnAt),
    seedHash: draw.seedHash,
    seed: drawn ? draw.seed : null,
    winningNumbers: draw.numbers,
    entries: draw.entries,
    winners: state.lottery.entries
      .filter((e) => e.drawId === draw.id && (e.prize ?? 0) > 0)
      .map((e) => ({ loginName: loginNameOf(state, e.accountId), entryId: e.entryId, matches: e.matches ?? 0, prize: e.prize ?? 0 })),
  };
}

function guessView(state: MockState, game: GuessGame, at: number) {
  return {
    gameId: game.id,
    status: guessStatus(game, at),
    options: optionsOf(game).map((o) => o.value),
    outcome: game.outcome,
    guesses: game.guesses.map((g) => ({ loginName: loginNameOf(state, g.accountId), option: g.option, result: g.result, reward: g.reward })),
  };
}

/** The session's clock, with what fell due settled first (a control call is not a player call, so the pipeline did not). */
function settledNow(session: Session): number {
  const at = now(session.clock);
  settleSessionDue(session.state, at);
  return at;
}

function tournamentOr404(session: Session, id: string): Tournament {
  const tournament = findTournament(session.state, id);
  if (!tournament) throw refusal(404, `no tournament ${id}`);
  return tournament;
}

/** Tournaments, lottery draws and guess games on demand (tag competitions). */
export const competitionHandlers = defineControlHandlers({
  listMockTournaments: ({ session }) => {
    const at = settledNow(session);
    return { tournaments: session.state.tournaments.list.map((t) => tournamentView(session.state, t, at)) };
  },
  finishMockTournament: ({ params, session }) => {
    const at = settledNow(session);
    const tournament = tournamentOr404(session, params.tournamentId);
    const status = statusOf(tournament, at);
    if (status !== 'RUNNING') throw refusal(409, `tournament ${tournament.id} is ${status}${status === 'FINISHED' ? ' already' : ''}`);
    finishAndPay(session.state, tournament, at);
    return tournamentView(session.state, tournament, at);
  },
  setMockTournamentScore: ({ params, body, session }) => {
    const at = settledNow(session);
    const tournament = tournamentOr404(session, params.tournamentId);
    const accountId = filteredAccountId(session.state, body.loginName)!;
    const status = statusOf(tournament, at);
    if (status !== 'RUNNING') throw refusal(409, `tournament ${tournament.id} is ${status}`);
    setScore(session.state, tournament, accountId, body.score, at);
    return tournamentView(session.state, tournament, at);
  },
  drawMockLottery: ({ params, session }) => {
    const at = settledNow(session);
    const draw = findDraw(session.state, params.drawId);
    if (!draw) throw refusal(404, `no draw ${params.drawId}`);
    if (draw.status === 'DRAWN') throw refusal(409, `draw ${draw.id} is DRAWN already`);
    drawAndPay(session.state, draw, at);
    return drawView(session.state, draw);
  },
  settleMockGuessGame: ({ params, body, session }) => {
    const at = settledNow(session);
    const game = findGuessGame(session.state, params.gameId);
    if (!game) throw refusal(404, `no guess game ${params.gameId}`);
    if (game.settledAt !== null) throw refusal(409, `guess game ${game.id} is SETTLED already`);
    const options = optionsOf(game).map((o) => o.value);
    if (!options.includes(body.outcome)) throw refusal(400, `body.outcome: one of ${options.join(', ')}`);
    settleAndReward(session.state, game, body.outcome, at);
    return guessView(session.state, game, at);
  },
});
