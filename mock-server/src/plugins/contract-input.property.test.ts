// Property, every operation of the contract: 1,000 requests each (MOCK_PROPERTY_RUNS to change
// it) drawn from the operation's own schema (bodies and queries that pass validation and reach
// the handler), from that schema with one field made wrong, and from hostile shapes (deep
// nesting, long strings and arrays, prototype keys). Every answer is the envelope, none a 5xx,
// and success answers match the contract (testApp validates responses; a mismatch is a 500).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operations, type OperationDef } from '../contract.ts';
import { arbitraryFromSchema } from '../testing/arbitrary-from-schema.ts';
import { testApp, validRequests } from '../testing/app.ts';

const RUNS = Number(process.env.MOCK_PROPERTY_RUNS ?? 1_000);
// 1,000 injects per operation take 1-4 s alone; a loaded 2-core CI machine needs the headroom.
const PROPERTY_TIMEOUT_MS = 120_000;

const nest = (depth: number, open: string, close: string) => `${open.repeat(depth)}0${close.repeat(depth)}`;
const wrongValue = fc.constantFrom<unknown>(null, true, -1, 0.5, 1e308, 1e23, -1e23, '', ' ', 'x'.repeat(2_000), '\u0000', '𝕏', [], {}, [[[]]], { constructor: 1 });

/** Hostile raw JSON, small enough to run a thousand times per operation. */
function hostileShape(keys: string[]): fc.Arbitrary<string> {
  const anyKeys = [...keys, '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
  return fc.oneof(
    fc.integer({ min: 65, max: 5_000 }).map((depth) => nest(depth, '[', ']')),
    fc.integer({ min: 65, max: 2_000 }).map((depth) => nest(depth, '{"a":', '}')),
    fc.integer({ min: 100, max: 5_000 }).map((length) => `[${'[],'.repeat(length)}[]]`),
    fc.integer({ min: 1_000, max: 50_000 }).map((length) => JSON.stringify({ text: 'x'.repeat(length) })),
    fc.jsonValue({ maxDepth: 3 }).map((value) => `{"__proto__":${JSON.stringify(value)},"constructor":{"prototype":${JSON.stringify(value)}}}`),
    fc.dictionary(fc.constantFrom(...anyKeys), wrongValue, { minKeys: 1 }).map((value) => JSON.stringify(value)),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.constantFrom('', 'null', '"text"', '{', '[1,', '{"a":1}}', '\u0000', 'NaN', '1e400'),
  );
}

interface GeneratedRequest {
  payload?: string;
  query?: Record<string, string>;
}

/** Query values as a browser sends them: text. */
function asQuery(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typeof item === 'string' ? item : JSON.stringify(item)]));
}

function requests(op: OperationDef): fc.Arbitrary<GeneratedRequest> {
  const schema = op.schemas.body ?? op.schemas.query;
  const shaped = schema ? arbitraryFromSchema(schema) : fc.constant({});
  const keys = Object.keys(validRequests[op.operationId].body ?? {});
  const oneFieldWrong = fc
    .tuple(shaped, fc.constantFrom(...keys, 'loginName', 'unexpected'), wrongValue)
    .map(([value, key, wrong]) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value, [key]: wrong } : value));
  if (op.method === 'GET') {
    return fc.oneof(
      { weight: 6, arbitrary: shaped.map((value) => ({ query: asQuery(value) })) },
      { weight: 3, arbitrary: oneFieldWrong.map((value) => ({ query: asQuery(value) })) },
      { weight: 1, arbitrary: fc.dictionary(fc.string({ minLength: 1 }), fc.string()).map((query) => ({ query })) },
    );
  }
  return fc.oneof(
    { weight: 5, arbitrary: shaped.map((value) => ({ payload: JSON.stringify(value) })) },
    { weight: 3, arbitrary: oneFieldWrong.map((value) => ({ payload: JSON.stringify(value) })) },
    { weight: 2, arbitrary: hostileShape(keys).map((payload) => ({ payload })) },
  );
}

describe(`every operation, ${RUNS} generated requests each`, () => {
  for (const op of operations) {
    it(`${op.operationId}: the envelope every time, never a 5xx`, async () => {
      const app = await testApp();
      const { prepare } = validRequests[op.operationId];
      // A player's token (and what else the call needs), so generated bodies reach the handler.
      const prepared = prepare ? await prepare(app, 'default') : {};
      let answered = 0;
      await fc.assert(
        fc.asyncProperty(requests(op), async ({ payload, query }) => {
          const response = await app.inject({
            method: op.method,
            url: op.path,
            query,
            headers: { ...prepared.headers, 'content-type': 'application/json' },
            ...(payload === undefined ? {} : { payload }),
          });
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
          const body = JSON.parse(response.body) as Record<string, unknown>;
          expect(body).toEqual(expect.objectContaining({ code: expect.any(Number), success: expect.any(Boolean), msg: expect.any(String) }));
          answered += 1;
        }),
        { numRuns: RUNS },
      );
      expect(answered).toBeGreaterThanOrEqual(RUNS);
      expect(({} as Record<string, unknown>).a).toBeUndefined();
    }, PROPERTY_TIMEOUT_MS);
  }
});
