/**
 * The promotions page's calls (openapi/phoenix/promotions.yaml, openapi/throne/activity.yaml): what is
 * on offer to the player, claims and their history, tasks, bonus codes, free spins, and release
 * and give-up of a bonus. The bonuses themselves and the public promotions list are the shared
 * tier's (api/bonuses.ts: the header wallet, the game frame and the welcome dialog read them too).
 * Every change invalidates this area's reads and the bonuses; one that answers the wallets writes
 * them into the balance at once (the `wallet` pushes say the same a moment later).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  applyTask,
  checkTaskDisplay,
  claimPromotion,
  declinePromotion,
  getBonusCouponPage,
  getBonusRequests,
  getBonusConfig,
  getForfeitPreview,
  getPromotionHistory,
  giveUpBonus,
  releaseBonus,
  revertPromotion,
  type CouponPageQuery,
  type PromotionHistoryQuery,
} from '#generated/phoenix/promotions.ts';
import { applyActivity, getFreeSpins, prequeryBonusCode, redeemBonusCode, type ActivityApplyRequest } from '#generated/throne/activity.ts';
import { promotionsQueryOptions, refreshBonuses } from '#web/api/bonuses.ts';
import { dataOf } from '#web/api/data-of.ts';
import { balanceQueryOptions, type Wallet, useIsLoggedIn, usePlayerPages } from '#web/api/player.ts';
import { playerQuery, queryClient } from '#web/lib/query/query-client.ts';

export type { BonusCodePreview, FreeSpin } from '#generated/throne/activity.ts';
export type {
  BonusConfig,
  BonusCodeOffer,
  BonusCoupon,
  BonusRequestsResponseData as BonusRequests,
  EligibilityProblem,
  ForfeitPreview,
  LoginBonusRequest,
  PromotionClaim,
  PromotionTask,
} from '#generated/phoenix/promotions.ts';
import { apiKey, apiQuery } from '#web/api/api-query.ts';

/** bonus_config: the rules every bonus follows (public; they change with a release, not a session). */
export const bonusConfigQueryOptions = () =>
  apiQuery({ getBonusConfig }, undefined, { silent: true, staleTime: 10 * 60_000 });

export function useBonusConfig() {
  return useQuery(bonusConfigQueryOptions());
}

/** What is on offer now: today's login bonus and the timed bonus-code offer (SPEC §4), on the server's clock. */
export const bonusRequestsQueryOptions = () =>
  playerQuery(apiQuery({ getBonusRequests }, undefined, { silent: true, staleTime: 0 }));

export function useBonusRequests(enabled = true) {
  return useQuery({ ...bonusRequestsQueryOptions(), enabled: useIsLoggedIn() && enabled });
}

export function usePromotions() {
  return useQuery(promotionsQueryOptions(useIsLoggedIn()));
}

export function usePromotionHistory(query: PromotionHistoryQuery) {
  return usePlayerPages(playerQuery(apiQuery({ getPromotionHistory }, query, { silent: true })));
}

export function useCoupons(query: CouponPageQuery) {
  return usePlayerPages(playerQuery(apiQuery({ getBonusCouponPage }, query, { silent: true })));
}

export function useTasks() {
  return useQuery({
    ...playerQuery(apiQuery({ checkTaskDisplay }, undefined, { silent: true })),
    enabled: useIsLoggedIn(),
  });
}

export function useFreeSpins() {
  return useQuery({
    ...playerQuery(apiQuery({ getFreeSpins }, undefined, { silent: true })),
    enabled: useIsLoggedIn(),
  });
}

/**
 * The forfeit preview: read afresh each time the give-up dialog opens (play moves it: the entry is
 * dropped as the dialog closes), and kept while it is open, so the amount shown is the one sent.
 */
export function useForfeitPreview(bonusId: string | null) {
  return useQuery({
    ...playerQuery(apiQuery({ getForfeitPreview }, { bonusId: bonusId ?? '' }, { silent: true, staleTime: Infinity, gcTime: 0 })),
    enabled: bonusId !== null,
  });
}

/** After any change: this area's reads, the bonuses and the promotions list again; the wallets when answered. */
async function changed(wallets?: Wallet[]): Promise<void> {
  if (wallets) queryClient.setQueryData(balanceQueryOptions().queryKey, wallets);
  const keys = [
    apiKey('getBonusRequests'),
    apiKey('getPromotionHistory'),
    apiKey('getBonusCouponPage'),
    apiKey('checkTaskDisplay'),
    apiKey('getFreeSpins'),
    apiKey('getPromotions'),
    apiKey('getBonuses'),
  ];
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  await refreshBonuses();
}

type Answer<Result> = Promise<{ code: number; msg: string; data: Result }>;
const silent = { silent: true } as const;

/**
 * A change of this area: the call, silent (each refusal is shown by the caller, most next to the
 * button that caused it), then `changed`, with the wallets from the answer of a change that moves
 * money (`walletsOf`).
 */
function useChange<Variables, Result>(call: (variables: Variables) => Answer<Result>, walletsOf: (result: Result) => Wallet[] | undefined = () => undefined) {
  return useMutation({
    mutationFn: async (variables: Variables) => dataOf(await call(variables)),
    onSuccess: (result) => changed(walletsOf(result)),
  });
}

const answered = (result: { wallets: Wallet[] }) => result.wallets;

export const useClaimPromotion = () => useChange((promotionId: string) => claimPromotion({ promotionId }, silent), answered);
export const useDeclinePromotion = () => useChange((promotionId: string) => declinePromotion({ promotionId }, silent));
export const useRevertClaim = () => useChange((claimId: string) => revertPromotion({ claimId }, silent), answered);
export const useReleaseBonus = () => useChange((bonusId: string) => releaseBonus({ bonusId }, silent), answered);
export const useGiveUpBonus = () => useChange((request: { bonusId: string; expectedForfeit: number }) => giveUpBonus(request, silent), answered);
export const useApplyTask = () => useChange((taskId: string) => applyTask({ taskId }, silent));
/** The login bonus claimed, or an offered code revealed. */
export const useApplyActivity = () => useChange((request: ActivityApplyRequest) => applyActivity(request, silent));

/** What a code gives (a read, asked when the player checks the code they typed). */
export function usePrequeryCode() {
  return useMutation({ mutationFn: async (code: string) => dataOf(await prequeryBonusCode({ code }, { silent: true })) });
}

export function useRedeemCode() {
  return useMutation({
    mutationFn: async (code: string) => dataOf(await redeemBonusCode({ code }, { silent: true })),
    onSuccess: (result) => changed(result.wallets),
  });
}
