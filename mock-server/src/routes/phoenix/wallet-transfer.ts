// Transfer between the player's own wallets (SPEC §7 "Balance record query, transfer"). The
// legacy-site account transfer is transfer.ts.
import { mainCurrency, walletsInOrder } from '../../domain/wallet/wallets.ts';
import { transferBetweenWallets } from '../../use-cases/transfer-between-wallets.ts';
import { codes } from '../../contract.ts';
import { badRequest } from '../../domain/shared/business-error.ts';
import { defineHandlers } from '../handler.ts';
import { currentAccount } from '../players.ts';

export const walletTransferHandlers = defineHandlers({
  transferBetweenWallets: (ctx) => {
    const account = currentAccount(ctx);
    const { from, to, amount, idempotencyKey } = ctx.body;
    const currency = ctx.body.currency ?? mainCurrency(ctx.state, account.id);
    const result = transferBetweenWallets(ctx.state, { accountId: account.id, from, to, currency, amount, idempotencyKey }, ctx.now);
    if (!result.ok) {
      switch (result.reason) {
        case 'same-wallet':
          throw badRequest('to', 'must be the other wallet');
        case 'invalid-amount':
        case 'not-minor-units':
          throw ctx.refuse(codes.transferAmountInvalid);
        case 'insufficient-funds':
          throw ctx.refuse(codes.transferInsufficientBalance);
        case 'bonus-locked':
          throw ctx.refuse(codes.bonusMoneyLocked, { transferable: result.transferable });
        case 'no-such-wallet':
          throw ctx.refuse(codes.currencyNotWithdrawable);
        case 'idempotency-conflict':
          throw ctx.refuse(codes.idempotencyKeyReused);
        case 'unbalanced':
          throw new Error('a transfer between two wallets is balanced by construction');
      }
    }
    return { transactionId: result.transactionId, from, to, amount, currency, wallets: walletsInOrder(ctx.state, account.id) };
  },
});
