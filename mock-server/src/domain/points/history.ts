import { entriesOf } from './ledger.ts';
import type { PointsEntry, PointsKind, PointsSlice } from './state.ts';

export interface PointsHistoryFilter {
  kind?: PointsKind;
  from?: string;
  to?: string;
}

export interface PointsHistoryItem {
  entry: PointsEntry;
  /** The balance right after the entry, summed in time order (an expiry found late keeps its place). */
  balanceAfter: number;
}

/** The player's entries, newest first, each with the running balance; `localDay` turns a time into the player's date. */
export function pointsHistory(state: PointsSlice, accountId: string, filter: PointsHistoryFilter, localDay: (at: number) => string): PointsHistoryItem[] {
  const inTime = entriesOf(state, accountId).sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
  let balance = 0;
  const items = inTime.map((entry) => ({ entry, balanceAfter: (balance += entry.points) }));
  return items
    .filter(({ entry }) => {
      if (filter.kind !== undefined && entry.kind !== filter.kind) return false;
      if (filter.from === undefined && filter.to === undefined) return true;
      const day = localDay(entry.at);
      return (filter.from === undefined || day >= filter.from) && (filter.to === undefined || day <= filter.to);
    })
    .reverse();
}
