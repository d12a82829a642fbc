/**
 * What the site does with each live-push topic of SPEC §7 (openapi/socket.yaml), in one place:
 *
 * - wallet: the pushed wallet goes straight into the balance query (the header changes at once);
 * - deposit (PAID), withdraw: an order that reached its end moved money: the balance is fetched again;
 * - order: a settled or voided bet changed the balance: fetched again;
 * - coupon: the points, the shop's stock, the coupons and the history are read again (api/coupons);
 *   app/ raises a toast;
 * - notice: the unread badge takes the count it carries, the notices are read again (api/notices);
 * - coupon, activity (the player's) and currencyRate, orderAll, orderRanking (everyone's): the
 *   latest message is kept in the query cache under `livePushQueryKey(topic)` for the screens
 *   that show them (`useLatestPush`); the player's go with a logout like every player query.
 *
 * publicToast is shown by app/ (the toast is UI). The player's topics are listened to only while
 * logged in: the socket carries them only for a token (app/ restarts it on login and logout).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerQuery, queryClient } from '../lib/query/query-client';
import type { TopicData } from '../lib/socket/topics';
import { usePushTopic } from '../lib/socket/use-push-topic';
import { applyWalletUpdate, refreshBalance, useIsLoggedIn } from './player';

/** Topics whose latest message the cache keeps. */
type KeptTopic = 'coupon' | 'activity' | 'currencyRate' | 'orderAll' | 'orderRanking';

const playerKept = new Set<KeptTopic>(['coupon', 'activity']);

/** The site's own key (no call behind it): `['live-push', topic]`. */
export const livePushQueryKey = <T extends KeptTopic>(topic: T) => ['live-push', topic] as const;

/** The options of a kept topic's entry: written by the push only, never fetched. */
function livePushQueryOptions<T extends KeptTopic>(topic: T) {
  const options = queryOptions<TopicData[T]>({
    queryKey: livePushQueryKey(topic),
    // Never called: the entry is only read while enabled is false and written by the push.
    queryFn: () => Promise.reject(new Error(`${topic} comes from the live push only`)),
    enabled: false,
    staleTime: Infinity,
  });
  return playerKept.has(topic) ? playerQuery(options) : options;
}

/**
 * The latest message of a kept topic since the page loaded (or since login, for the player's): how
 * the coming promotions and Q-pon screens read the `coupon` and `activity` pushes (no reader yet).
 */
export function useLatestPush<T extends KeptTopic>(topic: T): TopicData[T] | undefined {
  return useQuery(livePushQueryOptions(topic)).data;
}

/** Order statuses after which the money has moved (or has been given back). */
const settledOrder = new Set(['SUCCESS', 'FAILED', 'CANCELLED']);

/** A money-moving event: fetch the balance again (a failure is reported, the push goes on). */
function refreshBalanceAfter(moved: boolean): void {
  if (!moved) return;
  refreshBalance().catch((error: unknown) => console.error('[push] balance refresh failed', error));
}

/** Writes a kept topic's latest message into the cache. */
const keep =
  <T extends KeptTopic>(topic: T) =>
  (data: TopicData[T]): void => {
    queryClient.setQueryData(livePushQueryOptions(topic).queryKey, data);
  };

/** Subscribes the site to every topic but publicToast; mounted once by app/. */
export function useLiveUpdates(): void {
  const loggedIn = useIsLoggedIn();
  const player = { enabled: loggedIn };

  usePushTopic('wallet', applyWalletUpdate, player);
  // A paid deposit moved money (its wallet push carries the balance; this read confirms it).
  usePushTopic('deposit', (data) => refreshBalanceAfter(data.status === 'PAID'), player);
  usePushTopic('withdraw', (data) => refreshBalanceAfter(settledOrder.has(data.status)), player);
  usePushTopic('order', (data) => refreshBalanceAfter(data.status !== 'UNSETTLED'), player);
  usePushTopic(
    'coupon',
    (data) => {
      keep('coupon')(data);
      // The points area loads with the first push (it is already in for a player in the shop).
      import('./coupons').then((coupons) => coupons.refreshPointsAndCoupons()).catch((error: unknown) => console.error('[push] coupon refresh failed', error));
    },
    player,
  );
  usePushTopic('notice', (data) => void import('./notices').then((notices) => notices.applyNoticePush(data)).catch((error: unknown) => console.error('[push] notice refresh failed', error)), player);
  usePushTopic('activity', keep('activity'), player);
  usePushTopic('currencyRate', keep('currencyRate'));
  usePushTopic('orderAll', keep('orderAll'));
  usePushTopic('orderRanking', keep('orderRanking'));
}
