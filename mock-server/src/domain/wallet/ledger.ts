import type { HouseAccount, LedgerAccount, LedgerTransaction, WalletSlice, WalletType } from './state.ts';

/**
 * The double-entry ledger: the only way money moves. A transaction's postings sum to zero, so
 * money is never made or lost, only moved; a player's wallet never goes below zero (the house's
 * accounts may: they stand for the world outside); an idempotency key makes a retried call count
 * once and answer what the first one did.
 */

export const playerAccount = (accountId: string, walletType: WalletType): LedgerAccount => `player:${accountId}:${walletType}`;
export const houseAccount = (name: HouseAccount): LedgerAccount => `house:${name}`;
const isPlayerAccount = (account: LedgerAccount) => account.startsWith('player:');

/** A transaction before the ledger numbers it. */
type TransactionDraft = Omit<LedgerTransaction, 'id'>;

export type PostResult =
  | { ok: true; transaction: LedgerTransaction; replayed: boolean }
  | { ok: false; reason: 'unbalanced' | 'not-minor-units' | 'insufficient-funds' | 'idempotency-conflict' };

/**
 * Sums of the postings per account and currency, folded in as transactions are appended: a memo
 * of the ledger, not a second record of it. It lives outside the session state (keyed by the
 * transactions array, which is append-only and replaced on reset or copy), so the state holds
 * entries only; without it every movement re-read the whole ledger, and adjustments per second
 * fell as the ledger grew (the ledger bench).
 */
interface Sums {
  folded: number;
  byAccount: Map<string, number>;
}
const sumsByLedger = new WeakMap<LedgerTransaction[], Sums>();
const sumKey = (account: LedgerAccount, currency: string) => `${account}|${currency}`;

function sumsOf(state: WalletSlice): Map<string, number> {
  const { transactions } = state.wallet;
  let sums = sumsByLedger.get(transactions);
  if (!sums) sumsByLedger.set(transactions, (sums = { folded: 0, byAccount: new Map() }));
  for (; sums.folded < transactions.length; sums.folded++) {
    const transaction = transactions[sums.folded]!;
    for (const posting of transaction.postings) {
      const key = sumKey(posting.account, transaction.currency);
      sums.byAccount.set(key, (sums.byAccount.get(key) ?? 0) + posting.amount);
    }
  }
  return sums.byAccount;
}

/** The balance of an account in a currency, in minor units: the sum of its postings, up to and including `through` if given. */
export function balanceOf(state: WalletSlice, account: LedgerAccount, currency: string, through?: LedgerTransaction): number {
  if (through === undefined || through === state.wallet.transactions.at(-1)) return sumsOf(state).get(sumKey(account, currency)) ?? 0;
  let balance = 0;
  for (const transaction of state.wallet.transactions) {
    if (transaction.currency === currency) for (const posting of transaction.postings) if (posting.account === account) balance += posting.amount;
    if (transaction === through) break;
  }
  return balance;
}

/** The sum over every account in a currency: zero, always (the property tests hold the ledger to it). */
export function netOf(state: WalletSlice, currency: string): number {
  let net = 0;
  for (const transaction of state.wallet.transactions) if (transaction.currency === currency) for (const posting of transaction.postings) net += posting.amount;
  return net;
}

export function transactionByKey(state: WalletSlice, idempotencyKey: string): LedgerTransaction | undefined {
  const id = Object.hasOwn(state.wallet.byIdempotencyKey, idempotencyKey) ? state.wallet.byIdempotencyKey[idempotencyKey] : undefined;
  if (id === undefined) return undefined;
  // post() numbers transactions tx-1, tx-2, ... in the order it appends them: the id is the position.
  const at = state.wallet.transactions[Number(id.slice(3)) - 1];
  return at?.id === id ? at : state.wallet.transactions.find((t) => t.id === id);
}

/**
 * Records a balanced transaction, or refuses it whole. With a key already used: the first
 * transaction again (`replayed`) when the request is the same, a conflict when it is not.
 * A refused transaction leaves the key unused, so a retry after the cause is fixed can go through.
 */
export function post(state: WalletSlice, draft: TransactionDraft): PostResult {
  if (draft.idempotencyKey !== undefined) {
    const first = transactionByKey(state, draft.idempotencyKey);
    if (first) return first.request === draft.request ? { ok: true, transaction: first, replayed: true } : { ok: false, reason: 'idempotency-conflict' };
  }
  if (draft.postings.some((p) => !Number.isSafeInteger(p.amount) || p.amount === 0)) return { ok: false, reason: 'not-minor-units' };
  if (draft.postings.length < 2 || draft.postings.reduce((sum, p) => sum + p.amount, 0) !== 0) return { ok: false, reason: 'unbalanced' };
  for (const posting of draft.postings) {
    if (isPlayerAccount(posting.account) && balanceOf(state, posting.account, draft.currency) + posting.amount < 0) return { ok: false, reason: 'insufficient-funds' };
  }
  const transaction: LedgerTransaction = {
    id: `tx-${state.wallet.nextTransaction++}`,
    kind: draft.kind,
    currency: draft.currency,
    at: draft.at,
    postings: draft.postings.map((p) => ({ ...p })),
    ...(draft.ref !== undefined && { ref: draft.ref }),
    ...(draft.idempotencyKey !== undefined && { idempotencyKey: draft.idempotencyKey }),
    ...(draft.ref !== undefined && { ref: draft.ref }),
    ...(draft.request !== undefined && { request: draft.request }),
  };
  state.wallet.transactions.push(transaction);
  if (draft.idempotencyKey !== undefined) state.wallet.byIdempotencyKey[draft.idempotencyKey] = transaction.id;
  return { ok: true, transaction, replayed: false };
}
