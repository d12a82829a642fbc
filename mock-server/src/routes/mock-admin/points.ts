import { findAccountByLoginName } from '../../domain/identity/accounts.ts';
import { EARNED_VALIDITY_MS } from '../../domain/points/earning.ts';
import { creditPoints, DAY_MS, debitPoints, entriesOf, expireDuePoints, lotsLeft, pointsBalance, type PointsResult } from '../../domain/points/ledger.ts';
import { now } from '../../domain/shared/clock.ts';
import { localized } from '../../domain/shared/locale.ts';
import { findGoods, stockOf } from '../../domain/shop/shop.ts';
import type { CouponReward, Goods } from '../../domain/shop/state.ts';
import type { MockState } from '../../domain/state.ts';
import { refusal } from '../../runtime/control-context.ts';
import { catalogueFor } from '../../domain/games/catalogue.ts';
import { defineControlHandlers, type ControlContextOf } from './handler.ts';
import { iso } from '../time.ts';

function accountOr404(state: MockState, loginName: string) {
  const account = findAccountByLoginName(state, loginName);
  if (!account) throw refusal(404, `no player ${loginName}`);
  return account;
}

type GoodsChange = ControlContextOf<'upsertShopGoods'>['body'];

/** The reward a new good of QA's gives: CASH its amount, FREE_SPINS its rounds at `amount` on the seed's first AMIGO pachislot. */
function rewardOf(state: MockState, change: GoodsChange): CouponReward {
  switch (change.kind) {
    case 'CASH':
      if (change.amount === undefined) throw refusal(400, 'amount: a CASH good needs the yen it credits');
      return { kind: 'CASH', amount: change.amount, currency: 'JPY' };
    case 'FREE_SPINS': {
      const slot = catalogueFor(state.seed).games.find((game) => game.providerCode === 'AMIGO' && game.gameType === 'PACHISLOT');
      if (!slot) throw refusal(400, 'kind: this seed has no AMIGO pachislot for free spins');
      return { kind: 'FREE_SPINS', rounds: change.rounds ?? 10, stake: change.amount ?? 100, currency: 'JPY', gameId: slot.gameId, providerCode: slot.providerCode };
    }
    case 'REDEMPTION_CODE':
      return { kind: 'REDEMPTION_CODE' };
    case undefined:
      throw refusal(400, 'kind: a new good needs moduleId, title, kind and price');
  }
}

/** The fields QA may change on any good, new or not. */
function applyChanges(goods: Goods, change: GoodsChange, at: number): void {
  if (change.title !== undefined) goods.title = localized(change.title);
  if (change.description !== undefined) goods.description = localized(change.description);
  if (change.price !== undefined) goods.price = change.price;
  if (change.perPlayerLimit !== undefined) goods.perPlayerLimit = change.perPlayerLimit;
  if (change.saleStartsAt !== undefined) goods.saleStartsAt = Date.parse(change.saleStartsAt);
  if (change.saleEndsAt !== undefined) goods.saleEndsAt = change.saleEndsAt === null ? null : Date.parse(change.saleEndsAt);
  if (change.couponValidityDays !== undefined) goods.couponValidityDays = change.couponValidityDays;
  if (change.moduleId !== undefined) goods.moduleId = change.moduleId;
  if (change.restock !== undefined && change.restock > 0) goods.restocks.push({ at, quantity: change.restock });
}

function newGoods(state: MockState, change: GoodsChange, at: number): Goods {
  if (change.moduleId === undefined || change.title === undefined || change.price === undefined) throw refusal(400, 'a new good needs moduleId, title, kind and price');
  const goods: Goods = {
    goodsId: change.goodsId,
    moduleId: change.moduleId,
    title: localized(change.title),
    description: localized(change.description ?? change.title),
    reward: rewardOf(state, change),
    price: change.price,
    restocks: [{ at, quantity: change.restock ?? 0 }],
    perPlayerLimit: null,
    saleStartsAt: at,
    saleEndsAt: null,
    couponValidityDays: 30,
  };
  applyChanges(goods, { ...change, restock: undefined }, at);
  return goods;
}

function grantRefusal(loginName: string, points: number, result: Extract<PointsResult, { ok: false }>) {
  switch (result.reason) {
    case 'not-enough':
      return refusal(409, `points: ${loginName} holds ${result.balance}, cannot take ${-points}`);
    case 'key-reused':
      return refusal(409, 'idempotencyKey: already used for a different grant');
    case 'invalid':
      return refusal(400, 'points: a whole number of points, not 0');
  }
}

/** QA's points desk and the shop's stock room (tag points). */
export const pointsControlHandlers = defineControlHandlers({
  grantPoints: ({ body, session }) => {
    const { state } = session;
    const account = accountOr404(state, body.loginName);
    const at = now(session.clock);
    const key = body.idempotencyKey === undefined ? undefined : `qa:${body.idempotencyKey}`;
    const result =
      body.points > 0
        ? creditPoints(state, { accountId: account.id, kind: 'adjust', points: body.points, at, validityMs: body.validityDays === undefined ? EARNED_VALIDITY_MS : body.validityDays * DAY_MS, ...(key && { key }) })
        : debitPoints(state, { accountId: account.id, kind: 'adjust', points: -body.points, at, ...(key && { key }) });
    if (!result.ok) throw grantRefusal(account.loginName, body.points, result);
    const { entry } = result;
    return { loginName: account.loginName, entryId: entry.id, points: entry.points, balance: pointsBalance(state, account.id), expiresAt: entry.expiresAt === null ? null : iso(entry.expiresAt), replayed: result.replayed };
  },

  readPoints: ({ query, session }) => {
    const { state } = session;
    const account = accountOr404(state, query.loginName);
    // What fell due is expired first, as before any call of the player's.
    expireDuePoints(state, account.id, now(session.clock));
    return {
      loginName: account.loginName,
      balance: pointsBalance(state, account.id),
      lots: lotsLeft(state, account.id).map(({ lot, left }) => ({ entryId: lot.id, left, expiresAt: iso(lot.expiresAt!) })),
      entries: entriesOf(state, account.id).map((entry) => ({
        id: entry.id,
        time: iso(entry.at),
        kind: entry.kind,
        points: entry.points,
        expiresAt: entry.expiresAt === null ? null : iso(entry.expiresAt),
        ref: entry.ref,
        from: entry.from.map((take) => ({ entryId: take.lot, points: take.points })),
      })),
    };
  },

  upsertShopGoods: ({ body, session }) => {
    const { state } = session;
    const at = now(session.clock);
    if (body.moduleId !== undefined && !state.shop.modules.some((module) => module.moduleId === body.moduleId)) throw refusal(404, `no module ${body.moduleId}`);
    let goods = findGoods(state, body.goodsId);
    const created = goods === undefined;
    if (goods) applyChanges(goods, body, at);
    else state.shop.goods.push((goods = newGoods(state, body, at)));
    return {
      goodsId: goods.goodsId,
      created,
      moduleId: goods.moduleId,
      title: goods.title['ja-JP'],
      kind: goods.reward.kind,
      price: goods.price,
      stock: stockOf(state, goods),
      perPlayerLimit: goods.perPlayerLimit,
      saleStartsAt: iso(goods.saleStartsAt),
      saleEndsAt: goods.saleEndsAt === null ? null : iso(goods.saleEndsAt),
    };
  },
});
