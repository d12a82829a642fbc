/** The player's level, the progress toward the next one and what every level gives (getLevelProgress). */
import { useQuery } from '@tanstack/react-query';
import { getLevelProgress, type LevelInfo, type LevelProgress } from '#generated/phoenix/account.ts';
import { playerQuery } from '#web/lib/query/query-client.ts';
import { apiQuery } from '#web/api/api-query.ts';

export type { LevelInfo, LevelProgress };

const levelProgressQueryOptions = () =>
  playerQuery(apiQuery({ getLevelProgress }, undefined, { staleTime: 60_000 }));

export const useLevelProgress = () => useQuery(levelProgressQueryOptions());

/** What the next level still needs, in each measure: never below zero. */
export function stillNeeded(target: LevelProgress['deposit']): number | null {
  return target.required === null ? null : Math.max(0, target.required - target.current);
}
