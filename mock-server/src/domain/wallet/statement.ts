import type { PointsKind, PointsSlice } from '../points/state.ts';
import { playerEntries, RECORD_KIND, type RecordKind } from './records.ts';
import type { WalletSlice, WalletType } from './state.ts';

/**
 * The monthly statement: every movement of a month in the player's time zone,
 * money from the ledger (deposits, withdrawals, stakes, wins, bonuses, ...) and points from the
 * points ledger, with each wallet's and the points' balance at the month's start and end and the
 * totals per kind. Computed on every read from the raw entries; nothing is stored. Amounts here
 * are minor units (the route turns them into the currency's major units).
 */

export interface StatementMoneyLine {
  id: string;
  at: number;
  kind: RecordKind;
  walletType: WalletType;
  currency: string;
  amount: number;
  balanceAfter: number;
  ref: string | null;
}

export interface StatementPointsLine {
  id: string;
  at: number;
  kind: PointsKind;
  points: number;
  balanceAfter: number;
}

export interface StatementWallet {
  walletType: WalletType;
  currency: string;
  opening: number;
  closing: number;
  /** Per kind: what came in (positive) and went out (negative, as a negative sum). */
  byKind: { kind: RecordKind; credits: number; debits: number }[];
}

export interface Statement {
  money: StatementMoneyLine[];
  wallets: StatementWallet[];
  points: StatementPointsLine[];
  pointsTotals: { opening: number; closing: number; credits: number; debits: number };
}

/** The month (YYYY-MM) an instant falls in, in the player's time zone. */
const monthOf = (localDay: (at: number) => string, at: number) => localDay(at).slice(0, 7);

export function monthlyStatement(state: WalletSlice & PointsSlice, accountId: string, month: string, localDay: (at: number) => string): Statement {
  const money: StatementMoneyLine[] = [];
  const wallets = new Map<string, StatementWallet>();
  const walletOf = (walletType: WalletType, currency: string) => {
    const key = `${walletType}/${currency}`;
    let wallet = wallets.get(key);
    if (!wallet) wallets.set(key, (wallet = { walletType, currency, opening: 0, closing: 0, byKind: [] }));
    return wallet;
  };
  for (const { transaction, walletType, amount, balanceAfter } of playerEntries(state, accountId)) {
    const entryMonth = monthOf(localDay, transaction.at);
    if (entryMonth > month) continue;
    const wallet = walletOf(walletType, transaction.currency);
    if (entryMonth < month) {
      wallet.opening = balanceAfter;
      wallet.closing = balanceAfter;
      continue;
    }
    wallet.closing = balanceAfter;
    const kind = RECORD_KIND[transaction.kind];
    let total = wallet.byKind.find((byKind) => byKind.kind === kind);
    if (!total) wallet.byKind.push((total = { kind, credits: 0, debits: 0 }));
    if (amount > 0) total.credits += amount;
    else total.debits += amount;
    money.push({ id: `${transaction.id}:${walletType}`, at: transaction.at, kind, walletType, currency: transaction.currency, amount, balanceAfter, ref: transaction.ref ?? null });
  }

  const points: StatementPointsLine[] = [];
  const pointsTotals = { opening: 0, closing: 0, credits: 0, debits: 0 };
  const own = state.points.entries.filter((entry) => entry.accountId === accountId).sort((a, b) => a.at - b.at);
  let running = 0;
  for (const entry of own) {
    const entryMonth = monthOf(localDay, entry.at);
    if (entryMonth > month) break;
    running += entry.points;
    if (entryMonth < month) {
      pointsTotals.opening = running;
      continue;
    }
    if (entry.points > 0) pointsTotals.credits += entry.points;
    else pointsTotals.debits += entry.points;
    points.push({ id: entry.id, at: entry.at, kind: entry.kind, points: entry.points, balanceAfter: running });
  }
  pointsTotals.closing = running;
  return { money, wallets: [...wallets.values()], points, pointsTotals };
}
