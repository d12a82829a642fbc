import type { Jackpot } from '../api/games';

/** A jackpot's amount at `now`: the server's reading plus its growth since (whole yen). */
export function jackpotAmountAt(jackpot: Jackpot, now: number): number {
  const seconds = Math.max(0, (now - Date.parse(jackpot.at)) / 1000);
  return Math.floor(jackpot.amount + jackpot.growthPerSecond * seconds);
}
