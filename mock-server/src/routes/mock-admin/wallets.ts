import { findAccountByLoginName } from '../../domain/identity/accounts.ts';
import { now } from '../../domain/shared/clock.ts';
import { minorDigits, toMajor } from '#common/money.ts';
import { playerEntries } from '../../domain/wallet/records.ts';
import type { WalletType } from '../../domain/wallet/state.ts';
import { walletsOf } from '../../domain/wallet/wallets.ts';
import type { MockState } from '../../domain/state.ts';
import { settleDue } from '../../use-cases/settle-due.ts';
import { adjustWallet, type AdjustWalletResult, type WalletAdjustment } from '../../use-cases/adjust-wallet.ts';
import { refusal, type ControlRefusal } from '../../runtime/control-context.ts';
import { defineControlHandlers } from './handler.ts';
import { iso } from '../time.ts';

/** Why an adjustment was refused, as the control API says it: status and message. */
function adjustmentRefusal(adjustment: WalletAdjustment, refused: Extract<AdjustWalletResult, { ok: false }>): ControlRefusal {
  const { loginName, walletType, currency, amount } = adjustment;
  switch (refused.reason) {
    case 'unknown-player':
      return refusal(404, `no player ${loginName}`);
    case 'no-such-wallet':
      return refusal(404, `${loginName} holds no ${walletType} ${currency} wallet`);
    case 'invalid-amount':
    case 'not-minor-units':
      return refusal(400, `amount: not 0, and at most ${minorDigits(currency)} decimals in ${currency}`);
    case 'insufficient-funds':
      return refusal(409, `amount: ${loginName}'s ${walletType} ${currency} wallet holds ${refused.balance}, cannot take ${-amount}`);
    case 'idempotency-conflict':
      return refusal(409, `idempotencyKey: already used for a different adjustment`);
    case 'unbalanced':
      // moveMoney always posts both sides of the same amount: this is a bug, not bad input.
      throw new Error(`adjustWallet: the ledger found an unbalanced adjustment of ${amount} ${currency}`);
  }
}

/**
 * A player's side of the ledger and the balances it adds up to. Each balance is summed here from
 * the entries listed, not read from the wallets, so QA compares the two: a balance kept anywhere
 * but the ledger would show.
 */
function ledgerOf(state: MockState, accountId: string) {
  // Minor units by wallet: the wallets held first (at 0 until an entry), then any other with entries.
  const sums = new Map<string, { walletType: WalletType; currency: string; minor: number }>();
  const sumOf = (walletType: WalletType, currency: string) => {
    const key = `${walletType}/${currency}`;
    let sum = sums.get(key);
    if (!sum) sums.set(key, (sum = { walletType, currency, minor: 0 }));
    return sum;
  };
  for (const wallet of walletsOf(state, accountId)) sumOf(wallet.walletType, wallet.currency);
  const entries = playerEntries(state, accountId).map(({ transaction, walletType, amount }) => {
    sumOf(walletType, transaction.currency).minor += amount;
    return {
      id: transaction.id,
      time: iso(transaction.at),
      walletType,
      currency: transaction.currency,
      amount: toMajor(amount, transaction.currency),
      kind: transaction.kind,
      ref: transaction.ref ?? null,
    };
  });
  const balances = [...sums.values()].map(({ walletType, currency, minor }) => ({ walletType, currency, amount: toMajor(minor, currency) }));
  return { balances, entries };
}

/** Players' money, moved through the ledger, and the ledger as QA reads it (tag wallets). */
export const walletHandlers = defineControlHandlers({
  adjustWallet: ({ body, session }) => {
    const at = now(session.clock);
    // What fell due before QA's adjustment comes first in the ledger, stamped when it fell due.
    const account = findAccountByLoginName(session.state, body.loginName);
    if (account) settleDue(session.state, at, account.id);
    const result = adjustWallet(session.state, body, at);
    if (!result.ok) throw adjustmentRefusal(body, result);
    const { ok: _ok, ...answer } = result;
    return answer;
  },
  readLedger: ({ query, session }) => {
    const account = findAccountByLoginName(session.state, query.loginName);
    if (!account) throw refusal(404, `no player ${query.loginName}`);
    // QA reads the ledger as the clock says it is: a deposit paid while nobody looked is in it, at its own moment.
    settleDue(session.state, now(session.clock), account.id);
    return { loginName: account.loginName, ...ledgerOf(session.state, account.id) };
  },
});
