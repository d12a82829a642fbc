import { recordEvent, type EventsSlice } from '../domain/events/events.ts';
import { balanceOf, playerAccount, post } from '../domain/wallet/ledger.ts';
import { toMajor, toMinor } from '../../../common/money.ts';
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
  | { ok: false; reason: 'same-wallet' | 'invalid-amount' | 'no-such-wallet' | 'insufficient-funds' | 'idempotency-conflict' | 'unbalanced' | 'not-minor-units' };

/**
 * Money between a player's own COMMON and PROMOTION wallets, as one balanced transaction with
 * the player's account on both sides (kind 'transfer'), under an idempotency key: a retry moves
 * nothing twice. Both directions are allowed: promotion money would reach COMMON only once its
 * wagering is done on a real platform; the mock has no wagering yet and counts it as done.
 * Each wallet that moved records a `wallet-changed` event (the header follows).
 */
export function transferBetweenWallets(state: WalletSlice & EventsSlice, request: WalletTransferRequest, now: number): WalletTransferResult {
  const { accountId, from, to, currency, idempotencyKey } = request;
  if (from === to) return { ok: false, reason: 'same-wallet' };
  const minor = toMinor(request.amount, currency);
  if (minor === undefined || minor <= 0) return { ok: false, reason: 'invalid-amount' };
  if (!holdsWallet(state, accountId, from, currency) || !holdsWallet(state, accountId, to, currency)) return { ok: false, reason: 'no-such-wallet' };
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
