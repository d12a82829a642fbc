// Bet records (settled and unsettled) with filters, paging and totals: domain/bets/bets.ts.
import { describe } from '../../domain/bets/outcomes.ts';
import { betRecords } from '../../domain/bets/bets.ts';
import type { Bet } from '../../domain/bets/state.ts';
import { findGame } from '../../domain/games/catalogue.ts';
import { localDate } from '../../domain/profile/personal-details.ts';
import { mainCurrency } from '../../domain/wallet/wallets.ts';
import type { Locale } from '../../contract.ts';
import { badRequest } from '../../domain/shared/business-error.ts';
import { defineHandlers } from '../handler.ts';
import { currentAccount } from '../players.ts';
import { iso } from '../time.ts';


function betView(seed: number, bet: Bet, locale: Locale) {
  return {
    betId: bet.betId,
    gameId: bet.gameId,
    gameName: findGame(seed, bet.gameId)?.name[locale] ?? bet.gameId,
    providerCode: bet.providerCode,
    playType: bet.playType,
    stake: bet.stake,
    payout: bet.payout,
    net: bet.payout - bet.stake,
    currency: bet.currency,
    status: bet.status,
    result: bet.result,
    detail: describe(bet.detail, locale),
    placedAt: iso(bet.placedAt),
    settledAt: bet.settledAt === null ? null : iso(bet.settledAt),
    freeBet: bet.freeBet,
  };
}

export const betsHandlers = defineHandlers({
  getBetRecords: (ctx) => {
    const account = currentAccount(ctx);
    const { status, from, to, since, playType, providerCode, gameId, pageNo = 1, pageSize = 20 } = ctx.body;
    // ISO dates compare as strings; a range that ends before it starts keeps nothing and is a mistake.
    if (from !== undefined && to !== undefined && to < from) throw badRequest('to', `${to} is before from (${from})`);
    const sinceAt = since === undefined ? undefined : Date.parse(since);
    const page = betRecords(
      ctx.state,
      account.id,
      { status, from, to, since: sinceAt, playType, providerCode, gameId, pageNo, pageSize },
      (at) => localDate(at, account.timeZone),
    );
    return {
      records: page.bets.map((bet) => betView(ctx.state.seed, bet, ctx.locale)),
      page: { pageNo, pageSize, total: page.total },
      totals: page.totals,
      currency: mainCurrency(ctx.state, account.id),
      providers: page.providers,
    };
  },
});
