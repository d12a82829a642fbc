import { createHash } from 'node:crypto';
import { recordEvent, type EventsSlice } from '../events/events.ts';
import { DAY_MS } from '../points/ledger.ts';
import type { Coupon, Exchange, Goods, ShopSlice } from './state.ts';

/** What an exchange or a use of a coupon checks about a good or a coupon, before anything moves. */

export const findGoods = (state: ShopSlice, goodsId: string): Goods | undefined => state.shop.goods.find((goods) => goods.goodsId === goodsId);

/** Everything ever stocked, less every exchange of it. */
export function stockOf(state: ShopSlice, goods: Goods): number {
  const stocked = goods.restocks.reduce((sum, restock) => sum + restock.quantity, 0);
  return stocked - state.shop.exchanges.filter((exchange) => exchange.goodsId === goods.goodsId).length;
}

export const exchangedBy = (state: ShopSlice, goodsId: string, accountId: string): number =>
  state.shop.exchanges.filter((exchange) => exchange.goodsId === goodsId && exchange.accountId === accountId).length;

export const isOnSale = (goods: Goods, now: number): boolean => goods.saleStartsAt <= now && (goods.saleEndsAt === null || now < goods.saleEndsAt);

/** Goods whose sale has not ended, module by module in the shop's order. */
export function goodsForSale(state: ShopSlice, now: number, moduleId?: string): Goods[] {
  const order = new Map(state.shop.modules.map((module, index) => [module.moduleId, index]));
  return state.shop.goods
    .filter((goods) => (goods.saleEndsAt === null || now < goods.saleEndsAt) && (moduleId === undefined || goods.moduleId === moduleId))
    .map((goods, index) => ({ goods, index }))
    .sort((a, b) => (order.get(a.goods.moduleId) ?? order.size) - (order.get(b.goods.moduleId) ?? order.size) || a.index - b.index)
    .map(({ goods }) => goods);
}

const keyOf = (accountId: string, key: string) => `${accountId}:${key}`;

export function exchangeByKey(state: ShopSlice, accountId: string, key: string): Exchange | undefined {
  const index = state.shop.byKey[keyOf(accountId, key)];
  return index === undefined ? undefined : state.shop.exchanges[index];
}

export const nextExchangeId = (state: ShopSlice): string => `X-${String(state.shop.nextExchange).padStart(6, '0')}`;

export function recordExchange(state: ShopSlice, exchange: Exchange): void {
  state.shop.nextExchange++;
  state.shop.exchanges.push(exchange);
  state.shop.byKey[keyOf(exchange.accountId, exchange.key)] = state.shop.exchanges.length - 1;
}

export const findCoupon = (state: ShopSlice, accountId: string, couponId: string): Coupon | undefined =>
  state.shop.coupons.find((coupon) => coupon.couponId === couponId && coupon.accountId === accountId);

/** The player's coupons, newest first. */
export const couponsOf = (state: ShopSlice, accountId: string): Coupon[] => state.shop.coupons.filter((coupon) => coupon.accountId === accountId).reverse();

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `QP-XXXX-XXXX`, from the session's seed and the coupon: the same seed replays the same codes; no 0/O or 1/I to misread. */
export function couponCode(seed: number, couponId: string): string {
  const digest = createHash('sha256').update(`qpon:${seed}:${couponId}`).digest();
  const chars = Array.from(digest.subarray(0, 8), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
  return `QP-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

type CouponChange = 'ISSUED' | 'USED' | 'EXPIRED';

function recordCouponEvent(state: EventsSlice, coupon: Coupon, status: CouponChange, at: number): void {
  recordEvent(state, { type: 'coupon-changed', accountId: coupon.accountId, couponId: coupon.couponId, goodsId: coupon.goodsId, kind: coupon.reward.kind, title: coupon.title, status }, at);
}

/** A new UNUSED coupon for the good, valid for the good's days from `at`. */
export function issueCoupon(state: ShopSlice & EventsSlice & { seed: number }, goods: Goods, accountId: string, exchangeId: string, at: number): Coupon {
  const couponId = `C-${String(state.shop.nextCoupon++).padStart(6, '0')}`;
  const coupon: Coupon = {
    couponId,
    accountId,
    goodsId: goods.goodsId,
    exchangeId,
    title: { ...goods.title },
    description: { ...goods.description },
    reward: structuredClone(goods.reward),
    code: couponCode(state.seed, couponId),
    status: 'UNUSED',
    issuedAt: at,
    expiresAt: at + goods.couponValidityDays * DAY_MS,
    usedAt: null,
  };
  state.shop.coupons.push(coupon);
  recordCouponEvent(state, coupon, 'ISSUED', at);
  return coupon;
}

export function markCouponUsed(state: EventsSlice, coupon: Coupon, at: number): void {
  coupon.status = 'USED';
  coupon.usedAt = at;
  recordCouponEvent(state, coupon, 'USED', at);
}

/** The player's unused coupons past their expiry become EXPIRED, stamped when they fell due. */
export function expireDueCoupons(state: ShopSlice & EventsSlice, accountId: string, now: number): void {
  for (const coupon of state.shop.coupons) {
    if (coupon.accountId !== accountId || coupon.status !== 'UNUSED' || coupon.expiresAt > now) continue;
    coupon.status = 'EXPIRED';
    recordCouponEvent(state, coupon, 'EXPIRED', coupon.expiresAt);
  }
}
