import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminContract, operations } from '../../contract.ts';
import { freshState } from '../../domain/state.ts';
import { sendMessage } from '../../domain/verification/inbox.ts';
import { admin, call, testApp, validRequests } from '../../testing/app.ts';

describe('control API', () => {
  it('GET /__mock/health answers ok', async () => {
    const app = await testApp();
    expect((await admin(app, 'GET', '/__mock/health')).json()).toEqual({ ok: true });
  });

  it('answers an unknown control path with 404 {error}', async () => {
    const app = await testApp();
    const response = await admin(app, 'GET', '/__mock/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it('POST /__mock/reset puts the session back: state, scenarios, journal, inbox, clock', async () => {
    const app = await testApp();
    await call(app, 'addReferralLinkLog', validRequests.addReferralLinkLog);
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getMarquee', code: 1008, times: 0 });
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 86_400_000 });
    const session = app.mock.sessions.get('default');
    sendMessage(session.state, { to: '+8190', channel: 'sms', purpose: 'register', code: '123456', text: 'code', time: new Date().toISOString() });

    const reset = await admin(app, 'POST', '/__mock/reset', {});
    expect(reset.json()).toMatchObject({ ok: true, seed: 1 });
    expect(session.state.referralLinkLogs).toEqual([]);
    expect((await admin(app, 'GET', '/__mock/scenarios')).json().scenarios).toEqual([]);
    expect((await admin(app, 'GET', '/__mock/journal')).json().entries).toEqual([]);
    expect((await admin(app, 'GET', '/__mock/inbox')).json().messages).toEqual([]);
    const clock = Date.parse((await admin(app, 'GET', '/__mock/clock')).json().now);
    expect(Math.abs(clock - Date.now())).toBeLessThan(5_000);
  });

  it('POST /__mock/reset with a seed reseeds the session', async () => {
    const app = await testApp();
    const before = (await call(app, 'getTemplatePage', validRequests.getTemplatePage)).json().data;
    expect((await admin(app, 'POST', '/__mock/reset', { seed: 7 })).json().seed).toBe(7);
    const after = (await call(app, 'getTemplatePage', validRequests.getTemplatePage)).json().data;
    expect(after).not.toEqual(before);
    expect((await admin(app, 'POST', '/__mock/reset', { seed: 'x' })).statusCode).toBe(400);
  });

  it('GET /__mock/journal: oldest first (newest first with order=desc), filtered, limited, secrets masked deep, control calls left out', async () => {
    const app = await testApp();
    await call(app, 'getMarquee', { body: { locale: 'en-US', password: 'hunter2', nested: { Token: 't', list: [{ apiSecret: 's', pwd: 'p' }], Authorization: 'Bearer x' } } });
    await call(app, 'getTimeZones');
    await call(app, 'getMarquee', { body: {} });
    expect((await admin(app, 'GET', '/__mock/journal')).json().entries.map((e: { seq: number }) => e.seq)).toEqual([1, 2, 3]);
    const all = (await admin(app, 'GET', '/__mock/journal?order=desc')).json().entries;
    expect(all.map((e: { operation: string }) => e.operation)).toEqual(['getMarquee', 'getTimeZones', 'getMarquee']);
    expect(all[0]).toMatchObject({ method: 'POST', path: '/api/phoenix/message/open/marquee', httpStatus: 400, code: 400 });
    expect(Date.parse(all[0].time)).not.toBeNaN();
    expect(all[2].requestBody).toEqual({ locale: 'en-US', password: '***', nested: { Token: '***', list: [{ apiSecret: '***', pwd: '***' }], Authorization: '***' } });

    const filtered = (await admin(app, 'GET', '/__mock/journal?operation=getMarquee&limit=1&order=desc')).json().entries;
    expect(filtered).toHaveLength(1);
    expect(filtered[0].httpStatus).toBe(400);
    expect((await admin(app, 'GET', '/__mock/journal?limit=0')).statusCode).toBe(400);
  });

  it('GET /__mock/journal shortens a long string (an uploaded picture) to its start and length', async () => {
    const app = await testApp();
    const picture = 'A'.repeat(5000);
    await call(app, 'getMarquee', { body: { image: picture, locale: 'en-US' } });
    const [entry] = (await admin(app, 'GET', '/__mock/journal')).json().entries;
    expect(entry.requestBody).toEqual({ image: `${'A'.repeat(64)}… (5000 characters)`, locale: 'en-US' });
  });

  it('GET /__mock/codes lists every operation with its codes, and the common codes', async () => {
    const app = await testApp();
    const codes = (await admin(app, 'GET', '/__mock/codes')).json();
    expect(codes.operations.map((o: { operationId: string }) => o.operationId)).toEqual(operations.map((o) => o.operationId));
    expect(codes.operations[0]).toEqual(expect.objectContaining({ method: expect.any(String), path: expect.any(String), codes: expect.any(Array) }));
    const common = codes.common.map((c: { code: number }) => c.code);
    expect(common).toEqual(expect.arrayContaining([1008, -120, -130, 10004, 500]));
    expect(codes.common[0]).toEqual({ code: expect.any(Number), name: expect.any(String), meaning: expect.any(String), message: { 'ja-JP': expect.any(String), 'en-US': expect.any(String), 'zh-CN': expect.any(String) } });
  });

  it('GET /__mock/inbox lists messages sent, newest first, filtered by recipient', async () => {
    const app = await testApp();
    const state = app.mock.sessions.get('inbox').state;
    sendMessage(state, { to: 'a@example.jp', channel: 'email', purpose: 'reset', code: '111111', text: 'one', time: '2026-11-22T00:00:00.000Z' });
    sendMessage(state, { to: '+819012345678', channel: 'sms', purpose: 'register', code: '222222', text: 'two', time: '2026-11-22T00:01:00.000Z' });
    const all = (await admin(app, 'GET', '/__mock/inbox', undefined, 'inbox')).json().messages;
    expect(all.map((m: { code: string }) => m.code)).toEqual(['222222', '111111']);
    const one = (await admin(app, 'GET', '/__mock/inbox?to=a%40example.jp', undefined, 'inbox')).json().messages;
    expect(one).toEqual([{ to: 'a@example.jp', channel: 'email', purpose: 'reset', code: '111111', text: 'one', time: '2026-11-22T00:00:00.000Z' }]);
    expect((await admin(app, 'GET', '/__mock/inbox')).json().messages).toEqual([]);
  });

  it('POST /__mock/clock moves the session clock by advanceMs or to now, per session', async () => {
    const app = await testApp();
    const start = Date.parse((await admin(app, 'GET', '/__mock/clock')).json().now);
    const advanced = Date.parse((await admin(app, 'POST', '/__mock/clock', { advanceMs: 3_600_000 })).json().now);
    expect(advanced - start).toBeGreaterThanOrEqual(3_600_000);
    expect(advanced - start).toBeLessThan(3_605_000);
    const set = (await admin(app, 'POST', '/__mock/clock', { now: '2031-01-01T00:00:00.000Z' })).json().now;
    expect(Date.parse(set) - Date.parse('2031-01-01T00:00:00.000Z')).toBeLessThan(1_000);
    // The marquee windows end in 2030/2031: the session clock, not the wall clock, decides.
    const marquee = (await call(app, 'getMarquee', validRequests.getMarquee)).json().data;
    expect(marquee.length).toBeLessThan((await call(app, 'getMarquee', { ...validRequests.getMarquee, session: 'other' })).json().data.length);
    const epoch = (await admin(app, 'POST', '/__mock/clock', { now: Date.parse('2027-05-01T00:00:00Z') })).json().now;
    expect(epoch.startsWith('2027-05-01T00:00:0')).toBe(true);
    expect((await admin(app, 'POST', '/__mock/clock', { advanceMs: 1, now: 'x' })).statusCode).toBe(400);
    expect((await admin(app, 'POST', '/__mock/clock', { now: 'yesterday' })).statusCode).toBe(400);
  });

  it('POST /__mock/push validates the topic and its payload, naming the field', async () => {
    const app = await testApp();
    const badTopic = await admin(app, 'POST', '/__mock/push', { topic: 'nope', payload: {} });
    expect(badTopic.statusCode).toBe(400);
    expect(badTopic.json().error).toMatch(/^topic: /);
    const badPayload = await admin(app, 'POST', '/__mock/push', { topic: 'wallet', payload: { walletType: 'COMMON', currency: 'JPY', amount: 'lots' } });
    expect(badPayload.statusCode).toBe(400);
    expect(badPayload.json().error).toMatch(/^payload\.amount: /);
    const none = await admin(app, 'POST', '/__mock/push', { topic: 'wallet', payload: { walletType: 'COMMON', currency: 'JPY', amount: 1 } });
    expect(none.json()).toEqual({ delivered: 0 });
  });
});

describe('control API: accounts, captcha answers, keys', () => {
  it('GET /__mock/accounts lists the seeded accounts with what QA needs to log in, then the session\'s own', async () => {
    const app = await testApp();
    const seeded = (await admin(app, 'GET', '/__mock/accounts')).json().accounts;
    // The seed itself (names, password) is pinned in domain/identity/accounts.test.ts.
    expect(seeded.map((a: { loginName: string }) => a.loginName)).toEqual(freshState(1).accounts.list.map((a) => a.loginName));
    expect(seeded[0]).toEqual({
      loginName: 'qcplayer01',
      displayName: 'player01',
      playerId: '100001',
      merchantCode: 'QCJP',
      state: 'ACTIVE',
      email: 'player01@example.com',
      phone: '+81 9012345678',
      secondFactor: null,
      loginVerification: false,
      userNamePwdStatus: 1,
      userSource: 'QC',
      transferStatus: false,
      authenticatorSecret: null,
      authenticatorCode: null,
      authenticatorCodeValidUntil: null,
      password: 'Passw0rd!',
      seeded: true,
    });
    const byName = Object.fromEntries(seeded.map((a: { loginName: string }) => [a.loginName, a]));
    expect(byName.qcdisabled01.state).toBe('DISABLED');
    expect(byName.qcg2fa01).toMatchObject({ secondFactor: 'GOOGLE', authenticatorSecret: expect.any(String), authenticatorCode: expect.stringMatching(/^\d{6}$/) });
    expect(byName.qcverify01.loginVerification).toBe(true);
    expect(byName.qcsetup01.userNamePwdStatus).toBe(0);
    expect(byName.qctransfer01.userSource).toBe('QC_TRANSFER');

    const registered = await call(app, 'registerByEmail', { ...validRequests.registerByEmail });
    expect(registered.json().code).toBe(200);
    const after = (await admin(app, 'GET', '/__mock/accounts')).json().accounts;
    expect(after.at(-1)).toMatchObject({ loginName: 'qcnewplayer1', displayName: 'newplayer1', password: null, seeded: false });
    expect((await admin(app, 'GET', '/__mock/accounts', undefined, 'other')).json().accounts).toHaveLength(8);
  });

  it('GET /__mock/captcha/:captchaId answers where the hole is, 404 for an unknown puzzle', async () => {
    const app = await testApp();
    const puzzle = (await call(app, 'generateSliderCaptcha', { body: { use: 1 } })).json().data;
    const answer = (await admin(app, 'GET', `/__mock/captcha/${puzzle.captchaId}`)).json();
    expect(answer).toEqual({ x: expect.any(Number), y: puzzle.y, width: 300, height: 160 });
    for (const id of ['nope', '__proto__', 'constructor']) {
      const unknown = await admin(app, 'GET', `/__mock/captcha/${id}`);
      expect(unknown.statusCode, id).toBe(404);
      expect(unknown.json()).toEqual({ error: `no slider puzzle ${id}` });
    }
    expect((await admin(app, 'GET', `/__mock/captcha/${puzzle.captchaId}`, undefined, 'other')).statusCode).toBe(404);
  });

  it('POST /__mock/keys/rotate serves a new key to this session only', async () => {
    const app = await testApp();
    const before = (await call(app, 'getPublicKey', { body: {} })).json().data;
    const rotated = (await admin(app, 'POST', '/__mock/keys/rotate')).json();
    expect(rotated).toEqual({ keyId: expect.stringMatching(/^[0-9a-f]{16}$/), publicKey: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----/) });
    expect(rotated.publicKey).not.toBe(before);
    expect((await call(app, 'getPublicKey', { body: {} })).json().data).toBe(rotated.publicKey);
    expect((await call(app, 'getCommonConfig', { body: {} })).json().data.webkey).toBe(rotated.publicKey);
    expect((await call(app, 'getPublicKey', { body: {}, session: 'other' })).json().data).toBe(before);
  });
});

describe('control API answers match openapi/mock-admin.yaml', () => {
  it('accounts, captcha, keys and presets parse with the generated schemas', async () => {
    const app = await testApp();
    const puzzle = (await call(app, 'generateSliderCaptcha', { body: { use: 1 } })).json().data;
    const checks: [z.ZodType, string, string][] = [
      [adminContract.ListMockAccountsResponse, 'GET', '/__mock/accounts'],
      [adminContract.GetCaptchaAnswerResponse, 'GET', `/__mock/captcha/${puzzle.captchaId}`],
      [adminContract.RotatePublicKeyResponse, 'POST', '/__mock/keys/rotate'],
      [adminContract.ListPresetsResponse, 'GET', '/__mock/presets'],
      [adminContract.ApplyPresetResponse, 'POST', '/__mock/presets/key-rotated'],
    ];
    for (const [schema, method, url] of checks) {
      const body = (await admin(app, method as 'GET' | 'POST', url)).json();
      expect(schema.safeParse(body).error, `${method} ${url}`).toBeUndefined();
    }
  });
});

describe('GET /__mock/openapi.json', () => {
  it('serves the control contract as JSON, every control call in it', async () => {
    const app = await testApp();
    const response = await app.inject({ method: 'GET', url: '/__mock/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/__mock/scenarios', '/__mock/journal', '/__mock/openapi.json']));
  });
});
