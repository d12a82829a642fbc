// One live session per account (SPEC §8, PRODUCT.md "sessions and -130"): a login on any device,
// by any grant, ends every older session of the account; its next call answers -130. Fixture
// logins follow the rule unless a test asks to keep other devices' sessions.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { admin, call, testApp } from '../../testing/app.ts';
import { bearer, latestCode, loginAs, solveSlider } from '../../testing/players.ts';

const balanceCode = async (app: FastifyInstance, headers: Record<string, string>) => (await call(app, 'getBalance', { headers })).json().code as number;

/** The fixture login: a session for the player without a password, as the e2e suite starts them. */
async function fixtureLogin(app: FastifyInstance, body: Record<string, unknown>): Promise<{ access_token: string; refresh_token: string }> {
  const started = await admin(app, 'POST', '/__mock/players/qcplayer01/session', body);
  expect(started.statusCode, JSON.stringify(started.json())).toBe(200);
  return started.json().login;
}

describe('one live session per account', () => {
  it('a password login on another device ends the older one: -130 on its next call, its renewal refused', async () => {
    const app = await testApp();
    const phone = await loginAs(app, 'qcplayer01', { deviceId: 'phone-device' });
    const desktop = await loginAs(app, 'qcplayer01', { deviceId: 'desktop-device' });
    const kicked = await call(app, 'getBalance', { headers: bearer(phone.access_token) });
    expect(kicked.statusCode).toBe(200);
    expect(kicked.json()).toMatchObject({ code: -130, success: false, data: null });
    const renewal = await call(app, 'login', { body: { grantType: 'refresh_token', refresh_token: phone.refresh_token, merchantCode: 'QCJP' } });
    expect(renewal.json().code).toBe(100706);
    expect(await balanceCode(app, bearer(desktop.access_token))).toBe(200);
    // The devices list holds the live session only.
    const devices = (await call(app, 'getSignedInDevices', { headers: bearer(desktop.access_token), body: {} })).json().data;
    expect(devices).toEqual([expect.objectContaining({ current: true })]);
  });

  it('a login by SMS code ends a password session of another device', async () => {
    const app = await testApp();
    const desktop = await loginAs(app, 'qcplayer01', { deviceId: 'desktop-device' });
    const phone = { phonePrefix: '0081', phone: '9012345678' };
    expect((await call(app, 'sendCodeByPhone', { body: { purpose: 2, ...phone, ...(await solveSlider(app)) } })).json().code).toBe(200);
    const code = await latestCode(app, '+81 9012345678');
    const byCode = await call(app, 'login', { body: { grantType: 'phone2fa', ...phone, authenticationCode: code, merchantCode: 'QCJP', deviceId: 'phone-device' } });
    expect(byCode.json()).toMatchObject({ code: 200, data: { loginName: 'qcplayer01' } });
    expect(await balanceCode(app, bearer(desktop.access_token))).toBe(-130);
    expect(await balanceCode(app, bearer(byCode.json().data.access_token))).toBe(200);
  });

  it('another player’s login ends nothing of this one', async () => {
    const app = await testApp();
    const mine = await loginAs(app, 'qcplayer01', { deviceId: 'phone-device' });
    expect((await admin(app, 'POST', '/__mock/players/qcg2fa01/session', { deviceId: 'phone-device' })).statusCode).toBe(200);
    expect(await balanceCode(app, bearer(mine.access_token))).toBe(200);
  });
});

describe('fixture logins (POST /__mock/players/:loginName/session)', () => {
  it('end the player’s older session as a login does', async () => {
    const app = await testApp();
    const site = await loginAs(app, 'qcplayer01', { deviceId: 'site-device' });
    const fixture = await fixtureLogin(app, { deviceId: 'qa-device' });
    expect(await balanceCode(app, bearer(site.access_token))).toBe(-130);
    expect(await balanceCode(app, bearer(fixture.access_token))).toBe(200);
    // A second fixture login without the opt-in ends the first fixture session too.
    const again = await fixtureLogin(app, {});
    expect(await balanceCode(app, bearer(fixture.access_token))).toBe(-130);
    expect(await balanceCode(app, bearer(again.access_token))).toBe(200);
  });

  it('keepOtherSessions leaves the other devices live (a test of two devices); the same device’s older session still ends', async () => {
    const app = await testApp();
    const site = await loginAs(app, 'qcplayer01', { deviceId: 'site-device' });
    const second = await fixtureLogin(app, { deviceId: 'qa-device', keepOtherSessions: true });
    expect(await balanceCode(app, bearer(site.access_token))).toBe(200);
    expect(await balanceCode(app, bearer(second.access_token))).toBe(200);
    expect((await call(app, 'getSignedInDevices', { headers: bearer(site.access_token), body: {} })).json().data).toHaveLength(2);
    const sameDevice = await fixtureLogin(app, { deviceId: 'qa-device', keepOtherSessions: true });
    expect(await balanceCode(app, bearer(second.access_token))).toBe(-130);
    expect(await balanceCode(app, bearer(sameDevice.access_token))).toBe(200);
    expect(await balanceCode(app, bearer(site.access_token))).toBe(200);
  });

  it('refuses a keepOtherSessions that is not a boolean (400), ending nothing', async () => {
    const app = await testApp();
    const site = await loginAs(app, 'qcplayer01', { deviceId: 'site-device' });
    const refused = await admin(app, 'POST', '/__mock/players/qcplayer01/session', { keepOtherSessions: 'yes' });
    expect(refused.statusCode).toBe(400);
    expect(await balanceCode(app, bearer(site.access_token))).toBe(200);
  });
});
