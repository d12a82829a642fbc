import { describe, expect, it } from 'vitest';
import { admin, call, testApp, validRequests } from '../testing/app.ts';
import { bodyRefusal, MAX_BODY_DEPTH, MAX_BODY_VALUES, nestingRefusal } from './errors.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('bodyRefusal', () => {
  it('accepts bodies up to the depth limit and refuses deeper ones', () => {
    expect(bodyRefusal(JSON.parse(nested(MAX_BODY_DEPTH)))).toBeUndefined();
    expect(bodyRefusal(JSON.parse(nested(MAX_BODY_DEPTH + 1)))).toMatch(/nested deeper than 64/);
    expect(bodyRefusal(JSON.parse(nestedObject(40_000)))).toMatch(/nested deeper/);
  });

  it('refuses an own __proto__ key anywhere, and lets constructor through as data', () => {
    expect(bodyRefusal(JSON.parse('{"a":[{"__proto__":{"x":1}}]}'))).toMatch(/__proto__/);
    expect(bodyRefusal(JSON.parse('{"constructor":{"prototype":1}}'))).toBeUndefined();
    expect(bodyRefusal('text')).toBeUndefined();
  });
});

describe('nestingRefusal', () => {
  it('reads the depth from the text, brackets inside strings and escapes not counted', () => {
    expect(nestingRefusal(nested(MAX_BODY_DEPTH))).toBeUndefined();
    expect(nestingRefusal(nested(MAX_BODY_DEPTH + 1))).toMatch(/nested deeper than 64/);
    expect(nestingRefusal(nestedObject(40_000))).toMatch(/nested deeper/);
    expect(nestingRefusal(JSON.stringify({ text: '['.repeat(1_000), quoted: '\\"[[[[' }))).toBeUndefined();
    expect(nestingRefusal(`[${'1,'.repeat(MAX_BODY_VALUES - 1)}1]`)).toBeUndefined();
    expect(nestingRefusal(`[${'[],'.repeat(300_000)}[]]`)).toBe(`body: more than ${MAX_BODY_VALUES} values`);
    expect(nestingRefusal(JSON.stringify({ text: ','.repeat(100_000) }))).toBeUndefined();
  });

  it('leaves no own __proto__ key through, spelled out or escaped', async () => {
    const app = await testApp();
    for (const payload of ['{"__proto__":{"x":1}}', '{"\\u005f_proto__":{"x":1}}']) {
      const response = await app.inject({ method: 'POST', url: '/api/phoenix/common/config', headers: { 'content-type': 'application/json' }, payload });
      expect(response.json(), payload).toEqual({ code: 400, success: false, data: null, msg: 'body: a key "__proto__" is not accepted' });
    }
  });
});

describe('hostile JSON bodies', () => {
  it('answers 40,000 levels of nesting with the 400 envelope on an operation, and the journal still reads', async () => {
    const app = await testApp();
    for (const payload of [nested(40_000), nestedObject(40_000), nested(2_000)]) {
      const response = await app.inject({ method: 'POST', url: '/api/phoenix/common/config', headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, success: false, data: null, msg: `body: nested deeper than ${MAX_BODY_DEPTH} levels` });
    }
    const journal = await admin(app, 'GET', '/__mock/journal');
    expect(journal.statusCode).toBe(200);
    expect(journal.json().entries.at(-1)).toEqual(expect.objectContaining({ operation: 'getCommonConfig', httpStatus: 400 }));
  });

  it('refuses __proto__ keys with the envelope', async () => {
    const app = await testApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/phoenix/common/config',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"polluted":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, success: false, data: null, msg: 'body: a key "__proto__" is not accepted' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses the same in control calls with the control API 400: scenario data 5,000 deep, match with __proto__', async () => {
    const app = await testApp();
    const deep = await app.inject({
      method: 'POST',
      url: '/__mock/scenarios',
      headers: { 'content-type': 'application/json' },
      payload: `{"operation":"getMarquee","data":${nested(5_000)}}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ error: `body: nested deeper than ${MAX_BODY_DEPTH} levels` });
    const proto = await app.inject({
      method: 'POST',
      url: '/__mock/scenarios',
      headers: { 'content-type': 'application/json' },
      payload: '{"operation":"getMarquee","match":{"__proto__":{"x":1}}}',
    });
    expect(proto.statusCode).toBe(400);
    expect(proto.json().error).toMatch(/__proto__/);
    expect((await call(app, 'getMarquee', validRequests.getMarquee)).statusCode).toBe(200);
  });
});
