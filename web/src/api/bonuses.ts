/**
 * The player's bonuses (the bonus ledger, openapi/phoenix/promotions.yaml getBonuses), shared by
 * the promotions page, the header wallet (the PROMOTION balance with its wagering), the game frame
 * and the transfer page (what may leave PROMOTION), and the public promotions list, which the
 * welcome dialog reads too. Wagering moves with every settled bet, so a reader listens to the
 * `wallet` push (each bet moves a wallet) and the `activity` push (a bonus granted, released,
 * forfeited or expired) and reads the bonuses again.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getBonuses, getPromotions, type Bonus, type BonusSummary, type Promotion } from '#generated/phoenix/promotions.ts';
import { queryActivityConstant } from '#generated/throne/activity.ts';
import { playerQuery, queryClient } from '../lib/query/query-client';
import { usePushTopic } from '../lib/socket/use-push-topic';
import { useIsLoggedIn } from './player';
import { apiQuery } from './api-query';

export type { Bonus, BonusSummary, Promotion };

/** getBonuses: the player's bonuses (active first) and what they lock of PROMOTION. */
export const bonusesQueryOptions = () =>
  playerQuery(apiQuery({ getBonuses }, undefined, { silent: true, staleTime: 30_000 }));

/** Reads every bonus the player holds again (after a claim, a release, a give-up, a push). */
export function refreshBonuses(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: bonusesQueryOptions().queryKey });
}

/** The player's bonuses while logged in, kept current by the pushes that change them. */
export function useBonuses(enabled = true) {
  const loggedIn = useIsLoggedIn();
  const on = loggedIn && enabled;
  const refresh = useCallback(() => void refreshBonuses(), []);
  usePushTopic('wallet', refresh, { enabled: on });
  usePushTopic('activity', refresh, { enabled: on });
  return useQuery({ ...bonusesQueryOptions(), enabled: on });
}

/** The wagering of the active bonuses together, for a glance (header, game frame); undefined without any. */
export function useWagering(enabled = true): BonusSummary | undefined {
  const summary = useBonuses(enabled).data?.summary;
  return summary && summary.active > 0 ? summary : undefined;
}

/** getPromotions: public (visitors see them; a player's carry their eligibility), in the request's language. */
export const promotionsQueryOptions = (loggedIn: boolean) =>
  // The player's view differs from a visitor's: one entry each (logout removes nothing public).
  apiQuery({ getPromotions }, undefined, { silent: true, staleTime: 60_000, viewer: loggedIn ? 'player' : 'visitor' });

/** queryActivityConstant: SPEC §9's timers and what the offers give. */
export const activityConstantsQueryOptions = () =>
  apiQuery({ queryActivityConstant }, undefined, { silent: true, staleTime: Infinity });
