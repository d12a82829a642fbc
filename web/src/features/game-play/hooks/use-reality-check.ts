import { useState } from 'react';
import { useSelfControl } from '#web/api/self-control.ts';

/**
 * The reality check at the interval the player chose (responsible gaming, 10-240 minutes): due
 * each time the time played passes the next mark; "continue" sets the next mark one interval
 * after the time it was answered. No interval set, no check.
 */
export function useRealityCheck(elapsedMs: number): { due: boolean; acknowledge: () => void } {
  const minutes = useSelfControl().data?.realityCheck?.minutes;
  const intervalMs = minutes ? minutes * 60_000 : undefined;
  const [nextAtMs, setNextAtMs] = useState<number | undefined>(undefined);
  const mark = nextAtMs ?? intervalMs;
  const due = mark !== undefined && elapsedMs >= mark;
  const acknowledge = () => {
    if (intervalMs !== undefined) setNextAtMs(elapsedMs + intervalMs);
  };
  return { due, acknowledge };
}
