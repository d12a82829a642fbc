import { recordEvent, type EventsSlice } from '../events/events.ts';
import { balanceOf, houseAccount, playerAccount, post, type PostResult } from './ledger.ts';
import { toMajor, toMinor } from '#common/money.ts';
import type { HouseAccount, LedgerTransaction, TransactionKind, WalletRef, WalletSlice, WalletType, WalletView } from './state.ts';

/** A player's wallets: which they hold, their balances from the ledger, and moving money in and out. */

/** Currencies a player may hold wallets in: the site's yen first, then dollars and crypto. */
export const OFFERED_CURRENCIES: readonly string[] = ['JPY', 'USD', 'USDT', 'BTC', 'ETH'];

const holdingsOf = (state: WalletSlice, accountId: string): WalletRef[] => (Object.hasOwn(state.wallet.holdings, accountId) ? state.wallet.holdings[accountId]! : []);

export function holdsWallet(state: WalletSlice, accountId: string, walletType: WalletType, currency: string): boolean {
  return holdingsOf(state, accountId).some((w) => w.walletType === walletType && w.currency === currency);
}

/** A wallet's balance now, in major units. */
export function walletBalance(state: WalletSlice, accountId: string, walletType: WalletType, currency: string): number {
  return toMajor(balanceOf(state, playerAccount(accountId, walletType), currency), currency);
}

/** The player's wallets in the order they were opened, balances from the ledger. */
export function walletsOf(state: WalletSlice, accountId: string): WalletView[] {
  return holdingsOf(state, accountId).map((w) => ({ ...w, amount: walletBalance(state, accountId, w.walletType, w.currency) }));
}

/** COMMON first, as getBalance promises; otherwise in opening order. */
export function walletsInOrder(state: WalletSlice, accountId: string): WalletView[] {
  return walletsOf(state, accountId).sort((a, b) => (a.walletType === b.walletType ? 0 : a.walletType === 'COMMON' ? -1 : 1));
}

/** The currency the player opened with (their first wallet's): levels, limits and transfers count in it. */
export function mainCurrency(state: WalletSlice, accountId: string, fallback = 'JPY'): string {
  return holdingsOf(state, accountId)[0]?.currency ?? fallback;
}

type OpenWalletsResult = { ok: true; wallets: WalletView[] } | { ok: false; reason: 'not-offered' | 'exists' };

/** COMMON and PROMOTION wallets at 0 in a currency the player does not hold yet. */
export function openWallets(state: WalletSlice, accountId: string, currency: string): OpenWalletsResult {
  if (!OFFERED_CURRENCIES.includes(currency)) return { ok: false, reason: 'not-offered' };
  const holdings = (state.wallet.holdings[accountId] ??= []);
  if (holdings.some((w) => w.currency === currency)) return { ok: false, reason: 'exists' };
  const opened: WalletRef[] = [
    { walletType: 'COMMON', currency },
    { walletType: 'PROMOTION', currency },
  ];
  holdings.push(...opened);
  return { ok: true, wallets: opened.map((w) => ({ ...w, amount: walletBalance(state, accountId, w.walletType, w.currency) })) };
}

/**
 * Account deletion: the player holds nothing any more. The ledger keeps their transactions (money
 * that was moved stays accounted for); a balance left behind stays on the player's ledger account.
 */
export function closeWallets(state: WalletSlice, accountId: string): void {
  delete state.wallet.holdings[accountId];
}

// --- moving money ------------------------------------------------------------------------------

interface Movement {
  accountId: string;
  walletType: WalletType;
  currency: string;
  /** Major units; positive into the player's wallet, negative out of it. */
  amount: number;
  /** The house account on the other side. */
  counterpart: HouseAccount;
  kind: TransactionKind;
  at: number;
  idempotencyKey?: string;
  /** What the movement belongs to (an order id, a bet id). */
  ref?: string;
}

export type MoveResult =
  | { ok: true; transaction: LedgerTransaction; replayed: boolean; wallet: WalletView }
  | { ok: false; reason: 'invalid-amount' | 'no-such-wallet' | Extract<PostResult, { ok: false }>['reason'] };

/**
 * Money between a player's wallet and a house account, as one balanced transaction. A movement
 * the player would see records a `wallet-changed` event; a replayed one changes nothing and
 * records nothing. `wallet` is the wallet right after the transaction, also on a replay (what
 * the first call answered).
 */
export function moveMoney(state: WalletSlice & EventsSlice, movement: Movement): MoveResult {
  const { accountId, walletType, currency } = movement;
  const minor = toMinor(movement.amount, currency);
  if (minor === undefined || minor === 0) return { ok: false, reason: 'invalid-amount' };
  if (!holdsWallet(state, accountId, walletType, currency)) return { ok: false, reason: 'no-such-wallet' };
  const wallet = playerAccount(accountId, walletType);
  const result = post(state, {
    kind: movement.kind,
    currency,
    at: movement.at,
    ...(movement.ref !== undefined && { ref: movement.ref }),
    postings: [
      { account: wallet, amount: minor },
      { account: houseAccount(movement.counterpart), amount: -minor },
    ],
    ...(movement.idempotencyKey !== undefined && {
      idempotencyKey: movement.idempotencyKey,
      request: JSON.stringify([movement.kind, accountId, walletType, currency, minor]),
    }),
  });
  if (!result.ok) return result;
  const view: WalletView = { walletType, currency, amount: toMajor(balanceOf(state, wallet, currency, result.transaction), currency) };
  if (!result.replayed) recordEvent(state, { type: 'wallet-changed', accountId, wallet: view }, movement.at);
  return { ...result, wallet: view };
}
