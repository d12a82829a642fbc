// Points and the Q-pon shop (SPEC §7 "Points: goods, modules, customer points, exchange, record") and the coupons exchanges give.
import { codes, type Locale } from '../../contract.ts';
import { findGame } from '../../domain/games/catalogue.ts';
import { localDate } from '../../domain/profile/personal-details.ts';
import { EARN_RULES } from '../../domain/points/earning.ts';
import { pointsHistory } from '../../domain/points/history.ts';
import { lotsLeft, pointsBalance } from '../../domain/points/ledger.ts';
import { badRequest } from '../../domain/shared/business-error.ts';
import { couponsOf, exchangedBy, goodsForSale, stockOf } from '../../domain/shop/shop.ts';
import type { Coupon, CouponReward, Goods } from '../../domain/shop/state.ts';
import type { MockState } from '../../domain/state.ts';
import { exchangePoints } from '../../use-cases/exchange-points.ts';
import { redeemCoupon } from '../../use-cases/redeem-coupon.ts';
import { pageOf } from '../cms/paging.ts';
import { defineHandlers } from '../handler.ts';
import { offerClosedError } from '../offers-closed.ts';
import { currentAccount } from '../players.ts';
import { iso } from '../time.ts';

const isoOrNull = (at: number | null) => (at === null ? null : iso(at));

/** What a reward is worth, as the contract's CouponValue has it (fields that do not apply null). */
function valueOf(state: MockState, reward: CouponReward, locale: Locale) {
  const none = { amount: null, currency: null, rounds: null, gameName: null, percent: null };
  switch (reward.kind) {
    case 'CASH':
      return { ...none, amount: reward.amount, currency: reward.currency };
    case 'FREE_SPINS':
      return { ...none, amount: reward.stake, currency: reward.currency, rounds: reward.rounds, gameName: findGame(state.seed, reward.gameId)?.name[locale] ?? null };
    case 'DEPOSIT_BONUS':
      return { ...none, amount: reward.maxAmount, currency: reward.currency, percent: reward.percent };
    case 'REDEMPTION_CODE':
      return none;
  }
}

function goodsView(state: MockState, goods: Goods, accountId: string, locale: Locale) {
  return {
    goodsId: goods.goodsId,
    moduleId: goods.moduleId,
    title: goods.title[locale],
    description: goods.description[locale],
    kind: goods.reward.kind,
    price: goods.price,
    stock: stockOf(state, goods),
    perPlayerLimit: goods.perPlayerLimit,
    exchanged: exchangedBy(state, goods.goodsId, accountId),
    saleStartsAt: iso(goods.saleStartsAt),
    saleEndsAt: isoOrNull(goods.saleEndsAt),
    couponValidityDays: goods.couponValidityDays,
    value: valueOf(state, goods.reward, locale),
  };
}

export function couponView(state: MockState, coupon: Coupon, locale: Locale) {
  return {
    couponId: coupon.couponId,
    goodsId: coupon.goodsId,
    exchangeId: coupon.exchangeId,
    kind: coupon.reward.kind,
    title: coupon.title[locale],
    description: coupon.description[locale],
    status: coupon.status,
    code: coupon.code,
    issuedAt: iso(coupon.issuedAt),
    expiresAt: iso(coupon.expiresAt),
    usedAt: isoOrNull(coupon.usedAt),
    value: valueOf(state, coupon.reward, locale),
  };
}

export const pointsHandlers = defineHandlers({
  getPointsModules: ({ state, locale }) => state.shop.modules.map((module) => ({ moduleId: module.moduleId, title: module.title[locale], description: module.description[locale] })),

  getPointsGoods: (ctx) => {
    const account = currentAccount(ctx);
    return goodsForSale(ctx.state, ctx.now, ctx.body?.moduleId).map((goods) => goodsView(ctx.state, goods, account.id, ctx.locale));
  },

  getCustomerPoints: (ctx) => {
    const account = currentAccount(ctx);
    const expiring = lotsLeft(ctx.state, account.id)
      .slice(0, 5)
      .map(({ lot, left }) => ({ points: left, expiresAt: iso(lot.expiresAt!) }));
    return { balance: pointsBalance(ctx.state, account.id), expiring, earnRules: { ...EARN_RULES } };
  },

  exchangePoints: (ctx) => {
    const account = currentAccount(ctx);
    const { refuse } = ctx;
    const outcome = exchangePoints(ctx.state, account.id, { goodsId: ctx.body.goodsId, key: ctx.body.idempotencyKey }, ctx.now);
    if (!outcome.ok) {
      switch (outcome.reason) {
        case 'no-goods':
          throw refuse(codes.goodsNotFound);
        case 'not-on-sale':
          throw refuse(codes.goodsNotOnSale, { goodsId: outcome.goods.goodsId, saleStartsAt: iso(outcome.goods.saleStartsAt), saleEndsAt: isoOrNull(outcome.goods.saleEndsAt) });
        case 'out-of-stock':
          throw refuse(codes.goodsOutOfStock, { goodsId: ctx.body.goodsId });
        case 'limit-reached':
          throw refuse(codes.goodsLimitReached, { goodsId: outcome.goods.goodsId, limit: outcome.limit });
        case 'not-enough':
          throw refuse(codes.pointsNotEnough, { balance: outcome.balance, price: outcome.price });
        case 'key-reused':
          throw refuse(codes.idempotencyKeyReused);
        case 'break':
          throw offerClosedError(refuse, outcome);
      }
    }
    const { exchange, coupon, goods, replayed } = outcome;
    return {
      exchangeId: exchange.exchangeId,
      goodsId: exchange.goodsId,
      price: exchange.price,
      balanceAfter: pointsBalance(ctx.state, account.id),
      stockAfter: stockOf(ctx.state, goods),
      replayed,
      coupon: couponView(ctx.state, coupon, ctx.locale),
    };
  },

  getPointsRecords: (ctx) => {
    const account = currentAccount(ctx);
    const { kind, from, to, pageNo = 1, pageSize = 20 } = ctx.body ?? {};
    if (from !== undefined && to !== undefined && to < from) throw badRequest('to', `${to} is before from (${from})`);
    const items = pointsHistory(ctx.state, account.id, { kind, from, to }, (at) => localDate(at, account.timeZone));
    const page = pageOf(items, pageNo, pageSize);
    const exchanges = new Map(ctx.state.shop.exchanges.filter((x) => x.accountId === account.id).map((x) => [x.exchangeId, x]));
    const coupons = new Map(couponsOf(ctx.state, account.id).map((coupon) => [coupon.couponId, coupon]));
    return {
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      total: page.total,
      records: page.list.map(({ entry, balanceAfter }) => {
        const exchange = entry.kind === 'exchange' && entry.ref !== null ? exchanges.get(entry.ref) : undefined;
        const coupon = exchange ? coupons.get(exchange.couponId) : undefined;
        return {
          id: entry.id,
          time: iso(entry.at),
          kind: entry.kind,
          points: entry.points,
          balanceAfter,
          expiresAt: isoOrNull(entry.expiresAt),
          ref: entry.ref,
          goodsTitle: coupon?.title[ctx.locale] ?? null,
          couponId: coupon?.couponId ?? null,
        };
      }),
    };
  },

  getCoupons: (ctx) => {
    const account = currentAccount(ctx);
    const { status, couponId, pageNo = 1, pageSize = 20 } = ctx.body ?? {};
    const kept = couponsOf(ctx.state, account.id).filter((coupon) => (status === undefined || coupon.status === status) && (couponId === undefined || coupon.couponId === couponId));
    const page = pageOf(kept, pageNo, pageSize);
    return { pageNo: page.pageNo, pageSize: page.pageSize, total: page.total, coupons: page.list.map((coupon) => couponView(ctx.state, coupon, ctx.locale)) };
  },

  redeemCoupon: (ctx) => {
    const account = currentAccount(ctx);
    const outcome = redeemCoupon(ctx.state, account.id, ctx.body.couponId, ctx.now);
    if (!outcome.ok) {
      switch (outcome.reason) {
        case 'no-coupon':
          throw ctx.refuse(codes.couponNotFound);
        case 'used':
          throw ctx.refuse(codes.couponAlreadyUsed);
        case 'expired':
          throw ctx.refuse(codes.couponExpired, { expiresAt: iso(outcome.expiresAt) });
        case 'break':
          throw offerClosedError(ctx.refuse, outcome);
      }
    }
    return couponView(ctx.state, outcome.coupon, ctx.locale);
  },
});
