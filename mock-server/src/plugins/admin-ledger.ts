import type { FastifyInstance } from 'fastify';
import { adminContract } from '../contract.ts';
import { findAccountByLoginName } from '../domain/identity/accounts.ts';
import { toMajor } from '../../../common/money.ts';
import { playerEntries } from '../domain/wallet/records.ts';
import type { WalletType } from '../domain/wallet/state.ts';
import { walletsOf } from '../domain/wallet/wallets.ts';
import { fail, parse } from './admin-replies.ts';
import type { SessionStore } from './sessions.ts';

const { ReadLedgerQueryParams: LedgerQuery } = adminContract;

/**
 * GET /__mock/ledger (openapi/mock-admin.yaml, tag wallets): a player's side of the ledger and the
 * balances it adds up to. Each balance is summed here from the entries listed, not read from the
 * wallets, so QA compares the two: a balance kept anywhere but the ledger would show.
 */
export async function adminLedgerPlugin(app: FastifyInstance, options: { sessions: SessionStore }): Promise<void> {
  const { sessions } = options;

  app.get('/__mock/ledger', async (request, reply) => {
    const query = parse(LedgerQuery, request.query, reply, 'query');
    if (!query) return reply;
    const { state } = sessions.forRequest(request);
    const account = findAccountByLoginName(state, query.loginName);
    if (!account) return fail(reply, 404, `no player ${query.loginName}`);

    // Minor units by wallet: the wallets held first (at 0 until an entry), then any other with entries.
    const sums = new Map<string, { walletType: WalletType; currency: string; minor: number }>();
    const sumOf = (walletType: WalletType, currency: string) => {
      const key = `${walletType}/${currency}`;
      let sum = sums.get(key);
      if (!sum) sums.set(key, (sum = { walletType, currency, minor: 0 }));
      return sum;
    };
    for (const wallet of walletsOf(state, account.id)) sumOf(wallet.walletType, wallet.currency);
    const entries = playerEntries(state, account.id).map(({ transaction, walletType, amount }) => {
      sumOf(walletType, transaction.currency).minor += amount;
      return {
        id: transaction.id,
        time: new Date(transaction.at).toISOString(),
        walletType,
        currency: transaction.currency,
        amount: toMajor(amount, transaction.currency),
        kind: transaction.kind,
        ref: transaction.ref ?? null,
      };
    });
    const balances = [...sums.values()].map(({ walletType, currency, minor }) => ({ walletType, currency, amount: toMajor(minor, currency) }));
    return { loginName: account.loginName, balances, entries };
  });
}
