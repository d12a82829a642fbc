/**
 * The daily lottery (openapi/phoenix/competitions.yaml): its rules and draws are open to
 * visitors; the player's tickets and entries are theirs. An entry spends a ticket on the numbers
 * the player picked, with a request id so a retry counts once.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  enterLottery,
  getLottery,
  getLotteryTickets,
  type Lottery,
  type LotteryDraw,
  type LotteryEntry,
  type LotteryTickets,
} from '#generated/phoenix/competitions.ts';
import { dataOf } from '#web/api/data-of.ts';
import { playerQuery, queryClient } from '#web/lib/query/query-client.ts';
import { apiQuery } from '#web/api/api-query.ts';

export type { Lottery, LotteryDraw, LotteryEntry, LotteryTickets };

export const lotteryQueryOptions = () =>
  apiQuery({ getLottery }, undefined, { silent: true, staleTime: 30_000 });

export const lotteryTicketsQueryOptions = () =>
  playerQuery(apiQuery({ getLotteryTickets }, undefined, { silent: true, staleTime: 30_000 }));

export const useLottery = () => useQuery(lotteryQueryOptions());
export const useLotteryTickets = (enabled: boolean) => useQuery({ ...lotteryTicketsQueryOptions(), enabled });

/** A request id for one entry: the same id on a retry, so the server counts it once. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function useEnterLottery() {
  return useMutation({
    mutationFn: (entry: { drawId: string; numbers: number[]; requestId: string }) => enterLottery(entry).then(dataOf),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: lotteryTicketsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: lotteryQueryOptions().queryKey });
    },
  });
}

/** Draws `pick` different numbers in 1..max, in the browser: the player's own quick pick. */
export function quickPick(pick: number, max: number): number[] {
  const picked = new Set<number>();
  const random = new Uint32Array(1);
  while (picked.size < pick) {
    crypto.getRandomValues(random);
    picked.add((random[0]! % max) + 1);
  }
  return [...picked].sort((a, b) => a - b);
}
