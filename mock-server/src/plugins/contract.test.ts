import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operations, operationsById, type OperationDef } from '../contract.ts';
import { handlers } from '../routes/index.ts';
import type { Code } from '../contract.ts';
import { BusinessError } from '../domain/shared/business-error.ts';
import { call, sendValid, testApp, validRequests } from '../testing/app.ts';
import { issueToken, login } from '../domain/identity/tokens.ts';

describe('every operation of the contract', () => {
  it('has a handler', () => {
    const missing = operations.filter((op) => !handlers[op.operationId]).map((op) => op.operationId);
    expect(missing).toEqual([]);
  });

  for (const op of operations) {
    it(`${op.operationId} answers a success envelope valid against its schema`, async () => {
      const app = await testApp();
      const response = await sendValid(app, op.operationId);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ code: 200, success: true });
      expect(op.schemas.response.safeParse(body).success).toBe(true);
    });

    if (op.schemas.body) {
      it(`${op.operationId} answers a non-JSON body with a 400 envelope`, async () => {
        const app = await testApp();
        const response = await app.inject({ method: op.method, url: op.path, headers: { 'content-type': 'application/json' }, payload: '{"locale": ja' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ code: 400, success: false, data: null, msg: 'body: not valid JSON' });
      });

      it(`${op.operationId} names the field of a wrong type`, async () => {
        const app = await testApp();
        const valid = (validRequests[op.operationId].body ?? {}) as Record<string, unknown>;
        // A text field of the sample; loginName (PlayerRequest) where the sample has none.
        const field = Object.keys(valid).find((key) => typeof valid[key] === 'string') ?? 'loginName';
        const response = await call(app, op.operationId, { body: { ...valid, [field]: 42 } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 400, success: false, data: null });
        expect(response.json().msg).toMatch(new RegExp(`^${field}: `));
      });

      it(`${op.operationId} rejects a body that is not an object`, async () => {
        const app = await testApp();
        const response = await call(app, op.operationId, { body: [1, 2, 3] });
        expect(response.statusCode).toBe(400);
        const reasons: string[] = response.json().msg.split('; ');
        expect(reasons[0]).toMatch(/^body: /);
        expect(reasons, 'each reason once').toEqual([...new Set(reasons)]);
      });
    }
  }

  it('names each missing required field', async () => {
    const app = await testApp();
    const marquee = await call(app, 'getMarquee', { body: {} });
    expect(marquee.json().msg).toMatch(/^locale: /);
    const cms = await call(app, 'getTemplatePage', { body: { locale: 'ja-JP' } });
    expect(cms.json().msg).toMatch(/^moduleCodes: /);
    const referral = await call(app, 'addReferralLinkLog', { body: { referralCode: 'AGT2026' } });
    expect(referral.json().msg).toMatch(/^linkType: /);
    const nested = await call(app, 'getTemplatePage', { body: { locale: 'ja-JP', moduleCodes: ['HEADER_NAV', 'NOPE'] } });
    expect(nested.json().msg).toMatch(/^moduleCodes\.1: /);
  });

  it('rejects a bad query parameter naming it', async () => {
    const app = await testApp();
    const response = await call(app, 'getCountryCodes', { query: { locale: 'fr-FR' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/^locale: /);
  });

  it('accepts a bodiless POST, with or without a JSON content type', async () => {
    const app = await testApp();
    expect((await app.inject({ method: 'POST', url: operationsById.getCommonConfig.path })).json().code).toBe(200);
    const typed = await app.inject({ method: 'POST', url: operationsById.getCommonConfig.path, headers: { 'content-type': 'application/json' }, payload: '' });
    expect(typed.json().code).toBe(200);
  });

  it('reads a JSON body sent as text/plain', async () => {
    const app = await testApp();
    const response = await app.inject({ method: 'POST', url: operationsById.getMarquee.path, headers: { 'content-type': 'text/plain' }, payload: '{"locale":"en-US"}' });
    expect(response.json().code).toBe(200);
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const app = await testApp();
    const response = await app.inject({ method: 'POST', url: '/api/phoenix/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, success: false, data: null });
  });
});

describe('Prefer: code=N', () => {
  it('returns an operation or common code with its catalogue message in the request language', async () => {
    const app = await testApp();
    const ja = await call(app, 'getCommonConfig', { body: {}, headers: { prefer: 'code=-130' } });
    expect(ja.statusCode).toBe(200);
    expect(ja.json()).toEqual({ code: -130, success: false, data: null, msg: '別の端末でログインされたため、ログアウトしました' });
    const en = await call(app, 'getCommonConfig', { body: {}, headers: { prefer: 'code=1008', 'accept-language': 'en-US,en;q=0.9' } });
    expect(en.json().msg).toBe('Your session has expired');
    const zh = await call(app, 'getCommonConfig', { body: {}, headers: { prefer: 'code=10004', 'accept-language': 'zh-CN' } });
    expect(zh.json().msg).toBe('该账号已被停用');
  });

  it('refuses a code outside the catalogue with a 400 saying so, and returns 401 as HTTP 401', async () => {
    const app = await testApp();
    for (const code of ['987654', '100000000000000000000000', '-0000000000000000000000001', '1e+23', '1008e0', '1008.0', '']) {
      const unknown = await call(app, 'getMarquee', { body: { locale: 'ja-JP' }, headers: { prefer: `code=${code}`, 'accept-language': 'en-US' } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({
        code: 400,
        success: false,
        data: null,
        msg: `Prefer: code=${code} is neither a code of getMarquee nor a common one (GET /__mock/codes lists them)`,
      });
    }
    const unauthorised = await call(app, 'getMarquee', { body: { locale: 'ja-JP' }, headers: { prefer: 'code=401' } });
    expect(unauthorised.statusCode).toBe(401);
  });
});

describe('player operations and failures (synthetic contract)', () => {
  const envelope = z.object({ code: z.number(), success: z.boolean(), data: z.unknown(), msg: z.string() });
  const walletOp: OperationDef = {
    operationId: 'getWallet' as never,
    spec: 'phoenix',
    method: 'POST',
    path: '/api/phoenix/test/wallet/{walletId}',
    summary: 'test',
    auth: 'player',
    errorCodes: [{ code: 100123, name: 'testCode', meaning: 'test', message: { 'ja-JP': 'テスト', 'en-US': 'Test code', 'zh-CN': '测试' } }],
    schemas: { params: z.object({ walletId: z.string().regex(/^\d+$/) }), response: envelope },
  };
  const brokenOp: OperationDef = { ...walletOp, operationId: 'explode' as never, path: '/api/phoenix/test/explode', auth: 'public', schemas: { response: envelope } };
  const failingOp: OperationDef = { ...brokenOp, operationId: 'fail' as never, path: '/api/phoenix/test/fail' };
  const build = () =>
    testApp({
      operations: [walletOp, brokenOp, failingOp],
      handlers: {
        ['getWallet' as never]: (ctx: { loginName?: string; params: { walletId: string } }) => ({ owner: ctx.loginName, walletId: ctx.params.walletId }),
        ['explode' as never]: () => {
          throw new Error('secret internals at /srv/db');
        },
        ['fail' as never]: () => {
          throw new BusinessError(100123 as Code); // a code only this test's operation has
        },
      } as never,
    });

  it('needs a live bearer token of the session, else HTTP 401 with the envelope', async () => {
    const app = await build();
    const anonymous = await app.inject({ method: 'POST', url: '/api/phoenix/test/wallet/7' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 401, success: false, data: null, msg: 'ログインしてください' });

    const session = app.mock.sessions.get('player-test');
    issueToken(session.state, 'qcplayer01', 'tok-1', Date.now() + 60_000);
    const headers = { authorization: 'Bearer tok-1', 'x-mock-session': 'player-test' };
    const ok = await app.inject({ method: 'POST', url: '/api/phoenix/test/wallet/7', headers });
    expect(ok.json()).toMatchObject({ code: 200, data: { owner: 'qcplayer01', walletId: '7' } });

    const otherSession = await app.inject({ method: 'POST', url: '/api/phoenix/test/wallet/7', headers: { authorization: 'Bearer tok-1' } });
    expect(otherSession.statusCode).toBe(401);

    const badParam = await app.inject({ method: 'POST', url: '/api/phoenix/test/wallet/abc', headers });
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json().msg).toMatch(/^walletId: /);
  });

  it('answers an expired token (session clock) with 1008, HTTP 200', async () => {
    const app = await build();
    const session = app.mock.sessions.get('expiry');
    issueToken(session.state, 'qcplayer01', 'tok-2', Date.now() + 60_000);
    await app.inject({ method: 'POST', url: '/__mock/clock', headers: { 'x-mock-session': 'expiry' }, payload: { advanceMs: 120_000 } });
    const response = await app.inject({ method: 'POST', url: '/api/phoenix/test/wallet/7', headers: { authorization: 'Bearer tok-2', 'x-mock-session': 'expiry' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 1008, success: false, data: null, msg: 'ログインの有効期限が切れました' });
  });

  it('answers a token ended by a newer login of the account with -130, and an unknown one with 401', async () => {
    const app = await build();
    const { state } = app.mock.sessions.get('elsewhere');
    const first = login(state, '100001', Date.now());
    login(state, '100001', Date.now());
    const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'x-mock-session': 'elsewhere', 'accept-language': 'en-US' });
    const kicked = await app.inject({ method: 'POST', url: '/api/phoenix/test/wallet/7', headers: headers(first.accessToken) });
    expect(kicked.statusCode).toBe(200);
    expect(kicked.json()).toEqual({ code: -130, success: false, data: null, msg: 'You were logged out because your account was logged in on another device' });
    const unknown = await app.inject({ method: 'POST', url: '/api/phoenix/test/wallet/7', headers: headers('never-issued') });
    expect(unknown.statusCode).toBe(401);
  });

  it('answers a business error thrown by a handler with its operation message', async () => {
    const app = await build();
    const response = await app.inject({ method: 'POST', url: '/api/phoenix/test/fail', headers: { 'accept-language': 'en-US' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 100123, success: false, data: null, msg: 'Test code' });
  });

  it('answers an unexpected failure with a generic 500 envelope, never the internals', async () => {
    const app = await build();
    const response = await app.inject({ method: 'POST', url: '/api/phoenix/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 500, success: false, data: null });
    expect(response.body).not.toMatch(/secret|srv|at /);
  });

  it('records a response that breaks the contract when validation is on', async () => {
    const app = await testApp({
      operations: [{ ...brokenOp, schemas: { response: z.object({ code: z.literal(200), data: z.string() }) } }],
      handlers: { ['explode' as never]: () => 42 } as never,
    });
    const response = await app.inject({ method: 'POST', url: '/api/phoenix/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(app.mock.contractViolations).toHaveLength(1);
    app.mock.contractViolations.length = 0; // expected here; the helper fails any other test
  });

  it('records a business code the operation does not declare, but not one a scenario or Prefer forces', async () => {
    const app = await testApp({
      operations: [failingOp],
      // A code no operation declares.
      handlers: { ['fail' as never]: () => { throw new BusinessError(100999 as Code); } } as never,
    });
    const response = await app.inject({ method: 'POST', url: '/api/phoenix/test/fail' });
    expect(response.json()).toMatchObject({ code: 100999, success: false });
    expect(app.mock.contractViolations).toEqual(['fail answered business code 100999, which neither its x-error-codes nor the common codes declare']);
    app.mock.contractViolations.length = 0; // expected here; the helper fails any other test
    await app.inject({ method: 'POST', url: '/api/phoenix/test/fail', headers: { prefer: 'code=100998' } });
    expect(app.mock.contractViolations).toEqual([]);
  });
});
