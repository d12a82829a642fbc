// Property: whatever a client sends, the mock server answers with the envelope (success or a 4xx
// business error naming what is wrong), never a 500, and keeps serving. Arbitrary JSON values,
// valid bodies with one field replaced by anything, raw garbage and arbitrary query strings.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operations } from '../contract.ts';
import { resetSession, sendValid, testApp, validRequests } from '../testing/app.ts';

const RUNS = 60;
// 60 runs per property, some through scrypt, sharp or a prepared login; fast-check's first
// binary-string property also warms up for seconds. On a loaded 2-core CI the default 5 s is tight.
const PROPERTY_TIMEOUT_MS = 30_000;

function expectEnvelope(statusCode: number, body: string) {
  expect(statusCode, body).toBeLessThan(500);
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(parsed).toEqual(expect.objectContaining({ code: expect.any(Number), success: expect.any(Boolean), msg: expect.any(String) }));
  if (parsed.success === false) expect(parsed.msg).not.toBe('');
}

describe('bad input never breaks the mock server', () => {
  for (const op of operations) {
    it(`${op.operationId}: any JSON body, or a valid one with any field replaced`, async () => {
      const app = await testApp();
      const { prepare, ...sample } = validRequests[op.operationId];
      // Prepared once (a player's token, a solved slider), so mutated bodies reach the handler
      // rather than stopping at "not logged in".
      const prepared = prepare ? await prepare(app, 'default') : {};
      const valid = ((prepared.body ?? sample.body) ?? {}) as Record<string, unknown>;
      const keys = [...Object.keys(valid), 'loginName', 'unexpected'];
      const body = fc.oneof(
        fc.jsonValue(),
        fc.record({ key: fc.constantFrom(...keys), value: fc.jsonValue() }).map(({ key, value }) => ({ ...valid, [key]: value })),
      );
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const response = await app.inject({
            method: op.method,
            url: op.path,
            headers: { ...prepared.headers, 'content-type': 'application/json' },
            payload: op.method === 'GET' ? undefined : JSON.stringify(payload),
          });
          expectEnvelope(response.statusCode, response.body);
        }),
        { numRuns: RUNS },
      );
      // Still serving after all of it (from a clean session: a mutated body may have deleted the player).
      await resetSession(app);
      expect((await sendValid(app, op.operationId)).json().success).toBe(true);
    }, PROPERTY_TIMEOUT_MS);

    it(`${op.operationId}: any bytes as the body and any query string`, async () => {
      const app = await testApp();
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: 'binary' }), fc.dictionary(fc.string({ minLength: 1 }), fc.string()), async (raw, query) => {
          const response = await app.inject({
            method: op.method,
            url: op.path,
            query,
            headers: { 'content-type': 'application/json' },
            payload: op.method === 'GET' ? undefined : raw,
          });
          expectEnvelope(response.statusCode, response.body);
        }),
        { numRuns: RUNS },
      );
    }, PROPERTY_TIMEOUT_MS);
  }
});

describe('bad input never breaks the control API', () => {
  const writes = ['/__mock/reset', '/__mock/scenarios', '/__mock/push', '/__mock/clock', '/__mock/presets/maintenance', '/__mock/wallets/adjust'];
  for (const url of writes) {
    it(`POST ${url}: any JSON body gets an answer, never a 500`, async () => {
      const app = await testApp();
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), async (payload) => {
          const response = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
          expect(response.statusCode, response.body).toBeLessThan(500);
          const body = JSON.parse(response.body) as Record<string, unknown>;
          if (response.statusCode >= 400) expect(body.error).toEqual(expect.any(String));
        }),
        { numRuns: RUNS },
      );
      expect((await app.inject({ method: 'GET', url: '/__mock/health' })).statusCode).toBe(200);
    });
  }
});
