import { describe, expect, it } from 'vitest';
import { SEEDED_TOTP_SECRET } from '../../domain/identity/seed.ts';
import { totp } from '../../domain/identity/totp.ts';
import { admin, call, testApp } from '../../testing/app.ts';
import { encryptedFor, encryptPassword, servedPublicKey } from '../../testing/crypto.ts';
import { bearer, latestCode, loginAs, passwordLogin, solveSlider } from '../../testing/players.ts';

const HOUR = 3_600_000;

describe('login: password grant', () => {
  it('logs in by name or by e-mail and answers the LoginResult of the contract', async () => {
    const app = await testApp();
    const byName = await loginAs(app, 'qcplayer01');
    expect(byName).toMatchObject({
      token_type: 'bearer',
      expires_in: 7200,
      loginName: 'qcplayer01',
      playerId: '100001',
      showUpdWinFlag: false,
      initPwdUpdStatus: 0,
      originalPwd: true,
      thirdPartyType: null,
      email: 'pl*****1@example.com',
      securityResp: null,
      locale: 'ja-JP',
    });
    const byEmail = await loginAs(app, 'Player01@Example.com', { loginType: 2 });
    expect(byEmail.loginName).toBe('qcplayer01');
    const info = await call(app, 'getUserInfo', { headers: bearer(byEmail.access_token) });
    expect(info.json().data.loginName).toBe('qcplayer01');
  });

  it('answers 100702 for a wrong password or an unknown name, without saying which', async () => {
    const app = await testApp();
    const wrong = await passwordLogin(app, 'qcplayer01', { password: 'Wr0ngPass!' });
    const unknown = await passwordLogin(app, 'qcnobody99');
    for (const response of [wrong, unknown]) expect(response.json()).toMatchObject({ code: 100702, success: false, data: null });
    expect(wrong.json().msg).toBe(unknown.json().msg);
  });

  it('answers 10004 for a disabled account, only with the right password', async () => {
    const app = await testApp();
    expect((await passwordLogin(app, 'qcdisabled01')).json().code).toBe(10004);
    expect((await passwordLogin(app, 'qcdisabled01', { password: 'nope-nope' })).json().code).toBe(100702);
  });

  it('refuses a plain-text password (100120) and one under a rotated-out key (-120)', async () => {
    const app = await testApp();
    const plain = await call(app, 'login', { body: { grantType: 'password', loginType: 1, loginName: 'qcplayer01', password: 'Passw0rd!', merchantCode: 'QCJP' } });
    expect(plain.json().code).toBe(100120);

    const oldKey = await servedPublicKey(app);
    const rotated = await admin(app, 'POST', '/__mock/keys/rotate');
    expect(rotated.json().publicKey).not.toBe(oldKey);
    expect(await servedPublicKey(app)).toBe(rotated.json().publicKey);
    const stale = await call(app, 'login', {
      body: { grantType: 'password', loginType: 1, loginName: 'qcplayer01', password: encryptPassword(oldKey, 'Passw0rd!'), merchantCode: 'QCJP' },
    });
    expect(stale.json()).toMatchObject({ code: -120, success: false });
    // The site refetches the key and tries again.
    await loginAs(app, 'qcplayer01');
    // Another session still has its own key.
    expect(await servedPublicKey(app, 'other')).toBe(oldKey);
  });

  it('names a missing field of the grant with a 400', async () => {
    const app = await testApp();
    const response = await call(app, 'login', { body: { grantType: 'password', loginType: 1, loginName: 'qcplayer01', merchantCode: 'QCJP' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, msg: 'password: required' });
  });
});

describe('login: merchant', () => {
  it('an account is found only under its own merchantCode (another site answers wrong name or password)', async () => {
    const app = await testApp();
    const other = await passwordLogin(app, 'qcplayer01', { merchantCode: 'OTHER' });
    expect(other.json().code).toBe(100702);
    await loginAs(app, 'qcplayer01');
  });
});

describe('login: second factors', () => {
  it('GOOGLE: 100807 with a LoginChallenge, then google2fa with the authenticator code', async () => {
    const app = await testApp();
    const first = await passwordLogin(app, 'qcg2fa01');
    expect(first.json()).toMatchObject({ code: 100807, data: { loginName: 'qcg2fa01', securityResp: { securityItem: 'GOOGLE' } } });
    const code = totp(SEEDED_TOTP_SECRET, Date.now());
    const wrong = await passwordLogin(app, 'qcg2fa01', { grantType: 'google2fa', authenticationCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.json().code).toBe(100700);
    const done = await loginAs(app, 'qcg2fa01', { grantType: 'google2fa', authenticationCode: code });
    expect(done.securityResp).toMatchObject({ securityItem: 'GOOGLE' });
  });

  it('GOOGLE: the control API gives the current code at the session clock', async () => {
    const app = await testApp();
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 10 * HOUR });
    const account = (await admin(app, 'GET', '/__mock/accounts')).json().accounts.find((a: { loginName: string }) => a.loginName === 'qcg2fa01');
    expect(account.authenticatorCode).toMatch(/^\d{6}$/);
    await loginAs(app, 'qcg2fa01', { grantType: 'google2fa', authenticationCode: account.authenticatorCode });
  });

  it('GOOGLE: the code is accepted until the moment /__mock/accounts says, and not after', async () => {
    const app = await testApp();
    const read = async () => (await admin(app, 'GET', '/__mock/accounts')).json().accounts.find((a: { loginName: string }) => a.loginName === 'qcg2fa01');
    const { authenticatorCode, authenticatorCodeValidUntil } = await read();
    const now = (await admin(app, 'GET', '/__mock/clock')).json().now as string;
    const left = Date.parse(authenticatorCodeValidUntil) - Date.parse(now);
    expect(left).toBeGreaterThanOrEqual(30_000 - 1_000);
    expect(left).toBeLessThan(60_000);
    await admin(app, 'POST', '/__mock/clock', { now: Date.parse(authenticatorCodeValidUntil) + 1 });
    expect((await passwordLogin(app, 'qcg2fa01', { grantType: 'google2fa', authenticationCode: authenticatorCode })).json().code).toBe(100700);
    // The session clock runs on while the call travels: just before the end.
    await admin(app, 'POST', '/__mock/clock', { now: Date.parse(authenticatorCodeValidUntil) - 500 });
    await loginAs(app, 'qcg2fa01', { grantType: 'google2fa', authenticationCode: authenticatorCode });
  });

  it('GOOGLE: a code works once; a second login needs the next one', async () => {
    const app = await testApp();
    const code = async () =>
      (await admin(app, 'GET', '/__mock/accounts')).json().accounts.find((a: { loginName: string }) => a.loginName === 'qcg2fa01').authenticatorCode;
    const first = await code();
    await loginAs(app, 'qcg2fa01', { grantType: 'google2fa', authenticationCode: first });
    expect((await passwordLogin(app, 'qcg2fa01', { grantType: 'google2fa', authenticationCode: first })).json().code).toBe(100700);
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 30_000 });
    await loginAs(app, 'qcg2fa01', { grantType: 'google2fa', authenticationCode: await code() });
  });

  it('GOOGLE: five wrong codes lock the factor for 15 minutes (100708), even for the right code', async () => {
    const app = await testApp();
    const current = async () =>
      (await admin(app, 'GET', '/__mock/accounts')).json().accounts.find((a: { loginName: string }) => a.loginName === 'qcg2fa01').authenticatorCode as string;
    const right = await current();
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await passwordLogin(app, 'qcg2fa01', { grantType: 'google2fa', authenticationCode: wrong })).json().code).toBe(100700);
    }
    const locked = (await passwordLogin(app, 'qcg2fa01', { grantType: 'google2fa', authenticationCode: right })).json();
    expect(locked).toMatchObject({ code: 100708, data: { retryAfterSeconds: 900 } });
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 14 * 60_000 });
    expect((await passwordLogin(app, 'qcg2fa01', { grantType: 'google2fa', authenticationCode: await current() })).json()).toMatchObject({
      code: 100708,
      data: { retryAfterSeconds: 60 },
    });
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 60_000 });
    await loginAs(app, 'qcg2fa01', { grantType: 'google2fa', authenticationCode: await current() });
  });

  it('EMAIL: 101808 sends a purpose-4 code to the e-mail; email2fa with it logs in', async () => {
    const app = await testApp();
    const first = await passwordLogin(app, 'qcmail2fa01');
    expect(first.json()).toMatchObject({
      code: 101808,
      data: { loginName: 'qcmail2fa01', securityResp: { securityItem: 'EMAIL', email: 'ma******1@example.com' }, retryAfterSeconds: 60 },
    });
    const inbox = (await admin(app, 'GET', '/__mock/inbox?to=mail2fa01%40example.com')).json().messages;
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ channel: 'email', purpose: 'second-factor' });
    await loginAs(app, 'qcmail2fa01', { grantType: 'email2fa', authenticationCode: inbox[0].code });
  });

  it('PHONE: 101809 sends an SMS; a retry within 60 s sends nothing new and says how long to wait', async () => {
    const app = await testApp();
    const first = await passwordLogin(app, 'qcsms2fa01');
    expect(first.json()).toMatchObject({ code: 101809, data: { securityResp: { securityItem: 'PHONE', mobilePhone: '90****4321', phoneCountryCode: '81' } } });
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 20_000 });
    const again = await passwordLogin(app, 'qcsms2fa01');
    expect(again.json().code).toBe(101809);
    expect(again.json().data.retryAfterSeconds).toBeGreaterThan(35);
    expect(again.json().data.retryAfterSeconds).toBeLessThanOrEqual(40);
    const messages = (await admin(app, 'GET', `/__mock/inbox?to=${encodeURIComponent('+81 9087654321')}`)).json().messages;
    expect(messages).toHaveLength(1);
    await loginAs(app, 'qcsms2fa01', { grantType: 'phone2fa', authenticationCode: messages[0].code });
  });

  it('a wrong code is 100700; five burn it (100703); an expired one is 100703', async () => {
    const app = await testApp();
    await passwordLogin(app, 'qcmail2fa01');
    const code = await latestCode(app, 'mail2fa01@example.com');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const tries = [];
    for (let i = 0; i < 5; i++) tries.push((await passwordLogin(app, 'qcmail2fa01', { grantType: 'email2fa', authenticationCode: wrongCode })).json().code);
    expect(tries).toEqual([100700, 100700, 100700, 100700, 100703]);
    expect((await passwordLogin(app, 'qcmail2fa01', { grantType: 'email2fa', authenticationCode: code })).json().code).toBe(100703);

    await admin(app, 'POST', '/__mock/clock', { advanceMs: 61_000 });
    await passwordLogin(app, 'qcmail2fa01');
    const fresh = await latestCode(app, 'mail2fa01@example.com');
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 301_000 });
    expect((await passwordLogin(app, 'qcmail2fa01', { grantType: 'email2fa', authenticationCode: fresh })).json().code).toBe(100703);
  });
});

describe('login: safety check on a new device', () => {
  it('100701 sends a purpose-6 code to the e-mail; the repeat with it logs in and trusts the device', async () => {
    const app = await testApp();
    const first = await passwordLogin(app, 'qcverify01', { deviceId: 'dev-a' });
    expect(first.json()).toMatchObject({ code: 100701, data: { loginName: 'qcverify01', securityResp: { securityItem: 'EMAIL' } } });
    const code = await latestCode(app, 'verify01@example.com');
    const inbox = (await admin(app, 'GET', '/__mock/inbox?to=verify01%40example.com')).json().messages;
    expect(inbox[0].purpose).toBe('login-check');
    const wrong = await passwordLogin(app, 'qcverify01', { deviceId: 'dev-a', authenticationCode: code === '999999' ? '888888' : '999999' });
    expect(wrong.json().code).toBe(100700);
    await loginAs(app, 'qcverify01', { deviceId: 'dev-a', authenticationCode: code });
    // That device is known now; another is not.
    await loginAs(app, 'qcverify01', { deviceId: 'dev-a' });
    expect((await passwordLogin(app, 'qcverify01', { deviceId: 'dev-b' })).json().code).toBe(100701);
  });

  it('an expired safety-check code is 100703', async () => {
    const app = await testApp();
    await passwordLogin(app, 'qcverify01', { deviceId: 'dev-a' });
    const code = await latestCode(app, 'verify01@example.com');
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 5 * 60_000 + 1_000 });
    expect((await passwordLogin(app, 'qcverify01', { deviceId: 'dev-a', authenticationCode: code })).json().code).toBe(100703);
  });
});

describe('login: sessions', () => {
  it('a newer login ends the older session: its calls answer -130; logout ends the newer one (401)', async () => {
    const app = await testApp();
    const first = await loginAs(app, 'qcplayer01');
    const second = await loginAs(app, 'qcplayer01');
    const kicked = await call(app, 'getBalance', { headers: bearer(first.access_token) });
    expect(kicked.statusCode).toBe(200);
    expect(kicked.json()).toMatchObject({ code: -130, success: false });
    expect((await call(app, 'getBalance', { headers: bearer(second.access_token) })).json().code).toBe(200);
    await call(app, 'logout', { body: {}, headers: bearer(second.access_token) });
    expect((await call(app, 'getBalance', { headers: bearer(second.access_token) })).statusCode).toBe(401);
    expect((await call(app, 'getBalance')).statusCode).toBe(401);
  });

  it('an access token lives 2 h on the session clock, then answers 1008', async () => {
    const app = await testApp();
    const { access_token } = await loginAs(app, 'qcplayer01');
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 2 * HOUR - 60_000 });
    expect((await call(app, 'getUserInfo', { headers: bearer(access_token) })).json().code).toBe(200);
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 61_000 });
    const expired = await call(app, 'getUserInfo', { headers: bearer(access_token) });
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toMatchObject({ code: 1008, success: false, data: null });
  });

  it('refresh_token: a new pair, once; unknown, used or expired ones are 100706', async () => {
    const app = await testApp();
    const first = await loginAs(app, 'qcplayer01');
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 3 * HOUR });
    const refreshed = await call(app, 'login', { body: { grantType: 'refresh_token', refresh_token: first.refresh_token, merchantCode: 'QCJP' } });
    expect(refreshed.json()).toMatchObject({ code: 200, data: { loginName: 'qcplayer01', token_type: 'bearer' } });
    expect((await call(app, 'getBalance', { headers: bearer(refreshed.json().data.access_token) })).json().code).toBe(200);
    const reused = await call(app, 'login', { body: { grantType: 'refresh_token', refresh_token: first.refresh_token, merchantCode: 'QCJP' } });
    expect(reused.json().code).toBe(100706);
    expect((await call(app, 'login', { body: { grantType: 'refresh_token', refresh_token: 'rt-unknown', merchantCode: 'QCJP' } })).json().code).toBe(100706);
    const late = refreshed.json().data.refresh_token;
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 7 * 24 * HOUR + 1 });
    expect((await call(app, 'login', { body: { grantType: 'refresh_token', refresh_token: late, merchantCode: 'QCJP' } })).json().code).toBe(100706);
  });

  it('phone2fa without a password is the code login (purpose 2)', async () => {
    const app = await testApp();
    const phone = { phonePrefix: '0081', phone: '9012345678' };
    const slider = await solveSlider(app);
    expect((await call(app, 'sendCodeByPhone', { body: { purpose: 2, ...phone, ...slider } })).json().code).toBe(200);
    const code = await latestCode(app, '+81 9012345678');
    const wrong = await call(app, 'login', { body: { grantType: 'phone2fa', ...phone, authenticationCode: code === '000000' ? '111111' : '000000', merchantCode: 'QCJP' } });
    expect(wrong.json().code).toBe(100700);
    const ok = await call(app, 'login', { body: { grantType: 'phone2fa', ...phone, authenticationCode: code, merchantCode: 'QCJP' } });
    expect(ok.json()).toMatchObject({ code: 200, data: { loginName: 'qcplayer01' } });
    const reused = await call(app, 'login', { body: { grantType: 'phone2fa', ...phone, authenticationCode: code, merchantCode: 'QCJP' } });
    expect(reused.json().code).toBe(100703);
  });

  it('the login path is journalled with the password masked', async () => {
    const app = await testApp();
    await call(app, 'login', { body: { grantType: 'password', loginType: 1, loginName: 'qcplayer01', password: await encryptedFor(app, 'Passw0rd!'), merchantCode: 'QCJP' } });
    const [entry] = (await admin(app, 'GET', '/__mock/journal?operation=login')).json().entries;
    expect(entry.requestBody.password).toBe('***');
  });
});
