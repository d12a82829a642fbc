// Property: hostile bodies (deep nesting, huge strings and arrays, __proto__ and constructor keys,
// wrong types) never get a 5xx: API operations answer the envelope, control calls a 4xx `{error}`
// or their normal answer, and the server keeps serving with Object.prototype untouched.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operationsById, type OperationId } from '../contract.ts';
import { resetSession, sendValid, testApp, validRequests } from '../testing/app.ts';
import { gameOf } from '../testing/machines.ts';

const RUNS = 25;
// Bodies up to most of a megabyte, parsed, checked and journalled 25 times per call.
const PROPERTY_TIMEOUT_MS = 30_000;

const nest = (depth: number, open: string, close: string) => `${open.repeat(depth)}0${close.repeat(depth)}`;
const wrongValue = fc.constantFrom<unknown>(null, true, -1, 1e308, 1e23, '', 'x'.repeat(5_000), [], {}, [[[]]], { constructor: 1 });

/** Raw JSON text: hostile on its own, or a valid body with one field made hostile. */
function hostileBody(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = [...Object.keys(valid), 'constructor', 'prototype', 'toString'];
  return fc.oneof(
    fc.integer({ min: 65, max: 50_000 }).map((depth) => nest(depth, '[', ']')),
    fc.integer({ min: 65, max: 20_000 }).map((depth) => nest(depth, '{"a":', '}')),
    fc.integer({ min: 10_000, max: 900_000 }).map((length) => JSON.stringify({ ...valid, text: 'x'.repeat(length) })),
    fc.integer({ min: 1_000, max: 200_000 }).map((length) => `[${'[],'.repeat(length)}[]]`),
    fc.jsonValue({ maxDepth: 3 }).map((value) => `{"__proto__":${JSON.stringify(value)},"constructor":{"prototype":${JSON.stringify(value)}}}`),
    fc.record({ key: fc.constantFrom(...keys), value: wrongValue }).map(({ key, value }) => JSON.stringify({ ...valid, [key]: value })),
    fc.jsonValue({ maxDepth: 2 }).map((value) => `{${Object.keys(valid).map((key) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`),
  );
}

function expectEnvelope(statusCode: number, body: string) {
  expect(statusCode, body.slice(0, 300)).toBeLessThan(500);
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(parsed).toEqual(expect.objectContaining({ code: expect.any(Number), success: expect.any(Boolean), msg: expect.any(String) }));
}

const SAMPLE: OperationId[] = ['getCommonConfig', 'getMarquee', 'login', 'registerByEmail', 'updatePersonalInfo', 'getTemplatePage'];

describe('hostile bodies never break the mock server', () => {
  for (const operationId of SAMPLE) {
    it(`${operationId}: always the envelope, never a 5xx`, async () => {
      const op = operationsById[operationId];
      const app = await testApp();
      const { prepare, ...sample } = validRequests[operationId];
      const prepared = prepare ? await prepare(app, 'default') : {};
      const valid = ((prepared.body ?? sample.body) ?? {}) as Record<string, unknown>;
      await fc.assert(
        fc.asyncProperty(hostileBody(valid), async (payload) => {
          const response = await app.inject({ method: op.method, url: op.path, headers: { ...prepared.headers, 'content-type': 'application/json' }, payload });
          expectEnvelope(response.statusCode, response.body);
        }),
        { numRuns: RUNS },
      );
      expect(({} as Record<string, unknown>).a).toBeUndefined();
      expect((await app.inject({ method: 'GET', url: '/__mock/journal?limit=50' })).statusCode).toBe(200);
      await resetSession(app);
      expect((await sendValid(app, operationId)).json().success).toBe(true);
    }, PROPERTY_TIMEOUT_MS);
  }

  const CONTROL = {
    '/__mock/scenarios': { operation: 'getMarquee', code: 10004 },
    '/__mock/clock': { advanceMs: 1000 },
    '/__mock/reset': { seed: 2 },
    '/__mock/push': { topic: 'publicToast', payload: {} },
    '/__mock/wallets/adjust': { loginName: 'qcplayer01', amount: 1 },
    // The fixture calls: what a player API call would build, from any body.
    '/__mock/players': { name: 'hostile1', balance: 1000 },
    '/__mock/players/qcplayer01/session': { deviceId: 'hostile-device' },
    '/__mock/players/qcplayer01/withdrawals': { amount: 10000, channel: 'BANK' },
    '/__mock/players/qcplayer01/self-control': { type: 'DEPOSIT_LIMIT', period: 'DAILY', amount: 1000 },
    '/__mock/players/qcplayer01/bets': { game: gameOf('sports').gameId, stake: 1000 },
  };
  for (const [url, valid] of Object.entries(CONTROL)) {
    it(`POST ${url}: a 4xx {error} or its answer, never a 5xx, and the session still serves`, async () => {
      const app = await testApp();
      await fc.assert(
        fc.asyncProperty(hostileBody(valid), async (payload) => {
          const response = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json().error).toEqual(expect.any(String));
        }),
        { numRuns: RUNS },
      );
      for (const read of ['/__mock/scenarios', '/__mock/clock', '/__mock/journal']) {
        expect((await app.inject({ method: 'GET', url: read })).statusCode, read).toBe(200);
      }
      await app.inject({ method: 'DELETE', url: '/__mock/scenarios' });
      await resetSession(app);
      expect((await sendValid(app, 'getMarquee')).json().success).toBe(true);
    }, PROPERTY_TIMEOUT_MS);
  }
});
