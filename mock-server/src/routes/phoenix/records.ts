// Balance records (SPEC §7 "Balance record query"): the player's side of the ledger, filtered and paged.
import { localDate } from '../../domain/profile/personal-details.ts';
import { balanceRecords } from '../../domain/wallet/records.ts';
import { badRequest } from '../../domain/shared/business-error.ts';
import { defineHandlers } from '../handler.ts';
import { currentAccount } from '../players.ts';

export const recordsHandlers = defineHandlers({
  getBalanceRecords: (ctx) => {
    const account = currentAccount(ctx);
    const { kind, walletType, currency, from, to, pageNo, pageSize } = ctx.body;
    // ISO dates compare as strings; a range that ends before it starts keeps nothing and is a mistake.
    if (from !== undefined && to !== undefined && to < from) throw badRequest('to', `${to} is before from (${from})`);
    return balanceRecords(ctx.state, account.id, { kind, walletType, currency, from, to, pageNo, pageSize }, (at) => localDate(at, account.timeZone));
  },
});
