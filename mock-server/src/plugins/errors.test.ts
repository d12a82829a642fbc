import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { admin, call, testApp, validRequests } from '../testing/app.ts';
import { jsonBodyParser, MAX_BODY_DEPTH, MAX_BODY_VALUES, nestingRefusal, PROTO_POISONING } from './errors.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** What the mock's parser makes of a text: the value, or the refusal's message. */
function parsed(text: string): Promise<{ value?: unknown; refusal?: string }> {
  const fastifyJson = Fastify().getDefaultJsonParser(PROTO_POISONING.onProtoPoisoning, PROTO_POISONING.onConstructorPoisoning);
  return new Promise((resolve) => {
    jsonBodyParser(fastifyJson)({} as never, text, (error, value) => resolve(error ? { refusal: error.message } : { value }));
  });
}

describe('jsonBodyParser (Fastify\'s parser behind the nesting count)', () => {
  it('refuses nesting past MAX_BODY_DEPTH, however deep', async () => {
    expect((await parsed(nested(MAX_BODY_DEPTH))).refusal).toBeUndefined();
    expect((await parsed(nested(MAX_BODY_DEPTH + 1))).refusal).toMatch(/nested deeper than 64/);
    expect((await parsed(nestedObject(40_000))).refusal).toMatch(/nested deeper/);
  });

  it('refuses an own __proto__ key anywhere, and lets constructor through as data', async () => {
    expect((await parsed('{"a":[{"__proto__":{"x":1}}]}')).refusal).toMatch(/__proto__/);
    expect(await parsed('{"constructor":{"prototype":1}}')).toEqual({ value: { constructor: { prototype: 1 } } });
    expect(await parsed('"text"')).toEqual({ value: 'text' });
    expect(await parsed('  ')).toEqual({ value: undefined });
    expect((await parsed('{"a":')).refusal).toBeDefined();
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
