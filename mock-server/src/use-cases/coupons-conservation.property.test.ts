import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { codes, type OperationId } from '../contract.ts';
import { findAccountByLoginName } from '../domain/identity/accounts.ts';
import { pointsBalance } from '../domain/points/ledger.ts';
import { admin, call } from '../testing/app.ts';
import { bearer } from '../testing/players.ts';
import { assertOnFreshSession } from '../testing/properties.ts';

/**
 * Coupons that pay money, under concurrent load: players exchange points for a CASH good (with
 * retried keys) and redeem coupons (their own, again and again, and each other's) all at once on
 * one session. Whatever the order, nothing is made or lost: every exchange took its price in
 * points and made one coupon, a coupon pays once and only to its owner, and each COMMON wallet
 * grew by exactly the coupons of its player that were used.
 */

const SESSION = 'coupons-load';
const PLAYERS = ['qcplayer01', 'qctransfer01'] as const;
const GOOD = { goodsId: 'G-COUPON-LOAD', moduleId: 'cash', title: 'load', kind: 'CASH', amount: 300, price: 50, restock: 1000 } as const;
const GRANTED = 1000;

const player = fc.constantFrom(...PLAYERS);
const operation = fc.oneof(
  // A small key pool: exchanges are retried under their key.
  fc.record({ type: fc.constant('exchange' as const), player, key: fc.integer({ min: 1, max: 12 }).map((n) => `coupon-key-${n}`) }),
  // Which coupon known so far to redeem: the player's own or another's, often one already used.
  fc.record({ type: fc.constant('redeem' as const), player, pick: fc.nat({ max: 40 }) }),
);

async function playerAs(app: FastifyInstance, loginName: string) {
  const started = await admin(app, 'POST', `/__mock/players/${loginName}/session`, {}, SESSION);
  expect(started.statusCode, started.body).toBe(200);
  const headers = bearer(started.json().login.access_token as string);
  return (operationId: OperationId, body: unknown = {}) => call(app, operationId, { session: SESSION, headers, body });
}

const commonOf = async (as: Awaited<ReturnType<typeof playerAs>>) =>
  (await as('getBalance')).json().data.find((w: { walletType: string }) => w.walletType === 'COMMON').amount as number;

describe('CASH coupons under concurrent exchanges and redemptions', () => {
  it('take the price once per exchange, pay each coupon once and only to its owner', async () => {
    await assertOnFreshSession(SESSION, fc.array(operation, { minLength: 60, maxLength: 120 }), 15, async (app, operations) => {
      expect((await admin(app, 'POST', '/__mock/shop/goods', GOOD, SESSION)).statusCode).toBe(200);
      const as = new Map<string, Awaited<ReturnType<typeof playerAs>>>();
      const before = new Map<string, number>();
      for (const loginName of PLAYERS) {
        expect((await admin(app, 'POST', '/__mock/points/grant', { loginName, points: GRANTED }, SESSION)).statusCode).toBe(200);
        as.set(loginName, await playerAs(app, loginName));
        before.set(loginName, await commonOf(as.get(loginName)!));
      }
      const known: { couponId: string; owner: string }[] = [];
      const paid = new Map<string, number>();

      await Promise.all(
        operations.map(async (op) => {
          await Promise.resolve();
          const mine = as.get(op.player)!;
          if (op.type === 'exchange') {
            const answer = await mine('exchangePoints', { goodsId: GOOD.goodsId, idempotencyKey: op.key });
            expect(answer.statusCode).toBe(200);
            const { code, data } = answer.json();
            expect([200, codes.pointsNotEnough]).toContain(code);
            if (code === 200 && !data.replayed) known.push({ couponId: data.coupon.couponId, owner: op.player });
            return;
          }
          if (known.length === 0) return;
          const target = known[op.pick % known.length]!;
          const answer = await mine('redeemCoupon', { couponId: target.couponId });
          expect(answer.statusCode).toBe(200);
          const { code } = answer.json();
          if (target.owner !== op.player) {
            expect(code).toBe(codes.couponNotFound);
            return;
          }
          expect([200, codes.couponAlreadyUsed]).toContain(code);
          if (code === 200) paid.set(target.couponId, (paid.get(target.couponId) ?? 0) + 1);
        }),
      );

      const { state } = app.mock.sessions.get(SESSION);
      // Each coupon paid at most once.
      for (const times of paid.values()) expect(times).toBe(1);
      for (const loginName of PLAYERS) {
        const accountId = findAccountByLoginName(state, loginName)!.id;
        const exchanges = state.shop.exchanges.filter((x) => x.accountId === accountId);
        const coupons = state.shop.coupons.filter((c) => c.accountId === accountId);
        // One coupon per exchange, one exchange per key, the price taken once each.
        expect(coupons).toHaveLength(exchanges.length);
        expect(new Set(exchanges.map((x) => x.key)).size).toBe(exchanges.length);
        expect(pointsBalance(state, accountId)).toBe(GRANTED - GOOD.price * exchanges.length);
        // The wallet grew by exactly the used coupons, each of which an answer said was paid.
        const used = coupons.filter((c) => c.status === 'USED');
        expect(used.every((c) => paid.get(c.couponId) === 1)).toBe(true);
        expect(await commonOf(as.get(loginName)!)).toBe(before.get(loginName)! + GOOD.amount * used.length);
      }
      expect(paid.size).toBe(state.shop.coupons.filter((c) => c.status === 'USED').length);
    });
  });
});
