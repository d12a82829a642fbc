import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { OperationId } from '../../contract.ts';
import { admin, call, testApp } from '../../testing/app.ts';
import { openDrawId, runningTournament, withTickets } from '../../testing/competitions.ts';
import { passwordLogin } from '../../testing/players.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path into a JSON value, as the keys leading there. */
function pathsOf(value: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...at, i], out));
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) pathsOf(inner, [...at, key], out);
  return out;
}

/** The file with the value at `path` replaced (or removed, for undefined). */
function edited(file: Json, path: (string | number)[], replacement: Json | undefined): Json {
  if (path.length === 0) return replacement ?? null;
  const copy = structuredClone(file) as Record<string | number, Json>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path.at(-1)!;
  if (replacement === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else parent[last] = replacement;
  return copy;
}

/**
 * What a hand edit puts in a place: any JSON, or the shapes that broke servers before: a field
 * removed (undefined), the wrong kind, a negative or fractional amount, an id that names nothing,
 * a key that reaches a prototype.
 */
const hostile: fc.Arbitrary<Json | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
  fc.constantFrom<Json>(null, '', [], {}, true, 0),
  fc.integer({ min: -1_000_000_000, max: -1 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
  fc.constantFrom<Json>('999999', 'C-NOPE', 'G-NOPE', 'P-nowhere', 'LOT-19990101', 'player:999999:COMMON'),
  fc.constantFrom<Json>(JSON.parse('{"__proto__":{"polluted":1}}') as Json, { constructor: { prototype: { polluted: 1 } } }, { prototype: 1 }),
);

const stateOf = async (app: FastifyInstance, session: string) => {
  const { savedAt: _savedAt, clock: _clock, ...rest } = (await admin(app, 'GET', '/__mock/snapshot', undefined, session)).json();
  return rest;
};

describe('POST /__mock/snapshot under hand-edited files', () => {
  it('any one edit anywhere: a 200 or a 400, never a 5xx; a 400 changes nothing; after a 200 the API still answers', async () => {
    const app = await testApp();
    await admin(app, 'POST', '/__mock/wallets/adjust', { loginName: 'qcplayer01', amount: 500, idempotencyKey: 'seed-move' }, 'source');
    // A session that has played the engagement half too: its points, coupons, tickets and entries are edited like the rest.
    await admin(app, 'POST', '/__mock/points/grant', { loginName: 'qcplayer01', points: 3000 }, 'source');
    const headers = await withTickets(app, 'source');
    const as = (operationId: OperationId, body: unknown) => call(app, operationId, { session: 'source', headers, body });
    const coupon = (await as('exchangePoints', { goodsId: 'G-CASH-500', idempotencyKey: 'property-0001' })).json().data.coupon;
    await as('redeemCoupon', { couponId: coupon.couponId });
    await as('exchangePoints', { goodsId: 'G-CASH-1000', idempotencyKey: 'property-0002' });
    await as('enterLottery', { drawId: await openDrawId(app, 'source'), numbers: [1, 2, 3], requestId: 'property-lottery-1' });
    await as('joinTournament', { tournamentId: await runningTournament(app, 'source') });
    const good = (await admin(app, 'GET', '/__mock/snapshot', undefined, 'source')).json() as Json;
    const paths = pathsOf(good);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        // Anywhere but the whole file (a bare string there is not a JSON body: 415, tested elsewhere).
        fc.integer({ min: 1, max: paths.length - 1 }),
        hostile,
        async (index, replacement) => {
          const session = `target-${++run}`;
          const before = await stateOf(app, session);
          const response = await admin(app, 'POST', '/__mock/snapshot', edited(good, paths[index]!, replacement), session);
          expect([200, 400], response.body).toContain(response.statusCode);
          if (response.statusCode === 400) {
            expect(response.json().error).toEqual(expect.any(String));
            expect(await stateOf(app, session)).toEqual(before);
            return;
          }
          for (const operationId of ['getCommonConfig', 'getPublicKey', 'getMarquee', 'getTournaments', 'getLottery', 'getPointsGoods'] as const) {
            const answer = await call(app, operationId, { session, body: operationId === 'getMarquee' ? { locale: 'ja-JP' } : {} });
            expect(answer.statusCode, `${operationId}: ${answer.body}`).toBeLessThan(500);
          }
          const login = await passwordLogin(app, 'qcplayer01', { session });
          expect(login.statusCode).toBeLessThan(500);
          const token = login.json().data?.access_token as string | undefined;
          if (!token) return;
          // The player's own engagement reads: points, coupons, tickets.
          for (const operationId of ['getCustomerPoints', 'getCoupons', 'getBalance'] as const) {
            const answer = await call(app, operationId, { session, body: {}, headers: { authorization: `Bearer ${token}` } });
            expect(answer.statusCode, `${operationId}: ${answer.body}`).toBeLessThan(500);
          }
        },
      ),
      // Each run is a fresh session, a load and a login (a password hash): 60 keep the file under half a minute.
      { numRuns: 60, ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}) },
    );
  }, 120_000);
});
