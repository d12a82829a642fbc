import { toMajor } from '#common/money.ts';
import type { LedgerTransaction, TransactionKind, WalletSlice, WalletType } from './state.ts';

/**
 * A player's side of the ledger: one entry per posting to one of their wallets, with the wallet's
 * balance right after it. Balance records (getBalanceRecords) and QA's ledger view (GET
 * /__mock/ledger) both read it, so neither keeps a balance of its own.
 */

interface PlayerEntry {
  transaction: LedgerTransaction;
  walletType: WalletType;
  /** Minor units, signed: into the wallet positive. */
  amount: number;
  /** Minor units: the wallet's balance right after this posting. */
  balanceAfter: number;
}

/** The wallet type of a posting's account when it is one of this player's wallets. */
function ownWallet(account: string, accountId: string): WalletType | undefined {
  const prefix = `player:${accountId}:`;
  if (!account.startsWith(prefix)) return undefined;
  const walletType = account.slice(prefix.length);
  return walletType === 'COMMON' || walletType === 'PROMOTION' ? walletType : undefined;
}

/**
 * The ledger by time. Transactions are appended as they are made, which is time order except for
 * one stamped with an earlier moment (a deposit found paid after the moment it fell due,
 * use-cases/settle-due.ts): it takes its place by its time, later ones keep the order they came in.
 */
function inTimeOrder(transactions: readonly LedgerTransaction[]): readonly LedgerTransaction[] {
  for (let i = 1; i < transactions.length; i++) {
    if (transactions[i]!.at < transactions[i - 1]!.at) return [...transactions].sort((a, b) => a.at - b.at);
  }
  return transactions;
}

/** Every posting to the player's wallets, oldest first by time, with running balances per wallet and currency. */
export function playerEntries(state: WalletSlice, accountId: string): PlayerEntry[] {
  const running = new Map<string, number>();
  const entries: PlayerEntry[] = [];
  for (const transaction of inTimeOrder(state.wallet.transactions)) {
    for (const posting of transaction.postings) {
      const walletType = ownWallet(posting.account, accountId);
      if (!walletType) continue;
      const key = `${walletType}/${transaction.currency}`;
      const balanceAfter = (running.get(key) ?? 0) + posting.amount;
      running.set(key, balanceAfter);
      entries.push({ transaction, walletType, amount: posting.amount, balanceAfter });
    }
  }
  return entries;
}

// --- balance records (SPEC §7 "Balance record query") ------------------------------------------

export type RecordKind = 'deposit' | 'withdrawal' | 'transfer' | 'bet' | 'win' | 'bonus' | 'adjustment' | 'migration' | 'prize';
export type WithdrawalStatus = 'PENDING' | 'PAID' | 'RETURNED';

/** The ledger's kinds as a player reads them: the withdrawal's steps are one kind with a status. */
export const RECORD_KIND: Readonly<Record<TransactionKind, RecordKind>> = {
  opening: 'adjustment',
  adjustment: 'adjustment',
  'legacy-transfer': 'migration',
  deposit: 'deposit',
  'withdrawal-hold': 'withdrawal',
  'withdrawal-release': 'withdrawal',
  'withdrawal-payout': 'withdrawal',
  transfer: 'transfer',
  bet: 'bet',
  win: 'win',
  bonus: 'bonus',
  prize: 'prize',
};

export interface BalanceRecord {
  id: string;
  time: string;
  kind: RecordKind;
  withdrawalStatus: WithdrawalStatus | null;
  walletType: WalletType;
  currency: string;
  amount: number;
  balanceAfter: number;
  ref: string | null;
}

export interface RecordFilter {
  kind?: RecordKind | undefined;
  walletType?: WalletType | undefined;
  currency?: string | undefined;
  /** ISO dates, inclusive, compared with `localDay` of each record's time. */
  from?: string | undefined;
  to?: string | undefined;
  pageNo: number;
  pageSize: number;
}

interface RecordPage {
  pageNo: number;
  pageSize: number;
  total: number;
  records: BalanceRecord[];
}

/**
 * Where each withdrawal stands, by its ref: paid out, given back, or still held. A hold without a
 * ref cannot be followed and stays PENDING.
 */
function withdrawalOutcomes(state: WalletSlice): Map<string, WithdrawalStatus> {
  const outcomes = new Map<string, WithdrawalStatus>();
  for (const transaction of state.wallet.transactions) {
    if (transaction.ref === undefined) continue;
    if (transaction.kind === 'withdrawal-payout') outcomes.set(transaction.ref, 'PAID');
    if (transaction.kind === 'withdrawal-release') outcomes.set(transaction.ref, 'RETURNED');
  }
  return outcomes;
}

function withdrawalStatusOf(kind: TransactionKind, ref: string | undefined, outcomes: Map<string, WithdrawalStatus>): WithdrawalStatus | null {
  switch (kind) {
    case 'withdrawal-hold':
      return (ref !== undefined ? outcomes.get(ref) : undefined) ?? 'PENDING';
    case 'withdrawal-release':
      return 'RETURNED';
    case 'withdrawal-payout':
      return 'PAID';
    default:
      return null;
  }
}

/**
 * One page of the player's records, newest first. `localDay` turns an instant into the ISO date
 * the player reads in their own time zone, which the date range is about.
 */
export function balanceRecords(state: WalletSlice, accountId: string, filter: RecordFilter, localDay: (at: number) => string): RecordPage {
  const outcomes = withdrawalOutcomes(state);
  const kept: BalanceRecord[] = [];
  const entries = playerEntries(state, accountId);
  for (let i = entries.length - 1; i >= 0; i--) {
    const { transaction, walletType, amount, balanceAfter } = entries[i]!;
    const kind = RECORD_KIND[transaction.kind];
    if (filter.kind !== undefined && kind !== filter.kind) continue;
    if (filter.walletType !== undefined && walletType !== filter.walletType) continue;
    if (filter.currency !== undefined && transaction.currency !== filter.currency) continue;
    if (filter.from !== undefined || filter.to !== undefined) {
      const day = localDay(transaction.at);
      if ((filter.from !== undefined && day < filter.from) || (filter.to !== undefined && day > filter.to)) continue;
    }
    const { currency } = transaction;
    kept.push({
      id: `${transaction.id}:${walletType}`,
      time: new Date(transaction.at).toISOString(),
      kind,
      withdrawalStatus: withdrawalStatusOf(transaction.kind, transaction.ref, outcomes),
      walletType,
      currency,
      amount: toMajor(amount, currency),
      balanceAfter: toMajor(balanceAfter, currency),
      ref: transaction.ref ?? null,
    });
  }
  const start = (filter.pageNo - 1) * filter.pageSize;
  return { pageNo: filter.pageNo, pageSize: filter.pageSize, total: kept.length, records: kept.slice(start, start + filter.pageSize) };
}
