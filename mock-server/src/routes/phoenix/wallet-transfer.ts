// Transfer between the player's own wallets (SPEC §7 "Balance record query, transfer"). The
// legacy-site account transfer is transfer.ts.
import { mainCurrency, walletsInOrder } from '../../domain/wallet/wallets.ts';
import { transferBetweenWallets } from '../../use-cases/transfer-between-wallets.ts';
import { badRequest, BusinessError, defineHandlers } from '../handler.ts';
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
          throw new BusinessError(102201);
        case 'insufficient-funds':
          throw new BusinessError(102202);
        case 'no-such-wallet':
          throw new BusinessError(102311);
        case 'idempotency-conflict':
          throw new BusinessError(102320);
        case 'unbalanced':
          throw new Error('a transfer between two wallets is balanced by construction');
      }
    }
    return { transactionId: result.transactionId, from, to, amount, currency, wallets: walletsInOrder(ctx.state, account.id) };
  },
});
