import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { codes, type OperationId } from '../contract.ts';
import { admin, call, testApp } from '../testing/app.ts';
import { bearer } from '../testing/players.ts';

/**
 * The engagement half's races, probed from outside: many requests started at once
 * on one session (inject, Promise.all), each good, coupon, claim and key taking effect once.
 */

const SESSION = 'races';

/** A player logged in through the fixture login (no password hash: 30 players stay fast). */
async function playerAs(app: FastifyInstance, loginName: string) {
  const started = await admin(app, 'POST', `/__mock/players/${loginName}/session`, {}, SESSION);
  expect(started.statusCode, started.body).toBe(200);
  const headers = bearer(started.json().login.access_token as string);
  return (operationId: OperationId, body: unknown = {}) => call(app, operationId, { session: SESSION, headers, body });
}

async function freshApp(): Promise<FastifyInstance> {
  const app = await testApp();
  await admin(app, 'POST', '/__mock/reset', {}, SESSION);
  return app;
}

const grant = (app: FastifyInstance, loginName: string, points: unknown) => admin(app, 'POST', '/__mock/points/grant', { loginName, points }, SESSION);
const codesOf = (answers: { json: () => { code: number } }[]) => answers.map((answer) => answer.json().code).sort();

describe('engagement races: one effect however many ask at once', () => {
  it('a good with stock 1 exchanged by 30 players at once sells once; the rest meet 107102', async () => {
    const app = await freshApp();
    await admin(app, 'POST', '/__mock/shop/goods', { goodsId: 'G-RACE-1', moduleId: 'cash', title: 'race', kind: 'CASH', amount: 10, price: 10, restock: 1 }, SESSION);
    const players = [];
    for (let i = 0; i < 30; i++) {
      const made = (await admin(app, 'POST', '/__mock/players', { name: `racer${i}x` }, SESSION)).json();
      expect((await grant(app, made.loginName, 100)).statusCode).toBe(200);
      players.push(await playerAs(app, made.loginName));
    }
    const answers = await Promise.all(players.map((as, i) => as('exchangePoints', { goodsId: 'G-RACE-1', idempotencyKey: `race-stock-${i}` })));
    expect(codesOf(answers)).toEqual([200, ...Array<number>(29).fill(codes.goodsOutOfStock)].sort());
    const state = app.mock.sessions.get(SESSION).state;
    expect(state.shop.exchanges.filter((x) => x.goodsId === 'G-RACE-1')).toHaveLength(1);
    expect(state.points.entries.filter((e) => e.kind === 'exchange')).toHaveLength(1);
  }, 30_000);

  it('20 exchanges at once by a player holding points for one take exactly one; 20 replays of one key take the points once', async () => {
    const app = await freshApp();
    await grant(app, 'qcplayer01', 500);
    const as = await playerAs(app, 'qcplayer01');
    const spend = await Promise.all(Array.from({ length: 20 }, (_, i) => as('exchangePoints', { goodsId: 'G-CASH-500', idempotencyKey: `overspend-${i}` })));
    expect(codesOf(spend)).toEqual([200, ...Array<number>(19).fill(codes.pointsNotEnough)].sort());
    expect((await as('getCustomerPoints')).json().data.balance).toBe(0);

    await grant(app, 'qcplayer01', 1000);
    const replays = await Promise.all(Array.from({ length: 20 }, () => as('exchangePoints', { goodsId: 'G-CASH-500', idempotencyKey: 'replayed-key' })));
    expect(replays.map((answer) => answer.json().code)).toEqual(Array<number>(20).fill(200));
    expect(new Set(replays.map((answer) => answer.json().data.exchangeId)).size).toBe(1);
    expect(replays.filter((answer) => answer.json().data.replayed === false)).toHaveLength(1);
    expect((await as('getCustomerPoints')).json().data.balance).toBe(500);
  });

  it("a coupon redeemed 20 times at once pays once; another player's coupon id is not found", async () => {
    const app = await freshApp();
    await grant(app, 'qcplayer01', 500);
    const as = await playerAs(app, 'qcplayer01');
    const coupon = (await as('exchangePoints', { goodsId: 'G-CASH-500', idempotencyKey: 'coupon-race' })).json().data.coupon;
    const common = async () => (await as('getBalance')).json().data.find((w: { walletType: string }) => w.walletType === 'COMMON').amount as number;
    const before = await common();
    const other = await playerAs(app, 'qctransfer01');
    expect((await other('redeemCoupon', { couponId: coupon.couponId })).json().code).toBe(codes.couponNotFound);
    const answers = await Promise.all(Array.from({ length: 20 }, () => as('redeemCoupon', { couponId: coupon.couponId })));
    expect(codesOf(answers)).toEqual([200, ...Array<number>(19).fill(codes.couponAlreadyUsed)].sort());
    expect(await common()).toBe(before + 500);
  });

  it('20 claims of one promotion at once succeed once; the rest meet 106103', async () => {
    const app = await freshApp();
    const as = await playerAs(app, 'qcplayer01');
    const answers = await Promise.all(Array.from({ length: 20 }, () => as('claimPromotion', { promotionId: 'reload-weekly' })));
    expect(codesOf(answers)).toEqual([200, ...Array<number>(19).fill(codes.promotionAlreadyClaimed)].sort());
  });

  it('a bonus code redeemed 20 times at once pays once', async () => {
    const app = await freshApp();
    const as = await playerAs(app, 'qcplayer01');
    const answers = await Promise.all(Array.from({ length: 20 }, () => as('redeemBonusCode', { code: 'WELCOME1000' })));
    expect(answers.filter((answer) => answer.json().code === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    const bonuses = app.mock.sessions.get(SESSION).state.wallet.transactions.filter((t) => t.kind === 'bonus');
    expect(bonuses).toHaveLength(1);
  });

  it('points grants refuse fractional, NaN and out-of-range numbers, and grant nothing', async () => {
    const app = await freshApp();
    for (const points of [1.5, 'NaN', null, Number.MAX_SAFE_INTEGER + 2, 1e300, -1e300, '100', 0]) {
      const answer = await grant(app, 'qcplayer01', points);
      expect(answer.statusCode, JSON.stringify(points)).toBe(400);
    }
    expect(app.mock.sessions.get(SESSION).state.points.entries).toHaveLength(0);
  });
});
