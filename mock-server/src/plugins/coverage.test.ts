import { describe, expect, it } from 'vitest';
import { admin, call, testApp, validRequests } from '../testing/app.ts';

describe('GET /__mock/coverage', () => {
  it("counts what a session's calls were answered, and names what never was", async () => {
    const app = await testApp();
    await call(app, 'getMarquee', { ...validRequests.getMarquee, session: 'covered' });
    await call(app, 'getMarquee', { ...validRequests.getMarquee, session: 'covered', headers: { prefer: 'code=1008' } });
    const report = (await app.inject({ method: 'GET', url: '/__mock/coverage', headers: { 'x-mock-session': 'covered' } })).json();
    expect(report.scope).toBe('session');
    expect(report.operations.find((op: { operationId: string }) => op.operationId === 'getMarquee')).toEqual({
      operationId: 'getMarquee',
      calls: 2,
      codes: { '200': 1, '1008': 1 },
    });
    expect(report.totals.operations.answered).toBe(1);
    expect(report.never.operations).toContain('getCommonConfig');
    expect(report.never.operations).not.toContain('getMarquee');
    expect(report.commonCodes.find((c: { code: number }) => c.code === 1008).count).toBe(1);
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
