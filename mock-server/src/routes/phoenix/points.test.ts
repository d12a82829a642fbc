import { describe, expect, it } from 'vitest';
import { admin, call, testApp } from '../../testing/app.ts';
import { bearer, loginAs } from '../../testing/players.ts';

const DAY = 86_400_000;

async function playerWithPoints(points: number, session = 'points') {
  const app = await testApp();
  await admin(app, 'POST', '/__mock/reset', {}, session);
  if (points !== 0) expect((await admin(app, 'POST', '/__mock/points/grant', { loginName: 'qcplayer01', points }, session)).statusCode).toBe(200);
  const headers = bearer((await loginAs(app, 'qcplayer01', { session })).access_token);
  const as = (operationId: Parameters<typeof call>[1], body: unknown = {}) => call(app, operationId, { session, headers, body });
  return { app, as, session };
}

const goods = async (as: Awaited<ReturnType<typeof playerWithPoints>>['as'], goodsId: string) =>
  ((await as('getPointsGoods')).json().data as { goodsId: string; stock: number; exchanged: number }[]).find((g) => g.goodsId === goodsId)!;

describe('the Q-pon shop', () => {
  it('lists modules in order and goods by module, in the request language', async () => {
    const { as, app, session } = await playerWithPoints(0);
    expect((await as('getPointsModules')).json().data.map((m: { moduleId: string }) => m.moduleId)).toEqual(['featured', 'cash', 'spins', 'gifts']);
    const cash = (await as('getPointsGoods', { moduleId: 'cash' })).json().data;
    expect(cash.map((g: { goodsId: string }) => g.goodsId)).toEqual(['G-CASH-500', 'G-CASH-1000', 'G-CASH-5000']);
    expect(cash[1]).toMatchObject({ title: '¥1,000 キャッシュクーポン', kind: 'CASH', price: 1000, stock: 50, perPlayerLimit: 3, exchanged: 0, value: { amount: 1000, currency: 'JPY' } });
    const token = (await loginAs(app, 'qcplayer01', { session })).access_token;
    const english = await call(app, 'getPointsGoods', { session, headers: { ...bearer(token), 'accept-language': 'en-US' }, body: { moduleId: 'spins' } });
    expect(english.json().data[0]).toMatchObject({ title: '10 free spins', kind: 'FREE_SPINS', value: { rounds: 10, amount: 100 } });
  });

  it('an exchange spends the points, takes one from stock and issues a coupon; a retry with its key counts once', async () => {
    const { as } = await playerWithPoints(2500);
    const exchange = { goodsId: 'G-CASH-1000', idempotencyKey: 'exchange-0001' };
    const first = (await as('exchangePoints', exchange)).json();
    expect(first).toMatchObject({ code: 200, data: { goodsId: 'G-CASH-1000', price: 1000, balanceAfter: 1500, stockAfter: 49, replayed: false, coupon: { kind: 'CASH', status: 'UNUSED' } } });
    expect(first.data.coupon.code).toMatch(/^QP-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    const again = (await as('exchangePoints', exchange)).json();
    expect(again.data).toMatchObject({ exchangeId: first.data.exchangeId, replayed: true, balanceAfter: 1500, stockAfter: 49 });
    expect((await as('exchangePoints', { goodsId: 'G-CASH-500', idempotencyKey: 'exchange-0001' })).json().code).toBe(102320);
    expect((await as('getCustomerPoints')).json().data.balance).toBe(1500);
    expect(await goods(as, 'G-CASH-1000')).toMatchObject({ stock: 49, exchanged: 1 });
    const records = (await as('getPointsRecords', { kind: 'exchange' })).json().data;
    expect(records).toMatchObject({ total: 1, records: [{ kind: 'exchange', points: -1000, balanceAfter: 1500, goodsTitle: '¥1,000 キャッシュクーポン', couponId: first.data.coupon.couponId }] });
  });

  it('refuses with its catalogued code and moves nothing: not enough points, no stock, the limit, off sale, unknown', async () => {
    const { as, app, session } = await playerWithPoints(4000);
    const before = (await as('getCustomerPoints')).json().data.balance;
    const short = (await as('exchangePoints', { goodsId: 'G-CASH-5000', idempotencyKey: 'short-0001' })).json();
    expect(short).toMatchObject({ code: 107101, success: false, data: { balance: 4000, price: 4800 } });
    expect(short.msg).toBe('ポイントが足りません');
    expect(await goods(as, 'G-CASH-5000')).toMatchObject({ stock: 10, exchanged: 0 });

    await admin(app, 'POST', '/__mock/shop/goods', { goodsId: 'G-QA-1', moduleId: 'cash', title: 'QA', kind: 'CASH', amount: 10, price: 10, restock: 1 }, session);
    expect((await as('exchangePoints', { goodsId: 'G-QA-1', idempotencyKey: 'qa-one-0001' })).json().code).toBe(200);
    expect((await as('exchangePoints', { goodsId: 'G-QA-1', idempotencyKey: 'qa-one-0002' })).json()).toMatchObject({ code: 107102, data: { goodsId: 'G-QA-1' } });

    for (const n of [1, 2, 3]) expect((await as('exchangePoints', { goodsId: 'G-CASH-500', idempotencyKey: `limit-000${n}` })).json().code).toBe(200);
    await admin(app, 'POST', '/__mock/shop/goods', { goodsId: 'G-CASH-500', perPlayerLimit: 3 }, session);
    expect((await as('exchangePoints', { goodsId: 'G-CASH-500', idempotencyKey: 'limit-0004' })).json()).toMatchObject({ code: 107103, data: { limit: 3 } });

    await admin(app, 'POST', '/__mock/shop/goods', { goodsId: 'G-SPINS-10', saleEndsAt: '2021-01-01T00:00:00.000Z' }, session);
    expect((await as('exchangePoints', { goodsId: 'G-SPINS-10', idempotencyKey: 'sale-0001' })).json()).toMatchObject({ code: 107104, data: { saleEndsAt: '2021-01-01T00:00:00.000Z' } });
    expect((await as('getPointsGoods')).json().data.some((g: { goodsId: string }) => g.goodsId === 'G-SPINS-10')).toBe(false);
    expect((await as('exchangePoints', { goodsId: 'G-NOPE', idempotencyKey: 'nope-0001' })).json().code).toBe(107105);
    expect((await as('getCustomerPoints')).json().data.balance).toBe(before - 10 - 3 * 500);
  });

  it('points expire oldest first on the session clock, stamped when they fell due', async () => {
    const { app, session } = await playerWithPoints(0);
    await admin(app, 'POST', '/__mock/points/grant', { loginName: 'qcplayer01', points: 300, validityDays: 1 }, session);
    await admin(app, 'POST', '/__mock/points/grant', { loginName: 'qcplayer01', points: 700, validityDays: 10 }, session);
    const start = Date.parse((await admin(app, 'GET', '/__mock/clock', undefined, session)).json().now);
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 2 * DAY }, session);
    const headers = bearer((await loginAs(app, 'qcplayer01', { session })).access_token);
    const points = (await call(app, 'getCustomerPoints', { session, headers })).json().data;
    expect(points.balance).toBe(700);
    expect(points.expiring).toHaveLength(1);
    expect(points.expiring[0].points).toBe(700);
    const expired = (await call(app, 'getPointsRecords', { session, headers, body: { kind: 'expire' } })).json().data.records;
    expect(expired).toHaveLength(1);
    expect(expired[0].points).toBe(-300);
    expect(Math.abs(Date.parse(expired[0].time) - (start + DAY))).toBeLessThan(5_000);
    expect(points.earnRules).toEqual({ stakePerPoint: 1000, depositPerPoint: 1000, currency: 'JPY', validityDays: 90 });
  });

  it('using a coupon gives its reward once: cash into COMMON, free spins as a free bet, a code marked used', async () => {
    const { as } = await playerWithPoints(5000);
    const couponOf = async (goodsId: string) => (await as('exchangePoints', { goodsId, idempotencyKey: `use-${goodsId}` })).json().data.coupon;
    const cash = await couponOf('G-CASH-500');
    const balanceBefore = (await as('getBalance')).json().data.find((w: { walletType: string }) => w.walletType === 'COMMON').amount;
    expect((await as('redeemCoupon', { couponId: cash.couponId })).json().data).toMatchObject({ status: 'USED' });
    expect((await as('getBalance')).json().data.find((w: { walletType: string }) => w.walletType === 'COMMON').amount).toBe(balanceBefore + 500);
    expect((await as('redeemCoupon', { couponId: cash.couponId })).json().code).toBe(107112);

    const spins = await couponOf('G-SPINS-10');
    await as('redeemCoupon', { couponId: spins.couponId });
    const { freeBets } = (await as('getFreeBets')).json().data;
    expect(freeBets.some((bet: { bonusId: string; rounds: number }) => bet.bonusId === `FB-${spins.couponId}` && bet.rounds === 10)).toBe(true);

    const gift = await couponOf('G-GIFT-DIGITAL');
    expect((await as('redeemCoupon', { couponId: gift.couponId })).json().data).toMatchObject({ status: 'USED', kind: 'REDEMPTION_CODE', code: gift.code });
    expect((await as('getCoupons', { status: 'USED' })).json().data.total).toBe(3);
    expect((await as('redeemCoupon', { couponId: 'C-999999' })).json().code).toBe(107111);
  });

  it('a coupon past its validity expires (a push and a notice follow) and can no longer be used', async () => {
    const { as, app, session } = await playerWithPoints(1000);
    const coupon = (await as('exchangePoints', { goodsId: 'G-CASH-500', idempotencyKey: 'expire-0001' })).json().data.coupon;
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 31 * DAY }, session);
    const headers = bearer((await loginAs(app, 'qcplayer01', { session })).access_token);
    const used = (await call(app, 'redeemCoupon', { session, headers, body: { couponId: coupon.couponId } })).json();
    expect(used).toMatchObject({ code: 107113, data: { expiresAt: coupon.expiresAt } });
    const titles = (await call(app, 'getNotices', { session, headers })).json().data.records.map((n: { title: string }) => n.title);
    expect(titles).toEqual(['クーポンの有効期限が切れました', 'クーポンが届きました']);
  });
});
