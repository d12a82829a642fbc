/**
 * Responsible gaming (SPEC §7 info/selfControl), shared by the responsible-gaming page and the
 * one-tap 24 h lock in the header's account menu. The settings travel with the player
 * (getUserInfo's `selfControl`); a change answers the settings now, which are written into the
 * player's cache entry so every reader (the page, the menu) follows without another request.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { setSelfControl, type SelfControl, type SelfControlRequest } from '#generated/phoenix/account.ts';
import { queryClient } from '../lib/query/query-client';
import { useUserStore } from '../stores/user';
import { dataOf } from './data-of';
import { playerQueryOptions } from './player';

export type { SelfControl, SelfControlRequest };

/** The cooling-off the one-tap lock takes: 24 hours (SPEC's shortest break). */
export const QUICK_LOCK: SelfControlRequest = { type: 'COOLING_OFF', days: 1 };

/** Sends a change; the caller shows a refusal itself (silent), the cache gets the settings the server answered. */
async function changeSelfControl(request: SelfControlRequest): Promise<SelfControl> {
  const settings = dataOf(await setSelfControl(request, { silent: true }));
  queryClient.setQueryData(playerQueryOptions().queryKey, (player) => (player ? { ...player, selfControl: settings } : player));
  return settings;
}

export function useChangeSelfControl() {
  return useMutation({ mutationFn: changeSelfControl });
}

/**
 * The settings as the server has them now. Pending changes apply on the server's clock, so the
 * page that shows them reads the player afresh when it opens (the session's copy may be a day old).
 */
export function useSelfControl() {
  const hasSession = useUserStore((state) => state.webToken !== null);
  const query = useQuery({ ...playerQueryOptions(), refetchOnMount: 'always', enabled: hasSession });
  return { ...query, data: query.data?.selfControl };
}

/** The break running now (cooling-off or self-exclusion) and until when; permanent has no end. */
export function runningBreak(control: SelfControl | undefined): { type: 'COOLING_OFF' | 'SELF_EXCLUSION'; until: string | null } | null {
  if (!control) return null;
  if (control.selfExclusionPermanent) return { type: 'SELF_EXCLUSION', until: null };
  if (control.selfExclusionUntil) return { type: 'SELF_EXCLUSION', until: control.selfExclusionUntil };
  if (control.coolingOffUntil) return { type: 'COOLING_OFF', until: control.coolingOffUntil };
  return null;
}
