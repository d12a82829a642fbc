// Account transfer from the legacy site (SPEC §4): QC_TRANSFER players, once.
import { setAccountPassword } from '../../domain/identity/accounts.ts';
import { isTransferEligible } from '../../domain/identity/legacy-transfer.ts';
import type { Account } from '../../domain/identity/state.ts';
import { mainCurrency, walletsInOrder } from '../../domain/wallet/wallets.ts';
import { transferLegacyBalance } from '../../use-cases/transfer-legacy-balance.ts';
import { codes } from '../../contract.ts';
import type { CodeOf } from '../../domain/shared/business-error.ts';
import { defineHandlers, type OperationContext } from '../handler.ts';
import { currentAccount, newPasswordOrThrow } from '../players.ts';

function eligibleAccount(ctx: OperationContext<unknown, unknown, unknown, CodeOf<'notLoggedIn' | 'notTransferable'>>) {
  const account: Account = currentAccount(ctx);
  if (!isTransferEligible(account)) throw ctx.refuse(codes.notTransferable);
  return account;
}

export const transferHandlers = defineHandlers({
  getTransferRecord: (ctx) => {
    const account = eligibleAccount(ctx);
    return {
      legacyLoginName: account.legacy.loginName,
      balance: account.legacy.balance,
      points: account.legacy.points,
      currency: mainCurrency(ctx.state, account.id),
      transferStatus: account.transferStatus,
      passwordSet: account.transferPasswordSet,
    };
  },

  setTransferPassword: (ctx) => {
    const account = eligibleAccount(ctx);
    setAccountPassword(account, newPasswordOrThrow(ctx.refuse, ctx.state, ctx.body.newPwd), ctx.now);
    account.transferPasswordSet = true;
    return null;
  },

  confirmTransfer: (ctx) => {
    const account = eligibleAccount(ctx);
    const amount = transferLegacyBalance(ctx.state, account, ctx.now);
    return { transferred: { amount, currency: mainCurrency(ctx.state, account.id) }, wallets: walletsInOrder(ctx.state, account.id) };
  },
});
