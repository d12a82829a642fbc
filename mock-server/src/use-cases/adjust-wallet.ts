import { findAccountByLoginName } from '../domain/identity/accounts.ts';
import type { MockState } from '../domain/state.ts';
import type { WalletType, WalletView } from '../domain/wallet/state.ts';
import { moveMoney, walletBalance, walletsInOrder, type MoveResult } from '../domain/wallet/wallets.ts';

export interface WalletAdjustment {
  loginName: string;
  /** Major units; negative takes money out. */
  amount: number;
  walletType: WalletType;
  currency: string;
  idempotencyKey?: string;
}

export type AdjustWalletResult =
  | { ok: true; loginName: string; transactionId: string; replayed: boolean; wallet: WalletView; wallets: WalletView[] }
  | { ok: false; reason: 'unknown-player' | Exclude<Extract<MoveResult, { ok: false }>['reason'], 'insufficient-funds'> }
  /** `balance`: what the wallet holds, less than the adjustment would take. */
  | { ok: false; reason: 'insufficient-funds'; balance: number };

/**
 * QA's adjustment of a player's wallet (POST /__mock/wallets/adjust): money from or to the house's
 * adjustments account, as one ledger transaction. `wallet` is the wallet right after it (on a
 * replayed key, right after the first call); `wallets` all of the player's wallets now.
 */
export function adjustWallet(state: MockState, adjustment: WalletAdjustment, now: number): AdjustWalletResult {
  const account = findAccountByLoginName(state, adjustment.loginName);
  if (!account) return { ok: false, reason: 'unknown-player' };
  const moved = moveMoney(state, {
    accountId: account.id,
    walletType: adjustment.walletType,
    currency: adjustment.currency,
    amount: adjustment.amount,
    counterpart: 'adjustments',
    kind: 'adjustment',
    at: now,
    ...(adjustment.idempotencyKey !== undefined && { idempotencyKey: adjustment.idempotencyKey }),
  });
  if (!moved.ok) {
    const { reason } = moved;
    return reason === 'insufficient-funds' ? { ok: false, reason, balance: walletBalance(state, account.id, adjustment.walletType, adjustment.currency) } : { ok: false, reason };
  }
  return {
    ok: true,
    loginName: account.loginName,
    transactionId: moved.transaction.id,
    replayed: moved.replayed,
    wallet: moved.wallet,
    wallets: walletsInOrder(state, account.id),
  };
}
