/**
 * The Q-pon shop's calls (SPEC §7 "Points: goods, modules, customer points, exchange, record") and
 * the coupons exchanges give. All of them are the player's. An exchange or a used coupon changes
 * the points, the stock, the coupons and the history: the mutations refresh all of them, and the
 * `coupon` push does the same for a change made elsewhere (api/live-updates, api/coupons).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  exchangePoints,
  getCoupons,
  getCustomerPoints,
  getPointsGoods,
  getPointsModules,
  getPointsRecords,
  redeemCoupon,
  type CouponQuery,
  type PointsRecordQuery,
} from '#generated/phoenix/points.ts';
import { refreshPointsAndCoupons } from '#web/api/coupons.ts';
import { dataOf } from '#web/api/data-of.ts';
import { useIsLoggedIn, usePlayerPages } from '#web/api/player.ts';
import { playerQuery } from '#web/lib/query/query-client.ts';
import { apiQuery } from '#web/api/api-query.ts';

export type { Coupon, CouponKind, CouponStatus, CouponValue, CustomerPoints, PointsGoods, PointsModule, PointsRecord, PointsRecordKind } from '#generated/phoenix/points.ts';
export { PointsRecordKind as PointsRecordKinds } from '#generated/phoenix/points.ts';

// Points and stock move with every exchange anywhere: a short freshness, and the push refreshes.
const staleTime = 10_000;

export const modulesQueryOptions = () =>
  playerQuery(apiQuery({ getPointsModules }, undefined, { staleTime: 5 * 60_000 }));

export const goodsQueryOptions = () => playerQuery(apiQuery({ getPointsGoods }, undefined, { staleTime }));

export const customerPointsQueryOptions = () =>
  playerQuery(apiQuery({ getCustomerPoints }, undefined, { staleTime }));

const recordsQueryOptions = (query: PointsRecordQuery) =>
  playerQuery(apiQuery({ getPointsRecords }, query, { staleTime }));

const couponsQueryOptions = (query: CouponQuery) =>
  playerQuery(apiQuery({ getCoupons }, query, { staleTime }));

export function useShop() {
  const loggedIn = useIsLoggedIn();
  return {
    modules: useQuery({ ...modulesQueryOptions(), enabled: loggedIn }),
    goods: useQuery({ ...goodsQueryOptions(), enabled: loggedIn }),
  };
}

export function useCustomerPoints() {
  return useQuery({ ...customerPointsQueryOptions(), enabled: useIsLoggedIn() });
}

/** A page of the points history; the last page stays on screen while the next loads. */
export function usePointsRecords(query: PointsRecordQuery, enabled = true) {
  return usePlayerPages(recordsQueryOptions(query), enabled);
}

export function useCoupons(query: CouponQuery) {
  return useQuery({ ...couponsQueryOptions(query), enabled: useIsLoggedIn() });
}

/** exchangePoints: the page shows a refusal itself (silent); success refreshes points, stock, coupons and history. */
export function useExchange() {
  return useMutation({
    mutationFn: async (request: { goodsId: string; idempotencyKey: string }) => dataOf(await exchangePoints(request, { silent: true })),
    onSettled: () => refreshPointsAndCoupons(),
  });
}

/** redeemCoupon: the coupon's reward; the balance follows by the `wallet` push when it is cash. */
export function useRedeemCoupon() {
  return useMutation({
    mutationFn: async (couponId: string) => dataOf(await redeemCoupon({ couponId }, { silent: true })),
    onSettled: () => refreshPointsAndCoupons(),
  });
}
