import { describe, expect, it } from 'vitest';
import { admin, call, testApp } from '../testing/app.ts';
import { mismatchOf } from './scenarios.ts';

describe('arming a scenario that could never fire is refused', () => {
  it('an unknown operation is a 400 with the nearest names', async () => {
    const app = await testApp();
    const response = await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarque', code: 1008 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/unknown operation "getMarque"; did you mean getMarquee/);
  });

  it('a code the operation never answers is a 400 naming its codes, unless forced', async () => {
    const app = await testApp();
    const refused = await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', code: 100919 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/code: 100919 is not in the catalogue.*common: .*1008.*force: true/);
    // Its own codes and the common ones arm as before.
    expect((await admin(app, 'POST', '/__mock/scenarios', { operation: 'registerByEmail', code: 100919 })).statusCode).toBe(200);
    expect((await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', code: 1008 })).statusCode).toBe(200);
    expect((await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', code: 100919, force: true })).statusCode).toBe(200);
    // Wildcards take the common codes only.
    expect((await admin(app, 'POST', '/__mock/scenarios', { operation: '*', code: 100919 })).statusCode).toBe(400);
    expect((await admin(app, 'POST', '/__mock/scenarios', { operation: '@player', code: -130 })).statusCode).toBe(200);
  });

  it('code together with fault is a 400', async () => {
    const app = await testApp();
    const response = await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', code: 1008, fault: 'reset' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/code and fault/);
  });
});

describe('match', () => {
  it('reads objects by subset and arrays by containment, and says where a call differs', () => {
    expect(mismatchOf({ a: 1, b: { c: [1, 2, 3] }, extra: true }, { b: { c: [3, 1] } })).toBeUndefined();
    expect(mismatchOf({ list: [{ id: 1, x: 1 }, { id: 2 }] }, { list: [{ id: 2 }] })).toBeUndefined();
    expect(mismatchOf({ purpose: 3 }, { purpose: 5 })).toBe('body.purpose: expected 5, got 3');
    expect(mismatchOf({ codes: ['A'] }, { codes: ['B'] })).toBe('body.codes: no item matches "B"');
    expect(mismatchOf({ nested: 'x' }, { nested: { deep: 1 } })).toBe('body.nested: expected an object, got "x"');
    expect(mismatchOf({}, { __proto__: 1 })).toBeUndefined(); // a literal __proto__ sets no key
  });

  it('counts how often a scenario fired and keeps the calls that came close', async () => {
    const app = await testApp();
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getTemplatePage', code: 500, times: 0, match: { locale: 'en-US' } });
    await call(app, 'getTemplatePage', { body: { locale: 'ja-JP', moduleCodes: ['HOME_BANNER'] } });
    await call(app, 'getTemplatePage', { body: { locale: 'en-US', moduleCodes: ['HOME_BANNER'] } });
    const [scenario] = (await admin(app, 'GET', '/__mock/scenarios')).json().scenarios;
    expect(scenario).toMatchObject({ fired: 1, nearMisses: [{ time: expect.any(String), mismatch: 'body.locale: expected "en-US", got "ja-JP"' }] });
  });
});
