/**
 * The pachislot data counter (getSlotCounter): per pachislot machine the player played
 * on a day, what a hall's counter shows (spins, BB and RB with their odds, spins since the bonus,
 * 差枚, the yen net) and the slump graph. Read by the account centre's counter page and the game
 * frame's compact counter; the server computes it from the bets on every read, and a spin moves
 * the wallet, so a `wallet` push is when it changes (invalidateSlotCounter).
 */

import { getSlotCounter, type SlotCounterQuery } from '#generated/throne/play-records.ts';
import { playerQuery, queryClient } from '../lib/query/query-client';
import { usePlayerPages } from './player';
import { apiKey, apiQuery } from './api-query';

export type { SlotCounterFigures, SlotCounterResponseData as SlotCounter, SlotCounterSession, SlotMachineCounter, SlumpPoint } from '#generated/throne/play-records.ts';

const slotCounterQueryOptions = (query: SlotCounterQuery) =>
  playerQuery(apiQuery({ getSlotCounter }, query, { staleTime: 10_000 }));

/** The counters of `query`'s day (the server's today when left out), or of one machine; another day keeps the last on screen until it arrives. */
export function useSlotCounter(query: SlotCounterQuery, enabled = true) {
  return usePlayerPages(slotCounterQueryOptions(query), enabled);
}

/** Stale after a spin. */
export const invalidateSlotCounter = () => queryClient.invalidateQueries({ queryKey: apiKey('getSlotCounter') });
