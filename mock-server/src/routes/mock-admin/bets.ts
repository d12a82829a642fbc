import type { Bet } from '../../domain/bets/state.ts';
import { findAccountById } from '../../domain/identity/accounts.ts';
import { now } from '../../domain/shared/clock.ts';
import type { MockState } from '../../domain/state.ts';
import { settleBet, type BetSettlement } from '../../use-cases/settle-bet.ts';
import { refusal } from '../../runtime/control-context.ts';
import { defineControlHandlers, filteredAccountId, type ControlResultOf } from './handler.ts';
import { iso } from '../time.ts';

/** A bet as QA sees it (openapi/mock-admin.yaml MockBet). */
export function betView(state: MockState, bet: Bet): ControlResultOf<'settleBet'> {
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

/** The session's bets, and settling an open sports or live bet (tag bets). */
export const betHandlers = defineControlHandlers({
  listBets: ({ query, session }) => {
    const { state } = session;
    const accountId = filteredAccountId(state, query.loginName);
    const bets = state.bets.bets.filter((bet) => (accountId === undefined || bet.accountId === accountId) && (query.status === undefined || bet.status === query.status));
    return { bets: bets.reverse().map((bet) => betView(state, bet)) };
  },
  settleBet: ({ params, body, session }) => {
    let settlement: BetSettlement;
    if (body.result === 'win') {
      if (body.payout === undefined) throw refusal(400, 'body.payout: a win needs the payout (stake included)');
      if (!Number.isInteger(body.payout)) throw refusal(400, 'body.payout: whole yen');
      settlement = { result: 'win', payout: body.payout };
    } else {
      if (body.payout !== undefined) throw refusal(400, `body.payout: only a win pays out (a ${body.result} pays ${body.result === 'void' ? 'the stake back' : 'nothing'})`);
      settlement = { result: body.result };
    }
    const result = settleBet(session.state, params.betId, settlement, now(session.clock));
    if (!result.ok) {
      if (result.reason === 'not-found') throw refusal(404, `no bet ${params.betId}`);
      if (result.reason === 'settled') throw refusal(409, `bet ${params.betId} is ${result.status} already`);
      if (result.reason === 'payout-below-stake') throw refusal(400, `body.payout: a win pays at least the stake (${result.stake})`);
      throw refusal(409, `bet ${params.betId} cannot be paid: its player holds no wallet any more`);
    }
    return betView(session.state, result.bet);
  },
});
