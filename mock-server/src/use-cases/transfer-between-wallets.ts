import { recordEvent, type EventsSlice } from '../domain/events/events.ts';
import { lockedBalance } from '../domain/promotions/bonuses.ts';
import type { PromotionsSlice } from '../domain/promotions/state.ts';
import { balanceOf, playerAccount, post, transactionByKey } from '../domain/wallet/ledger.ts';
import { toMajor, toMinor } from '#common/money.ts';
import type { WalletSlice, WalletType, WalletView } from '../domain/wallet/state.ts';
import { holdsWallet } from '../domain/wallet/wallets.ts';

export interface WalletTransferRequest {
  accountId: string;
  from: WalletType;
  to: WalletType;
  currency: string;
  /** Major units. */
  amount: number;
  idempotencyKey: string;
}

type WalletTransferResult =
  | { ok: true; transactionId: string; replayed: boolean }
  | { ok: false; reason: 'same-wallet' | 'invalid-amount' | 'no-such-wallet' | 'insufficient-funds' | 'idempotency-conflict' | 'unbalanced' | 'not-minor-units' }
  | { ok: false; reason: 'bonus-locked'; transferable: number };

/**
 * Money between a player's own COMMON and PROMOTION wallets, as one balanced transaction with
 * the player's account on both sides (kind 'transfer'), under an idempotency key: a retry moves
 * nothing twice. Both directions are allowed, but out of PROMOTION only what the active bonuses do
 * not hold: a bonus's money reaches COMMON by its release, once its wagering is met (the bonus
 * ledger, domain/promotions). Each wallet that moved records a `wallet-changed` event.
 */
export function transferBetweenWallets(state: WalletSlice & EventsSlice & PromotionsSlice, request: WalletTransferRequest, now: number): WalletTransferResult {
  const { accountId, from, to, currency, idempotencyKey } = request;
  if (from === to) return { ok: false, reason: 'same-wallet' };
  const minor = toMinor(request.amount, currency);
  if (minor === undefined || minor <= 0) return { ok: false, reason: 'invalid-amount' };
  if (!holdsWallet(state, accountId, from, currency) || !holdsWallet(state, accountId, to, currency)) return { ok: false, reason: 'no-such-wallet' };
  const locked = from === 'PROMOTION' ? lockedBalance(state, accountId, currency) : 0;
  // A retry of a transfer made before is answered as it was, whatever is locked now; more than
  // the wallet holds is the ledger's refusal (insufficient funds), not the bonuses'.
  if (locked > 0 && !transactionByKey(state, idempotencyKey)) {
    const balance = balanceOf(state, playerAccount(accountId, 'PROMOTION'), currency);
    if (minor <= balance && minor > balance - locked) return { ok: false, reason: 'bonus-locked', transferable: toMajor(Math.max(0, balance - locked), currency) };
  }
  const result = post(state, {
    kind: 'transfer',
    currency,
    at: now,
    ref: `transfer:${idempotencyKey}`,
    idempotencyKey,
    request: JSON.stringify(['transfer', accountId, from, to, currency, minor]),
    postings: [
      { account: playerAccount(accountId, from), amount: -minor },
      { account: playerAccount(accountId, to), amount: minor },
    ],
  });
  if (!result.ok) return result;
  if (!result.replayed) {
    for (const walletType of [from, to]) {
      const wallet: WalletView = { walletType, currency, amount: toMajor(balanceOf(state, playerAccount(accountId, walletType), currency, result.transaction), currency) };
      recordEvent(state, { type: 'wallet-changed', accountId, wallet }, now);
    }
  }
  return { ok: true, transactionId: result.transaction.id, replayed: result.replayed };
}
