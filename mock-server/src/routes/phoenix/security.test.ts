import { describe, expect, it } from 'vitest';
import { call, testApp } from '../../testing/app.ts';
import { bearer, latestCode, loginAs, passwordLogin } from '../../testing/players.ts';
import { authenticatorOn, codeAt, secondDevice, twoDevices } from '../../testing/security.ts';
import { advanceClock } from '../../testing/players.ts';

describe('security settings: the authenticator', () => {
  it('on with a QR code and a code from the app; the next login asks for it (100807) and takes a code or a recovery code', async () => {
    const app = await testApp();
    const { headers, secret, recoveryCodes } = await authenticatorOn(app);
    expect((await call(app, 'getSecuritySettings', { headers })).json().data).toEqual({
      secondFactor: 'GOOGLE',
      email: 'pl*****1@example.com',
      mobilePhone: expect.any(String),
      recoveryCodesLeft: 10,
    });
    expect((await passwordLogin(app, 'qcplayer01')).json()).toMatchObject({ code: 100807, data: { securityResp: { securityItem: 'GOOGLE' } } });
    // The confirming code's step is spent: the next step's code logs in.
    await advanceClock(app, 30_000);
    const withCode = await loginAs(app, 'qcplayer01', { grantType: 'google2fa', authenticationCode: codeAt(app, secret) });
    expect(withCode.loginName).toBe('qcplayer01');
    const withRecovery = await loginAs(app, 'qcplayer01', { grantType: 'google2fa', authenticationCode: recoveryCodes[2]! });
    expect(withRecovery.loginName).toBe('qcplayer01');
    expect((await passwordLogin(app, 'qcplayer01', { grantType: 'google2fa', authenticationCode: recoveryCodes[2]! })).json().code).toBe(100700);
    expect((await call(app, 'getSecuritySettings', { headers: bearer(withRecovery.access_token) })).json().data.recoveryCodesLeft).toBe(9);
  });

  it('refuses a wrong confirmation code under the field, a confirmation without a set-up, and a second set-up while on', async () => {
    const app = await testApp();
    const headers = bearer((await loginAs(app, 'qcplayer01')).access_token);
    expect((await call(app, 'confirmAuthenticator', { headers, body: { code: '123456' } })).json().code).toBe(109121);
    await call(app, 'startAuthenticatorSetup', { headers, body: {} });
    expect((await call(app, 'confirmAuthenticator', { headers, body: { code: '000000' } })).json().code).toBe(100700);
    const on = await authenticatorOn(app);
    expect((await call(app, 'startAuthenticatorSetup', { headers: on.headers, body: {} })).json().code).toBe(109120);
    expect((await call(app, 'disableAuthenticator', { headers: on.headers, body: { code: '000000' } })).json().code).toBe(100700);
    const off = (await call(app, 'disableAuthenticator', { headers: on.headers, body: { code: on.recoveryCodes[0]! } })).json();
    expect(off).toMatchObject({ code: 200, data: { secondFactor: 'NONE', recoveryCodesLeft: 0 } });
    expect((await call(app, 'disableAuthenticator', { headers: on.headers, body: { code: on.recoveryCodes[1]! } })).json().code).toBe(109122);
  });
});

describe('security settings: the e-mail and SMS factors', () => {
  it('turns the SMS factor on and off with a code sent to the account’s phone; another factor waits its turn', async () => {
    const app = await testApp();
    const headers = bearer((await loginAs(app, 'qcplayer01')).access_token);
    const sent = (await call(app, 'sendSecurityCode', { headers, body: { channel: 'PHONE' } })).json();
    expect(sent).toMatchObject({ code: 200, data: { retryAfterSeconds: 60, sentTo: '90****5678' } });
    expect((await call(app, 'setContactFactor', { headers, body: { channel: 'PHONE', enabled: true, code: '000000' } })).json().code).toBe(100700);
    const code = await latestCode(app, '+81 9012345678');
    const on = (await call(app, 'setContactFactor', { headers, body: { channel: 'PHONE', enabled: true, code } })).json();
    expect(on).toMatchObject({ code: 200, data: { secondFactor: 'PHONE' } });
    expect((await passwordLogin(app, 'qcplayer01')).json().code).toBe(101809);
    expect((await call(app, 'setContactFactor', { headers, body: { channel: 'EMAIL', enabled: true, code } })).json()).toMatchObject({ code: 109123, data: { secondFactor: 'PHONE' } });
    expect((await call(app, 'startAuthenticatorSetup', { headers, body: {} })).json().code).toBe(109123);
    await advanceClock(app, 61_000);
    await call(app, 'sendSecurityCode', { headers, body: { channel: 'PHONE' } });
    const off = (await call(app, 'setContactFactor', { headers, body: { channel: 'PHONE', enabled: false, code: await latestCode(app, '+81 9012345678') } })).json();
    expect(off).toMatchObject({ code: 200, data: { secondFactor: 'NONE' } });
  });

  it('an account without a phone cannot have a code sent to one (109124)', async () => {
    const app = await testApp();
    const headers = bearer((await loginAs(app, 'qctransfer01')).access_token);
    expect((await call(app, 'sendSecurityCode', { headers, body: { channel: 'PHONE' } })).json().code).toBe(109124);
    expect((await call(app, 'setContactFactor', { headers, body: { channel: 'PHONE', enabled: true, code: '123456' } })).json().code).toBe(109124);
  });
});

describe('security settings: signed-in devices', () => {
  it('lists this device first; signing out another ends it on the server: its next call answers 109111', async () => {
    const app = await testApp();
    const { headers, other } = await twoDevices(app);
    const devices = (await call(app, 'getSignedInDevices', { headers })).json().data;
    expect(devices).toHaveLength(2);
    expect(devices[0]).toMatchObject({ current: true, app: null });
    const after = (await call(app, 'signOutDevice', { headers, body: { sessionId: other.sessionId } })).json();
    expect(after).toMatchObject({ code: 200, data: [{ current: true }] });
    expect((await call(app, 'getUserInfo', { headers: other.headers })).json()).toMatchObject({ code: 109111, success: false });
    expect((await call(app, 'signOutDevice', { headers, body: { sessionId: other.sessionId } })).json().code).toBe(109110);
    // This device's own session ends by a logout, not by this call.
    expect((await call(app, 'signOutDevice', { headers, body: { sessionId: devices[0].sessionId } })).json().code).toBe(109110);
  });

  it('"sign out all others" leaves only this device', async () => {
    const app = await testApp();
    const { headers, other } = await twoDevices(app);
    const third = await secondDevice(app, 'qcplayer01', 'tablet-device');
    expect((await call(app, 'signOutOtherDevices', { headers, body: {} })).json().data).toHaveLength(1);
    for (const gone of [other.headers, third]) expect((await call(app, 'getBalance', { headers: gone })).json().code).toBe(109111);
    expect((await call(app, 'getBalance', { headers })).json().code).toBe(200);
  });
});
