import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findAccountByLoginName } from '../domain/identity/accounts.ts';
import { earnFromStake } from '../domain/points/earning.ts';
import { DAY_MS, entriesOf, expireDuePoints, lotsLeft, pointsBalance } from '../domain/points/ledger.ts';
import { stockOf } from '../domain/shop/shop.ts';
import { admin, call } from '../testing/app.ts';
import { bearer, loginAs } from '../testing/players.ts';
import { assertOnFreshSession } from '../testing/properties.ts';

/**
 * Points and stock under concurrent load: 1000 mixed operations started at once on one mock
 * session: QA's grants and take-backs and players' exchanges through the HTTP layer (inject), and
 * points earned from play and lots expiring (as the clock's settlement would, a few days ahead)
 * on the session's state between those requests, with exchanges retried under the same keys.
 * It holds without locks because every path that moves points or stock reads and writes in one
 * synchronous stretch (the server is single-threaded); these runs would catch one that did not.
 */

const SESSION = 'points-load';
const PLAYERS = ['qcplayer01', 'qctransfer01', 'qcsetup01'] as const;
/** Small stocks and limits, so that some exchanges run out and some hit the limit. */
const GOODS = [
  { goodsId: 'G-LOAD-A', price: 40, restock: 25, perPlayerLimit: null },
  { goodsId: 'G-LOAD-B', price: 150, restock: 8, perPlayerLimit: 2 },
  { goodsId: 'G-LOAD-C', price: 7, restock: 60, perPlayerLimit: 15 },
] as const;

const player = fc.constantFrom(...PLAYERS);
/** A small pool, so an exchange is retried under its key (the same request) and a key is reused for another good. */
const key = fc.integer({ min: 1, max: 60 }).map((n) => `exchange-key-${n}`);

const operation = fc.oneof(
  fc.record({ type: fc.constant('grant' as const), player, points: fc.integer({ min: 1, max: 400 }), short: fc.boolean(), key: fc.option(fc.integer({ min: 1, max: 30 }).map((n) => `grant-${n}`), { nil: undefined }) }),
  fc.record({ type: fc.constant('take' as const), player, points: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ type: fc.constant('earn' as const), player, stake: fc.integer({ min: 100, max: 60_000 }) }),
  fc.record({ type: fc.constant('exchange' as const), player, goods: fc.constantFrom(...GOODS.map((g) => g.goodsId)), key }),
  fc.record({ type: fc.constant('expire' as const), player, daysAhead: fc.integer({ min: 1, max: 3 }) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

describe('points and stock under 1000 concurrent mixed operations', () => {
  it('conserve points, never take stock below zero, and count a retried exchange once', async () => {
    await assertOnFreshSession(SESSION, fc.array(operation, { minLength: 1000, maxLength: 1000 }), 3, async (app, operations) => {
      for (const goods of GOODS) {
        expect((await admin(app, 'POST', '/__mock/shop/goods', { ...goods, moduleId: 'cash', title: goods.goodsId, kind: 'REDEMPTION_CODE' }, SESSION)).statusCode).toBe(200);
      }
      const session = app.mock.sessions.get(SESSION);
      const idOf = (loginName: string) => findAccountByLoginName(session.state, loginName)!.id;
      const tokens = new Map<string, string>();
      for (const loginName of PLAYERS) tokens.set(loginName, (await loginAs(app, loginName, { session: SESSION })).access_token);
      /** The first answer of each exchange key, by player: a retry must answer the same exchange. */
      const firstAnswers = new Map<string, { exchangeId: string; goodsId: string }>();
      const retries: [string, { exchangeId: string; goodsId: string }][] = [];
      let betNo = 0;

      const run = async (op: Operation): Promise<void> => {
        await Promise.resolve();
        switch (op.type) {
          case 'grant': {
            const body = { loginName: op.player, points: op.points, ...(op.short && { validityDays: 1 }), ...(op.key && { idempotencyKey: op.key }) };
            const answer = await admin(app, 'POST', '/__mock/points/grant', body, SESSION);
            // A key reused for another grant is the only refusal a grant can meet.
            expect([200, 409]).toContain(answer.statusCode);
            return;
          }
          case 'take': {
            const answer = await admin(app, 'POST', '/__mock/points/grant', { loginName: op.player, points: -op.points }, SESSION);
            expect([200, 409]).toContain(answer.statusCode);
            return;
          }
          case 'earn':
            earnFromStake(session.state, { accountId: idOf(op.player), betId: `LOAD-${++betNo}`, stake: op.stake, currency: 'JPY', settledAt: Date.now(), placedAt: Date.now() });
            return;
          case 'expire':
            expireDuePoints(session.state, idOf(op.player), Date.now() + op.daysAhead * DAY_MS);
            return;
          case 'exchange': {
            const answer = (await call(app, 'exchangePoints', { session: SESSION, headers: bearer(tokens.get(op.player)!), body: { goodsId: op.goods, idempotencyKey: op.key } })).json();
            expect([200, 107101, 107102, 107103, 102320]).toContain(answer.code);
            if (answer.code !== 200) return;
            const id = `${op.player}:${op.key}`;
            const seen = { exchangeId: answer.data.exchangeId, goodsId: answer.data.goodsId };
            if (answer.data.replayed) retries.push([id, seen]);
            else {
              expect(firstAnswers.has(id)).toBe(false);
              firstAnswers.set(id, seen);
            }
          }
        }
      };
      await Promise.all(operations.map(run));

      const { state } = session;
      // The run exchanged, sold out or hit a limit somewhere, and retried: otherwise it proves little.
      expect(state.shop.exchanges.length).toBeGreaterThan(0);
      expect(retries.length).toBeGreaterThan(0);
      // A retried exchange answered the first one and took nothing more.
      for (const [id, seen] of retries) expect(firstAnswers.get(id)).toEqual(seen);
      expect(state.shop.exchanges).toHaveLength(firstAnswers.size);
      expect(new Set(state.shop.exchanges.map((x) => `${x.accountId}:${x.key}`)).size).toBe(state.shop.exchanges.length);
      expect(state.shop.coupons).toHaveLength(state.shop.exchanges.length);

      for (const goods of GOODS) {
        const stocked = state.shop.goods.find((g) => g.goodsId === goods.goodsId)!;
        const exchanges = state.shop.exchanges.filter((x) => x.goodsId === goods.goodsId);
        // Stock never below zero, and it is exactly what was stocked less what was exchanged.
        expect(stockOf(state, stocked)).toBeGreaterThanOrEqual(0);
        expect(stockOf(state, stocked)).toBe(goods.restock - exchanges.length);
        if (goods.perPlayerLimit !== null) for (const loginName of PLAYERS) expect(exchanges.filter((x) => x.accountId === idOf(loginName)).length).toBeLessThanOrEqual(goods.perPlayerLimit);
      }

      for (const loginName of PLAYERS) {
        const accountId = idOf(loginName);
        const entries = entriesOf(state, accountId);
        // Conserved: what came in less what went out is what the player holds, held in lots.
        const balance = pointsBalance(state, accountId);
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(lotsLeft(state, accountId).reduce((sum, lot) => sum + lot.left, 0)).toBe(balance);
        // Every debit took exactly its points from lots, never more than a lot held.
        const taken = new Map<string, number>();
        let running = 0;
        for (const entry of entries) {
          running += entry.points;
          expect(running).toBeGreaterThanOrEqual(0);
          if (entry.points < 0) expect(entry.from.reduce((sum, take) => sum + take.points, 0)).toBe(-entry.points);
          for (const take of entry.from) taken.set(take.lot, (taken.get(take.lot) ?? 0) + take.points);
        }
        for (const lot of entries.filter((entry) => entry.points > 0)) expect(taken.get(lot.id) ?? 0).toBeLessThanOrEqual(lot.points);
        // Each exchange paid its price once, by its own entry.
        const paid = entries.filter((entry) => entry.kind === 'exchange');
        const own = state.shop.exchanges.filter((x) => x.accountId === accountId);
        expect(paid.map((entry) => -entry.points).sort()).toEqual(own.map((x) => x.price).sort());
        // The shop says what the ledger says.
        const answer = (await call(app, 'getCustomerPoints', { session: SESSION, headers: bearer(tokens.get(loginName)!) })).json();
        expect(answer.data.balance).toBe(pointsBalance(state, accountId));
      }
    });
  }, 120_000);
});
