// Competitions as tests need them: the ids the schedule made for the session's clock (a running
// tournament, the open lottery draw, an open guess game), a player with lottery tickets, and
// valid requests that need them first.
import type { FastifyInstance } from 'fastify';
import { admin, call, type CallOptions } from './inject.ts';
import { bearer, loginAs } from './players.ts';

interface Listed {
  tournamentId: string;
  status: string;
}

/** The running instance of a template (DAILY runs all day, every day). */
export async function runningTournament(app: FastifyInstance, session: string, template: 'DAILY' | 'WEEKLY' = 'DAILY'): Promise<string> {
  const listed = (await call(app, 'getTournaments', { session, body: {} })).json().data.tournaments as Listed[];
  const found = listed.find((t) => t.status === 'RUNNING' && t.tournamentId.startsWith(`T-${template}-`));
  if (!found) throw new Error(`no running ${template} tournament`);
  return found.tournamentId;
}

export async function openDrawId(app: FastifyInstance, session: string): Promise<string> {
  return (await call(app, 'getLottery', { session, body: {} })).json().data.openDraw.drawId as string;
}

/** A guess game still taking guesses (tomorrow's always is), and its first option. */
export async function openGuessGame(app: FastifyInstance, session: string, headers: Record<string, string>): Promise<{ gameId: string; options: string[] }> {
  const games = (await call(app, 'getGuessGames', { session, headers, body: {} })).json().data.games as { gameId: string; status: string; options: { value: string }[] }[];
  const open = games.find((g) => g.status === 'OPEN');
  if (!open) throw new Error('no open guess game');
  return { gameId: open.gameId, options: open.options.map((o) => o.value) };
}

/** A paid bank deposit of the player's (¥`amount`): what earns lottery tickets and qualifies an invitee. */
export async function paidDeposit(app: FastifyInstance, session: string, headers: Record<string, string>, amount: number): Promise<string> {
  const created = await call(app, 'createBankDeposit', { session, headers, body: { bankCode: '0009', amount } });
  const orderId = created.json().data?.orderId as string | undefined;
  if (!orderId) throw new Error(`deposit answered ${created.body}`);
  const settled = await admin(app, 'POST', `/__mock/orders/${orderId}/settle`, { status: 'paid' }, session);
  if (settled.statusCode !== 200) throw new Error(`settling ${orderId} answered ${settled.body}`);
  return orderId;
}

/** The player logged in, with tickets from a ¥10,000 deposit (two). */
export async function withTickets(app: FastifyInstance, session: string, loginName = 'qcplayer01'): Promise<Record<string, string>> {
  const headers = bearer((await loginAs(app, loginName, { session })).access_token);
  await paidDeposit(app, session, headers, 10_000);
  return headers;
}

const asPlayer = async (app: FastifyInstance, session: string) => bearer((await loginAs(app, 'qcplayer01', { session })).access_token);

/** Valid requests of the competitions' operations (testing/app.ts validRequests). */
export const competitionRequests = {
  getTournaments: { body: {} },
  getTournament: { body: { tournamentId: 'T-DAILY-20261124' }, prepare: async (app: FastifyInstance, session: string): Promise<CallOptions> => ({ body: { tournamentId: await runningTournament(app, session) } }) },
  joinTournament: {
    body: { tournamentId: 'T-DAILY-20261124' },
    prepare: async (app: FastifyInstance, session: string): Promise<CallOptions> => ({ headers: await asPlayer(app, session), body: { tournamentId: await runningTournament(app, session) } }),
  },
  getLottery: { body: {} },
  getLotteryTickets: { body: {}, prepare: async (app: FastifyInstance, session: string): Promise<CallOptions> => ({ headers: await asPlayer(app, session), body: {} }) },
  enterLottery: {
    body: { drawId: 'LOT-20261124', numbers: [2, 7, 9], requestId: 'sample-entry-0001' },
    prepare: async (app: FastifyInstance, session: string): Promise<CallOptions> => ({
      headers: await withTickets(app, session),
      body: { drawId: await openDrawId(app, session), numbers: [2, 7, 9], requestId: 'sample-entry-0001' },
    }),
  },
  getGuessGames: { body: {}, prepare: async (app: FastifyInstance, session: string): Promise<CallOptions> => ({ headers: await asPlayer(app, session), body: {} }) },
  placeGuess: {
    body: { gameId: 'G-MATCH-20261124', option: 'HOME', entry: 'FREE' },
    prepare: async (app: FastifyInstance, session: string): Promise<CallOptions> => {
      const headers = await asPlayer(app, session);
      const game = await openGuessGame(app, session, headers);
      return { headers, body: { gameId: game.gameId, option: game.options[0], entry: 'FREE' } };
    },
  },
  getRecentWins: { body: {} },
  getReferralSummary: { body: {}, prepare: async (app: FastifyInstance, session: string): Promise<CallOptions> => ({ headers: await asPlayer(app, session), body: {} }) },
  getReferralInvitees: { body: { pageNo: 1, pageSize: 20 }, prepare: async (app: FastifyInstance, session: string): Promise<CallOptions> => ({ headers: await asPlayer(app, session), body: { pageNo: 1, pageSize: 20 } }) },
};
