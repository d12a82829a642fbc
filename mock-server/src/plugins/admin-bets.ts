import type { FastifyInstance } from 'fastify';
import { adminContract } from '../contract.ts';
import type { Bet } from '../domain/bets/state.ts';
import { findAccountById, findAccountByLoginName } from '../domain/identity/accounts.ts';
import { now } from '../domain/shared/clock.ts';
import type { MockState } from '../domain/state.ts';
import { settleBet, type BetSettlement } from '../use-cases/settle-bet.ts';
import { fail, parse } from './admin-replies.ts';
import { publishEvents, type SessionStore } from './sessions.ts';

const { ListBetsQueryParams: ListQuery, SettleBetParams: SettleParams, SettleBetBody: SettleBody } = adminContract;

const iso = (at: number) => new Date(at).toISOString();

/** A bet as QA sees it (openapi/mock-admin.yaml MockBet). */
function betView(state: MockState, bet: Bet) {
  return {
    betId: bet.betId,
    loginName: findAccountById(state, bet.accountId)?.loginName ?? bet.accountId,
    gameId: bet.gameId,
    providerCode: bet.providerCode,
    playType: bet.playType,
    stake: bet.stake,
    payout: bet.payout,
    currency: bet.currency,
    status: bet.status,
    result: bet.result,
    detail: bet.detail,
    placedAt: iso(bet.placedAt),
    settledAt: bet.settledAt === null ? null : iso(bet.settledAt),
  };
}

/** /__mock/bets: the session's bets, and settling an open sports or live bet (openapi/mock-admin.yaml, tag bets). */
export async function adminBetsPlugin(app: FastifyInstance, options: { sessions: SessionStore }): Promise<void> {
  const { sessions } = options;

  app.get('/__mock/bets', async (request, reply) => {
    const query = parse(ListQuery, request.query, reply, 'query');
    if (!query) return reply;
    const { state } = sessions.forRequest(request);
    let accountId: string | undefined;
    if (query.loginName !== undefined) {
      const account = findAccountByLoginName(state, query.loginName);
      if (!account) return fail(reply, 404, `no player ${query.loginName}`);
      accountId = account.id;
    }
    const bets = state.bets.bets.filter((bet) => (accountId === undefined || bet.accountId === accountId) && (query.status === undefined || bet.status === query.status));
    return { bets: bets.reverse().map((bet) => betView(state, bet)) };
  });

  app.post('/__mock/bets/:betId/settle', async (request, reply) => {
    const params = parse(SettleParams, request.params, reply, 'query');
    if (!params) return reply;
    const body = parse(SettleBody, request.body, reply, 'body');
    if (!body) return reply;
    let settlement: BetSettlement;
    if (body.result === 'win') {
      if (body.payout === undefined) return fail(reply, 400, 'body.payout: a win needs the payout (stake included)');
      if (!Number.isInteger(body.payout)) return fail(reply, 400, 'body.payout: whole yen');
      settlement = { result: 'win', payout: body.payout };
    } else {
      if (body.payout !== undefined) return fail(reply, 400, `body.payout: only a win pays out (a ${body.result} pays ${body.result === 'void' ? 'the stake back' : 'nothing'})`);
      settlement = { result: body.result };
    }
    const session = sessions.forRequest(request);
    const result = settleBet(session.state, params.betId, settlement, now(session.clock));
    publishEvents(session);
    if (!result.ok) {
      if (result.reason === 'not-found') return fail(reply, 404, `no bet ${params.betId}`);
      if (result.reason === 'settled') return fail(reply, 409, `bet ${params.betId} is ${result.status} already`);
      if (result.reason === 'payout-below-stake') return fail(reply, 400, `body.payout: a win pays at least the stake (${result.stake})`);
      return fail(reply, 409, `bet ${params.betId} cannot be paid: its player holds no wallet any more`);
    }
    return betView(session.state, result.bet);
  });
}
