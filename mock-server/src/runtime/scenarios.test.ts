import { describe, expect, it } from 'vitest';
import { operationsById } from '../contract.ts';
import { admin, call, testApp, validRequests } from '../testing/app.ts';
import { encryptPassword } from '../testing/crypto.ts';
import { bearer, loginAs } from '../testing/players.ts';
import { listeningApp } from '../testing/server.ts';

const marquee = validRequests.getMarquee;

describe('POST /__mock/scenarios', () => {
  it('answers the next call with a business code and its catalogue message, once by default', async () => {
    const app = await testApp();
    const armed = await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', code: 10004 });
    expect(armed.statusCode).toBe(200);
    expect(armed.json().id).toEqual(expect.any(String));
    const first = await call(app, 'getMarquee', marquee);
    expect(first.json()).toEqual({ code: 10004, success: false, data: null, msg: 'このアカウントは利用停止中です' });
    const second = await call(app, 'getMarquee', marquee);
    expect(second.json().code).toBe(200);
  });

  it('uses msg, data and httpStatus as given', async () => {
    const app = await testApp();
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getCommonConfig', code: 100010, msg: 'taken', data: { hint: 'x' }, httpStatus: 502, force: true });
    const response = await call(app, 'getCommonConfig', { body: {} });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ code: 100010, success: false, data: { hint: 'x' }, msg: 'taken' });
  });

  it('answers data without a code as a success envelope', async () => {
    const app = await testApp();
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', data: [] });
    const response = await call(app, 'getMarquee', marquee);
    expect(response.json()).toEqual({ code: 200, success: true, data: [], msg: 'success' });
  });

  it('treats code 200 as success: the data given, or the real answer when there is none', async () => {
    const app = await testApp();
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', code: 200, data: [] });
    expect((await call(app, 'getMarquee', marquee)).json()).toEqual({ code: 200, success: true, data: [], msg: 'success' });
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', code: 200 });
    const real = (await call(app, 'getMarquee', marquee)).json();
    expect(real.success).toBe(true);
    expect(real.data.length).toBeGreaterThan(0);
  });

  it('accepts "METHOD /path" for the operation, and rejects an unknown one', async () => {
    const app = await testApp();
    const byPath = await admin(app, 'POST', '/__mock/scenarios', { operation: 'GET /api/phoenix/user/open/common/timeZone', code: 503 });
    expect(byPath.statusCode).toBe(200);
    expect((await call(app, 'getTimeZones')).json().code).toBe(503);
    const unknown = await admin(app, 'POST', '/__mock/scenarios', { operation: 'POST /api/nope', code: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/^operation: /);
    const badBody = await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', times: -1 });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().error).toMatch(/^times: /);
  });

  it('counts times, and keeps times 0 until cleared', async () => {
    const app = await testApp();
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', code: -120, times: 2 });
    expect((await call(app, 'getMarquee', marquee)).json().code).toBe(-120);
    expect((await admin(app, 'GET', '/__mock/scenarios')).json().scenarios[0].remaining).toBe(1);
    expect((await call(app, 'getMarquee', marquee)).json().code).toBe(-120);
    expect((await call(app, 'getMarquee', marquee)).json().code).toBe(200);
    // Spent, it stays listed with what it did until the list is cleared.
    expect((await admin(app, 'GET', '/__mock/scenarios')).json().scenarios).toEqual([expect.objectContaining({ code: -120, times: 2, remaining: 0, fired: 2 })]);

    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', code: -130, times: 0 });
    for (let i = 0; i < 5; i++) expect((await call(app, 'getMarquee', marquee)).json().code).toBe(-130);
    expect((await admin(app, 'GET', '/__mock/scenarios')).json().scenarios[1].remaining).toBeNull();
    await admin(app, 'DELETE', '/__mock/scenarios');
    expect((await call(app, 'getMarquee', marquee)).json().code).toBe(200);
    expect((await admin(app, 'GET', '/__mock/scenarios')).json().scenarios).toEqual([]);
  });

  it('a spent scenario answers nothing more, is left out of a snapshot, and can be disarmed by id', async () => {
    const app = await testApp();
    const { id } = (await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', code: 1008 })).json();
    expect((await call(app, 'getMarquee', marquee)).json().code).toBe(1008);
    expect((await call(app, 'getMarquee', marquee)).json().code).toBe(200);
    expect((await admin(app, 'GET', '/__mock/scenarios')).json().scenarios).toEqual([expect.objectContaining({ id, remaining: 0, fired: 1 })]);
    expect((await admin(app, 'GET', '/__mock/snapshot')).json().scenarios).toEqual([]);
    expect((await admin(app, 'GET', '/__mock/sessions')).json().sessions[0].scenarios).toBe(0);
    expect((await admin(app, 'DELETE', `/__mock/scenarios/${id}`)).statusCode).toBe(200);
    expect((await admin(app, 'GET', '/__mock/scenarios')).json().scenarios).toEqual([]);
  });

  it('fires only when the body matches the subset', async () => {
    const app = await testApp();
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getTemplatePage', code: 500, match: { locale: 'en-US', moduleCodes: ['HOME_BANNER'] } });
    expect((await call(app, 'getTemplatePage', { body: { locale: 'ja-JP', moduleCodes: ['HOME_BANNER'] } })).json().code).toBe(200);
    expect((await call(app, 'getTemplatePage', { body: { locale: 'en-US', moduleCodes: ['HEADER_NAV'] } })).json().code).toBe(200);
    expect((await call(app, 'getTemplatePage', { body: { locale: 'en-US', moduleCodes: ['HOME_BANNER'] } })).json().code).toBe(500);
  });

  it('lists and disarms one scenario by id', async () => {
    const app = await testApp();
    const { id } = (await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', code: 1008 })).json();
    const list = (await admin(app, 'GET', '/__mock/scenarios')).json().scenarios;
    expect(list).toEqual([expect.objectContaining({ id, operation: 'getMarquee', code: 1008, remaining: 1 })]);
    expect((await admin(app, 'DELETE', `/__mock/scenarios/${id}`)).statusCode).toBe(200);
    expect((await admin(app, 'DELETE', `/__mock/scenarios/${id}`)).statusCode).toBe(404);
    expect((await call(app, 'getMarquee', marquee)).json().code).toBe(200);
  });

  it('delays the answer by delayMs', async () => {
    const app = await testApp();
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', delayMs: 150 });
    const started = performance.now();
    const response = await call(app, 'getMarquee', marquee);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.json().code).toBe(200);
  });

  it('malformed: HTTP 200, JSON content type, a body that is not JSON', async () => {
    const app = await testApp();
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getCommonConfig', fault: 'malformed' });
    const response = await call(app, 'getCommonConfig', { body: {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(() => JSON.parse(response.body)).toThrow();
  });

  it('reset: the connection is dropped, and the server keeps serving', async () => {
    const { app, base } = await listeningApp();
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getCommonConfig', fault: 'reset' });
    await expect(fetch(`${base}${operationsById.getCommonConfig.path}`, { method: 'POST' })).rejects.toThrow();
    const after = await fetch(`${base}${operationsById.getCommonConfig.path}`, { method: 'POST' });
    expect(((await after.json()) as { code: number }).code).toBe(200);
  });

  it('timeout: no answer ever comes; the held call is released when the client gives up', async () => {
    const { app, base } = await listeningApp();
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getCommonConfig', fault: 'timeout' });
    const url = `${base}${operationsById.getCommonConfig.path}`;
    await expect(fetch(url, { method: 'POST', signal: AbortSignal.timeout(300) })).rejects.toThrow();
    const after = await fetch(url, { method: 'POST' });
    expect(((await after.json()) as { code: number }).code).toBe(200);
    const journal = (await admin(app, 'GET', '/__mock/journal?operation=getCommonConfig')).json().entries;
    expect(journal[0]).toMatchObject({ httpStatus: null, code: null });
  });

  it('applies before validation: QA gets the armed answer even for a sloppy body', async () => {
    const app = await testApp();
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', code: 503, httpStatus: 503 });
    const response = await call(app, 'getMarquee', { body: {} });
    expect(response.statusCode).toBe(503);
    expect(response.json().msg).toBe('ただいまメンテナンス中です');
  });
});

describe('presets', () => {
  it('lists every preset file with its scenarios', async () => {
    const app = await testApp();
    const names = (await admin(app, 'GET', '/__mock/presets')).json().presets.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['kicked-elsewhere', 'maintenance', 'all-timeouts', 'slow-network', 'token-expired', 'key-rotated']));
  });

  it('arms a preset on the caller session only', async () => {
    const app = await testApp();
    const armed = await admin(app, 'POST', '/__mock/presets/maintenance', undefined, 'qa');
    expect(armed.json()).toEqual({ name: 'maintenance', ids: [expect.any(String)], actions: [] });
    expect((await call(app, 'getCommonConfig', { body: {}, session: 'qa' })).statusCode).toBe(503);
    expect((await call(app, 'getTimeZones', { session: 'qa' })).json().code).toBe(503);
    expect((await call(app, 'getCommonConfig', { body: {} })).statusCode).toBe(200);
  });

  it('key-rotated rotates the session key for real: the old key answers -120, the new one works', async () => {
    const app = await testApp();
    const oldKey = (await call(app, 'getPublicKey', { body: {} })).json().data;
    const applied = await admin(app, 'POST', '/__mock/presets/key-rotated');
    expect(applied.json()).toEqual({ name: 'key-rotated', ids: [], actions: ['rotate-key'] });
    const newKey = (await call(app, 'getPublicKey', { body: {} })).json().data;
    expect(newKey).not.toBe(oldKey);
    const withKey = (key: string) =>
      call(app, 'login', { body: { grantType: 'password', loginType: 1, loginName: 'qcplayer01', password: encryptPassword(key, 'Passw0rd!'), merchantCode: 'QCJP' } });
    expect((await withKey(oldKey)).json().code).toBe(-120);
    expect((await withKey(newKey)).json().code).toBe(200);
  });

  it('kicked-elsewhere and token-expired answer every player call (not public ones) with -130 and 1008', async () => {
    const app = await testApp();
    const { access_token } = await loginAs(app, 'qcplayer01');
    const headers = bearer(access_token);
    await admin(app, 'POST', '/__mock/presets/token-expired');
    expect((await call(app, 'getCommonConfig', { body: {}, headers })).json().code).toBe(200);
    expect((await call(app, 'getUserInfo', { headers })).json().code).toBe(1008);
    expect((await call(app, 'getUserInfo', { headers })).json().code).toBe(200);
    await admin(app, 'POST', '/__mock/presets/kicked-elsewhere');
    expect((await call(app, 'getBalance', { headers })).json().code).toBe(-130);
    expect((await call(app, 'getUserInfo', { headers })).json().code).toBe(-130);
    expect((await call(app, 'getCommonConfig', { body: {}, headers })).json().code).toBe(200);
  });

  it('answers 404 for an unknown preset', async () => {
    const app = await testApp();
    const response = await admin(app, 'POST', '/__mock/presets/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatch(/nope/);
  });
});
