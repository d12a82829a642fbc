/**
 * After a coupon or the points changed (an exchange, a coupon used, the `coupon` push for a change
 * made elsewhere): the points, the goods' stock, the coupons and the points history are read
 * again. In the shared tier because the push (api/live-updates) and the Q-pon shop both ask for
 * it; the push reaches it by a dynamic import, so the points area stays out of the first download.
 */
import { queryClient } from '../lib/query/query-client';
import { apiKey } from './api-query';

export async function refreshPointsAndCoupons(): Promise<void> {
  const keys = [apiKey('getCustomerPoints'), apiKey('getPointsGoods'), apiKey('getCoupons'), apiKey('getPointsRecords')];
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
