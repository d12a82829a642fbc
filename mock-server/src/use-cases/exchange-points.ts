import { debitPoints, pointsBalance } from '../domain/points/ledger.ts';
import { exchangeByKey, exchangedBy, findCoupon, findGoods, isOnSale, issueCoupon, nextExchangeId, recordExchange, stockOf } from '../domain/shop/shop.ts';
import type { Coupon, Exchange, Goods } from '../domain/shop/state.ts';
import { offersClosed, paysMoneyOrBonus, type OffersClosed } from '../domain/responsible-gaming/offers-closed.ts';
import type { MockState } from '../domain/state.ts';

export type ExchangeOutcome =
  | { ok: true; exchange: Exchange; coupon: Coupon; goods: Goods; replayed: boolean }
  | { ok: false; reason: 'no-goods' | 'out-of-stock' | 'key-reused' }
  | { ok: false; reason: 'not-on-sale'; goods: Goods }
  | { ok: false; reason: 'limit-reached'; goods: Goods; limit: number }
  | { ok: false; reason: 'not-enough'; balance: number; price: number }
  | ({ ok: false; reason: 'break' } & OffersClosed);

/**
 * SPEC §7 "Points: exchange", all or nothing: the points spent (soonest to expire first), one taken
 * from the good's stock (an exchange is what takes it) and a coupon issued, or nothing at all. It
 * runs in one synchronous stretch, so no other call sees the stock or the points half-way. The key
 * makes a retry answer the first exchange; the same key for another good is refused. A break closes
 * the goods that pay money, bonus or free spins (a retry of an earlier exchange still answers it).
 */
export function exchangePoints(state: MockState, accountId: string, request: { goodsId: string; key: string }, now: number): ExchangeOutcome {
  const earlier = exchangeByKey(state, accountId, request.key);
  if (earlier) {
    if (earlier.goodsId !== request.goodsId) return { ok: false, reason: 'key-reused' };
    return { ok: true, exchange: earlier, coupon: findCoupon(state, accountId, earlier.couponId)!, goods: findGoods(state, earlier.goodsId)!, replayed: true };
  }
  const goods = findGoods(state, request.goodsId);
  if (!goods) return { ok: false, reason: 'no-goods' };
  const closed = paysMoneyOrBonus(goods.reward.kind) ? offersClosed(state, accountId, now) : undefined;
  if (closed) return { ok: false, reason: 'break', ...closed };
  if (!isOnSale(goods, now)) return { ok: false, reason: 'not-on-sale', goods };
  if (stockOf(state, goods) <= 0) return { ok: false, reason: 'out-of-stock' };
  if (goods.perPlayerLimit !== null && exchangedBy(state, goods.goodsId, accountId) >= goods.perPlayerLimit) return { ok: false, reason: 'limit-reached', goods, limit: goods.perPlayerLimit };
  const exchangeId = nextExchangeId(state);
  const paid = debitPoints(state, { accountId, kind: 'exchange', points: goods.price, at: now, ref: exchangeId, key: `exchange:${request.key}` });
  if (!paid.ok) {
    // The exchange's own key is new, so the points key is too: only a shortfall can refuse here.
    return { ok: false, reason: 'not-enough', balance: paid.reason === 'not-enough' ? paid.balance : pointsBalance(state, accountId), price: goods.price };
  }
  const coupon = issueCoupon(state, goods, accountId, exchangeId, now);
  const exchange: Exchange = { exchangeId, accountId, goodsId: goods.goodsId, price: goods.price, at: now, key: request.key, couponId: coupon.couponId, pointsEntryId: paid.entry.id };
  recordExchange(state, exchange);
  return { ok: true, exchange, coupon, goods, replayed: false };
}
