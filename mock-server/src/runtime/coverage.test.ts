import { describe, expect, it } from 'vitest';
import { admin, call, testApp, validRequests } from '../testing/app.ts';
import { encryptedFor } from '../testing/crypto.ts';

describe('GET /__mock/coverage', () => {
  it("counts what a session's calls were answered by their handlers, and names what never was", async () => {
    const app = await testApp();
    const session = 'covered';
    await call(app, 'getMarquee', { ...validRequests.getMarquee, session });
    await call(app, 'login', { session, body: { grantType: 'password', loginType: 1, loginName: 'nobody', password: await encryptedFor(app, 'Wrong-1234', session), merchantCode: 'QCJP' } });
    // Answered before any handler: a Prefer code, an armed scenario, a body that breaks the
    // contract, a player call without a token. None of them exercised the operation.
    await call(app, 'getMarquee', { ...validRequests.getMarquee, session, headers: { prefer: 'code=1008' } });
    await admin(app, 'POST', '/__mock/scenarios', { operation: 'getCommonConfig', code: 10004 }, session);
    await call(app, 'getCommonConfig', { session, body: {} });
    await call(app, 'getMarquee', { session, body: { locale: 42 } });
    await call(app, 'getUserInfo', { session, body: {} });
    const report = (await app.inject({ method: 'GET', url: '/__mock/coverage', headers: { 'x-mock-session': session } })).json();
    expect(report.scope).toBe('session');
    const row = (id: string) => report.operations.find((op: { operationId: string }) => op.operationId === id);
    expect(row('getMarquee')).toEqual({ operationId: 'getMarquee', calls: 1, codes: { '200': 1 } });
    expect(row('login')).toEqual({ operationId: 'login', calls: 1, codes: { '100702': 1 } });
    // getMarquee, login, and getPublicKey (the key the password was encrypted with).
    expect(report.totals.operations.answered).toBe(3);
    expect(report.never.operations).toEqual(expect.arrayContaining(['getCommonConfig', 'getUserInfo']));
    expect(report.never.operations).not.toContain('getMarquee');
    expect(report.commonCodes.find((c: { code: number }) => c.code === 1008).count).toBe(0);
    expect(report.never.codes).toContainEqual({ operationId: 'registerByEmail', code: 100919 });
  });

  it('scope=server adds up every session; a reset starts the session over; unknown scopes are a 400', async () => {
    const app = await testApp();
    await call(app, 'getMarquee', { ...validRequests.getMarquee, session: 'one' });
    await call(app, 'getMarquee', { ...validRequests.getMarquee, session: 'two' });
    const server = (await admin(app, 'GET', '/__mock/coverage?scope=server')).json();
    expect(server.operations.find((op: { operationId: string }) => op.operationId === 'getMarquee').calls).toBe(2);
    await app.inject({ method: 'POST', url: '/__mock/reset', headers: { 'x-mock-session': 'one', 'content-type': 'application/json' }, payload: {} });
    const one = (await app.inject({ method: 'GET', url: '/__mock/coverage', headers: { 'x-mock-session': 'one' } })).json();
    expect(one.totals.operations.answered).toBe(0);
    expect((await admin(app, 'GET', '/__mock/coverage?scope=everything')).statusCode).toBe(400);
  });
});
