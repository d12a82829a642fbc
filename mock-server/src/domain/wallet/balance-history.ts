import { toMajor } from '#common/money.ts';
import type { LedgerAccount, LedgerTransaction } from './state.ts';

/**
 * The balance over time of one wallet: per day of a window, the balance at the
 * day's open and close and the day's net, folded from the ledger's postings on every read. Nothing
 * is stored, so the figures cannot drift from the ledger (the property test recomputes them).
 */

export interface BalanceDay {
  /** YYYY-MM-DD in the player's time zone. */
  date: string;
  /** Major units. */
  opening: number;
  closing: number;
  /** closing - opening: what the day's movements added up to. */
  net: number;
  /** How many ledger movements touched the wallet that day. */
  movements: number;
}

export interface BalanceHistory {
  opening: number;
  closing: number;
  days: BalanceDay[];
}

const DAY_MS = 86_400_000;
/** Every calendar day from `from` to `to`, both included (ISO dates count in UTC, so no zone shifts them). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** What `transaction` moved into (positive) or out of `wallet`, in minor units. */
const changeOf = (transaction: LedgerTransaction, wallet: LedgerAccount) => transaction.postings.reduce((sum, posting) => (posting.account === wallet ? sum + posting.amount : sum), 0);

/**
 * The wallet's balance per day from `from` to `to` (the player's local days): movements before
 * the window make the opening balance, every day of the window has an entry (a quiet day keeps
 * the balance), and movements after it are left out.
 */
export function balanceHistory(
  transactions: readonly LedgerTransaction[],
  wallet: LedgerAccount,
  currency: string,
  window: { from: string; to: string },
  localDay: (at: number) => string,
): BalanceHistory {
  let before = 0;
  const byDay = new Map<string, { change: number; movements: number }>();
  for (const transaction of transactions) {
    if (transaction.currency !== currency || !transaction.postings.some((posting) => posting.account === wallet)) continue;
    const change = changeOf(transaction, wallet);
    const day = localDay(transaction.at);
    if (day < window.from) before += change;
    else if (day <= window.to) {
      const entry = byDay.get(day) ?? { change: 0, movements: 0 };
      byDay.set(day, { change: entry.change + change, movements: entry.movements + 1 });
    }
  }
  let balance = before;
  const days = daysOf(window.from, window.to).map((date) => {
    const entry = byDay.get(date) ?? { change: 0, movements: 0 };
    const opening = balance;
    balance += entry.change;
    return { date, opening: toMajor(opening, currency), closing: toMajor(balance, currency), net: toMajor(entry.change, currency), movements: entry.movements };
  });
  return { opening: toMajor(before, currency), closing: toMajor(balance, currency), days };
}
