import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { admin, call, testApp } from '../../testing/app.ts';
import { encryptedFor } from '../../testing/crypto.ts';
import { bearer, latestCode, loginAs, solveSlider } from '../../testing/players.ts';

async function registerByEmail(app: FastifyInstance, fields: { loginName?: string; email?: string; password?: string; plain?: boolean } = {}) {
  const password = fields.plain ? (fields.password ?? 'Passw0rd!') : await encryptedFor(app, fields.password ?? 'Passw0rd!');
  return call(app, 'registerByEmail', {
    body: {
      loginName: fields.loginName ?? 'qcnewplayer1',
      password,
      email: fields.email ?? 'new.player@example.com',
      referCode: 'AGT2026',
      btag: 'summer',
      affiliateId: 'aff-12',
      userSource: 3,
      merchantCode: 'QCJP',
    },
  });
}

const FREE_PHONE = { phonePrefix: '0081', phone: '9055556666' };

async function phoneCode(app: FastifyInstance): Promise<string> {
  await call(app, 'sendCodeByPhone', { body: { purpose: 1, ...FREE_PHONE, ...(await solveSlider(app)) } });
  return latestCode(app, '+81 9055556666');
}

const REDIRECT = 'http://localhost:5173/elseLogin/google';

describe('registration by e-mail', () => {
  it('creates the account with COMMON and PROMOTION JPY wallets and the referral fields, and logs it in', async () => {
    const app = await testApp();
    const response = await registerByEmail(app);
    expect(response.json()).toMatchObject({ code: 200, data: { loginName: 'qcnewplayer1', token_type: 'bearer', locale: 'ja-JP' } });
    const balance = await call(app, 'getBalance', { headers: bearer(response.json().data.access_token) });
    expect(balance.json().data).toEqual([
      { walletType: 'COMMON', currency: 'JPY', amount: 0 },
      { walletType: 'PROMOTION', currency: 'JPY', amount: 0 },
    ]);
    const account = app.mock.sessions.get('default').state.accounts.list.find((a) => a.loginName === 'qcnewplayer1');
    expect(account).toMatchObject({ referCode: 'AGT2026', btag: 'summer', affiliateId: 'aff-12', userSource: 'QC', userNamePwdStatus: 1 });
    // The new password works, and nothing of it is kept but a hash.
    await loginAs(app, 'qcnewplayer1');
    expect(JSON.stringify(account)).not.toContain('Passw0rd!');
  });

  it('answers 100010 for a taken name, 100919 for a taken e-mail', async () => {
    const app = await testApp();
    expect((await registerByEmail(app, { loginName: 'qcplayer01' })).json().code).toBe(100010);
    expect((await registerByEmail(app, { email: 'Player01@example.com' })).json().code).toBe(100919);
  });

  it('checks the name rule after the prefix (100712) and the password rule (100711); refuses plain text (100120)', async () => {
    const app = await testApp();
    for (const loginName of ['newplayer1', 'qcabc12', 'qc12345678', 'qcthisnameistoolong1', 'qcname_with']) {
      expect((await registerByEmail(app, { loginName })).json().code, loginName).toBe(100712);
    }
    expect((await registerByEmail(app, { loginName: 'qcabc123' })).json().code).toBe(200);
    expect((await registerByEmail(app, { loginName: 'qcother12', email: 'o@example.com', password: 'short' })).json().code).toBe(100711);
    expect((await registerByEmail(app, { loginName: 'qcother12', email: 'o@example.com', plain: true })).json().code).toBe(100120);
  });
});

describe('registration by phone', () => {
  it('needs the purpose-1 SMS code; the account has no name or password of its own yet', async () => {
    const app = await testApp();
    const code = await phoneCode(app);
    const wrong = await call(app, 'registerByPhone', { body: { mobileNo: FREE_PHONE.phone, mobileCode: code === '000000' ? '111111' : '000000', phonePrefix: '0081', merchantCode: 'QCJP' } });
    expect(wrong.json().code).toBe(100700);
    const response = await call(app, 'registerByPhone', { body: { mobileNo: FREE_PHONE.phone, mobileCode: code, phonePrefix: '0081', referCode: 'AGT2026', merchantCode: 'QCJP' } });
    expect(response.json()).toMatchObject({ code: 200, data: { loginName: 'qc819055556666' } });
    const info = (await call(app, 'getUserInfo', { headers: bearer(response.json().data.access_token) })).json().data;
    expect(info).toMatchObject({ userNamePwdStatus: 0, mobilePhone: '90****6666', phonePrefix: '0081', userSource: 'QC' });
    expect(info.wallets.map((w: { walletType: string; currency: string }) => `${w.walletType} ${w.currency}`)).toEqual(['COMMON JPY', 'PROMOTION JPY']);
    const account = app.mock.sessions.get('default').state.accounts.list.find((a) => a.loginName === 'qc819055556666');
    expect(account?.referCode).toBe('AGT2026');
    // The code is used up, and the number is taken now.
    const again = await call(app, 'registerByPhone', { body: { mobileNo: FREE_PHONE.phone, mobileCode: code, phonePrefix: '0081', merchantCode: 'QCJP' } });
    expect(again.json().code).toBe(100921);
  });

  it('answers 100921 for a registered number, 100922 for an invalid one, 100703 without a code sent', async () => {
    const app = await testApp();
    expect((await call(app, 'registerByPhone', { body: { mobileNo: '9012345678', mobileCode: '123456', phonePrefix: '0081', merchantCode: 'QCJP' } })).json().code).toBe(100921);
    expect((await call(app, 'registerByPhone', { body: { mobileNo: '312345678', mobileCode: '123456', phonePrefix: '0081', merchantCode: 'QCJP' } })).json().code).toBe(100922);
    expect((await call(app, 'registerByPhone', { body: { mobileNo: FREE_PHONE.phone, mobileCode: '123456', phonePrefix: '0081', merchantCode: 'QCJP' } })).json().code).toBe(100703);
  });
});

async function consent(app: FastifyInstance, type: 'google' | 'twitter' | 'line', decision: 'approve' | 'deny', redirectUri = REDIRECT.replace('google', type)) {
  const started = (await call(app, 'startThirdPartyLogin', { body: { thirdPartyType: type, redirectUri } })).json().data;
  const page = await app.inject({ method: 'GET', url: started.authorizeUrl });
  const decided = await app.inject({
    method: 'POST',
    url: `/__mock/oauth/${type}/authorize`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state: started.state, decision }).toString(),
  });
  return { started, page, decided, back: new URL(decided.headers.location as string) };
}

describe('third-party login', () => {
  it('start answers the consent page address with the state; the page shows the provider in Japanese and English', async () => {
    const app = await testApp();
    const { started, page } = await consent(app, 'line', 'deny');
    expect(started.authorizeUrl).toBe(`/__mock/oauth/line/authorize?state=${started.state}&redirect_uri=${encodeURIComponent(REDIRECT.replace('google', 'line'))}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('LINE でログイン');
    expect(page.body).toContain('Sign in with LINE');
    expect(page.body).toMatch(/value="approve"[^>]*>許可する \/ Allow/);
    expect(page.body).toMatch(/value="deny"[^>]*>拒否する \/ Deny/);
  });

  it('approve: back with a code; the first completion creates the account, the next logs into the same one', async () => {
    const app = await testApp();
    const first = await consent(app, 'google', 'approve');
    expect(first.decided.statusCode).toBe(303);
    expect(`${first.back.origin}${first.back.pathname}`).toBe(REDIRECT);
    expect(first.back.searchParams.get('state')).toBe(first.started.state);
    const code = first.back.searchParams.get('code')!;
    const completed = await call(app, 'completeThirdPartyLogin', { body: { thirdPartyType: 'google', code, state: first.started.state, referCode: 'AGT2026' } });
    expect(completed.json()).toMatchObject({ code: 200, data: { ticket: expect.any(String), newAccount: true } });
    // The code is single use.
    expect((await call(app, 'completeThirdPartyLogin', { body: { thirdPartyType: 'google', code, state: first.started.state } })).json().code).toBe(100706);

    const loggedIn = await call(app, 'login', { body: { grantType: 'third_party', authenticationCode: completed.json().data.ticket, merchantCode: 'QCJP' } });
    expect(loggedIn.json()).toMatchObject({ code: 200, data: { thirdPartyType: 'google' } });
    const info = (await call(app, 'getUserInfo', { headers: bearer(loggedIn.json().data.access_token) })).json().data;
    expect(info).toMatchObject({ userSource: 'GOOGLE', userNamePwdStatus: 0 });
    // The ticket is single use too.
    expect((await call(app, 'login', { body: { grantType: 'third_party', authenticationCode: completed.json().data.ticket, merchantCode: 'QCJP' } })).json().code).toBe(100706);

    const second = await consent(app, 'google', 'approve');
    const again = await call(app, 'completeThirdPartyLogin', { body: { thirdPartyType: 'google', code: second.back.searchParams.get('code'), state: second.started.state } });
    expect(again.json().data.newAccount).toBe(false);
    const sameAccount = await call(app, 'login', { body: { grantType: 'third_party', authenticationCode: again.json().data.ticket, merchantCode: 'QCJP' } });
    expect(sameAccount.json().data.playerId).toBe(loggedIn.json().data.playerId);
    // Another provider is another identity.
    const line = await consent(app, 'line', 'approve');
    const lineTicket = await call(app, 'completeThirdPartyLogin', { body: { thirdPartyType: 'line', code: line.back.searchParams.get('code'), state: line.started.state } });
    expect(lineTicket.json().data.newAccount).toBe(true);
  });

  it('start refuses a redirect address that is not a web page', async () => {
    const app = await testApp();
    const response = await call(app, 'startThirdPartyLogin', { body: { thirdPartyType: 'line', redirectUri: 'javascript:alert(1)' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('redirectUri: must be an http or https address');
  });

  it('deny: back with error=access_denied and the state, and no code to redeem', async () => {
    const app = await testApp();
    const { back, started } = await consent(app, 'twitter', 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(started.state);
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('the consent page refuses an unknown state, another redirect_uri, or a used state; codes expire after 5 minutes', async () => {
    const app = await testApp();
    const started = (await call(app, 'startThirdPartyLogin', { body: { thirdPartyType: 'line', redirectUri: REDIRECT } })).json().data;
    const unknown = await app.inject({ method: 'GET', url: `/__mock/oauth/line/authorize?state=st-nope&redirect_uri=${encodeURIComponent(REDIRECT)}` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('This link is invalid or has expired');
    const elsewhere = await app.inject({ method: 'GET', url: `/__mock/oauth/line/authorize?state=${started.state}&redirect_uri=${encodeURIComponent('https://evil.example/')}` });
    expect(elsewhere.statusCode).toBe(400);
    const wrongProvider = await app.inject({ method: 'GET', url: `/__mock/oauth/google/authorize?state=${started.state}&redirect_uri=${encodeURIComponent(REDIRECT)}` });
    expect(wrongProvider.statusCode).toBe(400);

    const { back, started: flow } = await consent(app, 'line', 'approve');
    const usedAgain = await app.inject({
      method: 'POST',
      url: '/__mock/oauth/line/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `state=${flow.state}&decision=approve`,
    });
    expect(usedAgain.statusCode).toBe(400);
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 5 * 60_000 + 1_000 });
    const late = await call(app, 'completeThirdPartyLogin', { body: { thirdPartyType: 'line', code: back.searchParams.get('code'), state: flow.state } });
    expect(late.json().code).toBe(100706);
  });
});
