// The monthly statement, computed on every read from the ledger and the points
// entries by domain/wallet/statement.ts; amounts leave here in the currency's major units.
import { toMajor } from '#common/money.ts';
import { localDate } from '../../domain/profile/personal-details.ts';
import { monthlyStatement } from '../../domain/wallet/statement.ts';
import { defineHandlers } from '../handler.ts';
import { currentAccount } from '../players.ts';
import { iso } from '../time.ts';


export const statementHandlers = defineHandlers({
  getMonthlyStatement: (ctx) => {
    const account = currentAccount(ctx);
    const localDay = (at: number) => localDate(at, account.timeZone);
    const month = ctx.body?.month ?? localDay(ctx.now).slice(0, 7);
    const found = monthlyStatement(ctx.state, account.id, month, localDay);
    return {
      month,
      money: found.money.map(({ at, amount, balanceAfter, ...line }) => ({
        ...line,
        time: iso(at),
        amount: toMajor(amount, line.currency),
        balanceAfter: toMajor(balanceAfter, line.currency),
      })),
      wallets: found.wallets.map((wallet) => {
        const major = (minor: number) => toMajor(minor, wallet.currency);
        return {
          walletType: wallet.walletType,
          currency: wallet.currency,
          opening: major(wallet.opening),
          closing: major(wallet.closing),
          byKind: wallet.byKind.map(({ kind, credits, debits }) => ({ kind, credits: major(credits), debits: major(debits) })),
        };
      }),
      points: found.points.map(({ at, ...line }) => ({ ...line, time: iso(at) })),
      pointsTotals: found.pointsTotals,
    };
  },
});
