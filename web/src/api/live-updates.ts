/**
 * What the site does with each live-push topic of SPEC §7 (openapi/socket.yaml), in one place:
 *
 * - wallet: the pushed wallet goes straight into the balance query (the header changes at once);
 * - deposit (PAID), withdraw: an order that reached its end moved money: the balance is fetched again;
 * - order: a settled or voided bet changed the balance: fetched again;
 * - coupon: the points, the shop's stock, the coupons and the history are read again (api/coupons);
 *   app/ raises a toast;
 * - notice: the unread badge takes the count it carries, the notices are read again (api/notices);
 * - activity and currencyRate are listened to where they are shown: the player's bonuses
 *   (api/bonuses) and the rates page (features/wallet);
 * - orderAll and orderRanking are listened to where they are shown, not here: the wins ticker
 *   (home and the lobbies, unless the player quieted it) and a tournament's page, which watches
 *   its own tournament (features/competitions).
 *
 * - chat: what the support desk did in the conversation this device is in goes into its cache
 *   entry (api/chat): the chat widget and the contact button's unread count follow.
 *
 * publicToast is shown by app/ (the toast is UI). The player's topics are listened to only while
 * logged in: the socket carries them only for a token (app/ restarts it on login and logout).
 */
import { usePushTopic } from '../lib/socket/use-push-topic';
import { applyWalletUpdate, refreshBalance, useIsLoggedIn } from './player';
import { applyChatPush } from './chat';
import { chatAccess, useChatAccess } from '../lib/chat/chat-access';

/** Order statuses after which the money has moved (or has been given back). */
const settledOrder = new Set(['SUCCESS', 'FAILED', 'CANCELLED']);

/** A money-moving event: fetch the balance again (a failure is reported, the push goes on). */
function refreshBalanceAfter(moved: boolean): void {
  if (!moved) return;
  refreshBalance().catch((error: unknown) => console.error('[push] balance refresh failed', error));
}

/** Subscribes the site to every site-wide topic but publicToast; mounted once by app/. */
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
    // The points area loads with the first push (it is already in for a player in the shop).
    () => void import('./coupons').then((coupons) => coupons.refreshPointsAndCoupons()).catch((error: unknown) => console.error('[push] coupon refresh failed', error)),
    player,
  );
  usePushTopic('notice', (data) => void import('./notices').then((notices) => notices.applyNoticePush(data)).catch((error: unknown) => console.error('[push] notice refresh failed', error)), player);
  // A visitor's socket names the conversation's key (app/ restarts it when a chat starts).
  const inChat = useChatAccess((state) => state.access !== null);
  usePushTopic('chat', (data) => applyChatPush(chatAccess(), data), { enabled: inChat });
}
