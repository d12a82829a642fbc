import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { admin, call, testApp } from '../../testing/app.ts';
import { encryptedFor } from '../../testing/crypto.ts';
import { bearer, latestCode, loginAs, passwordLogin, solveSlider } from '../../testing/players.ts';

const PHONE = { phonePrefix: '0081', phone: '9012345678' };

/** Step 1 by phone: slider, send (use 5, purpose 5), the code from the inbox, verify. */
async function verifyByPhone(app: FastifyInstance): Promise<string> {
  const sent = await call(app, 'sendValidationCode', { body: { use: 5, purpose: 5, ...(await solveSlider(app, { use: 5 })), ...PHONE } });
  expect(sent.json()).toMatchObject({ code: 200, data: { expiresInSeconds: 300, retryAfterSeconds: 60 } });
  const { captchaId } = sent.json().data;
  const code = await latestCode(app, '+81 9012345678');
  const verified = await call(app, 'verifyValidationCode', { body: { captchaId, code, ...PHONE, purpose: 5 } });
  expect(verified.json()).toEqual({ code: 200, success: true, msg: 'success', data: { captchaId, verified: true } });
  return captchaId;
}

describe('forgot password', () => {
  it('by phone, end to end: the new password works, the old one not, and old sessions end', async () => {
    const app = await testApp();
    const before = await loginAs(app, 'qcplayer01');
    const captchaId = await verifyByPhone(app);
    const recovered = await call(app, 'recoverAccount', { body: { captchaId } });
    expect(recovered.json().data).toEqual({ loginName: 'qcplayer01', email: 'pl*****1@example.com', mobilePhone: '90****5678' });

    const reset = await call(app, 'resetPassword', {
      body: { captchaId, email: '', mobile: PHONE.phone, modifyType: 6, newPassword: await encryptedFor(app, 'N3wPassw0rd!'), phonePrefix: '0081' },
    });
    expect(reset.json()).toMatchObject({ code: 200, data: null });
    expect((await call(app, 'getUserInfo', { headers: bearer(before.access_token) })).statusCode).toBe(401);
    expect((await passwordLogin(app, 'qcplayer01')).json().code).toBe(100702);
    await loginAs(app, 'qcplayer01', { password: 'N3wPassw0rd!' });
    // The verification is used up by the reset.
    expect((await call(app, 'recoverAccount', { body: { captchaId } })).json().code).toBe(100705);
  });

  it('by e-mail, end to end (use 3, loginType 2; verify with loginName set to the e-mail)', async () => {
    const app = await testApp();
    const slider = await solveSlider(app, { use: 3 });
    const sent = await call(app, 'sendValidationCode', { body: { use: 3, purpose: 5, ...slider, email: 'player01@example.com', loginType: 2 } });
    const { captchaId } = sent.json().data;
    const messages = (await admin(app, 'GET', '/__mock/inbox?to=player01%40example.com')).json().messages;
    expect(messages[0]).toMatchObject({ channel: 'email', purpose: 'forgot-password' });
    const verified = await call(app, 'verifyValidationCode', { body: { captchaId, code: messages[0].code, loginName: 'player01@example.com' } });
    expect(verified.json().code).toBe(200);
    const reset = await call(app, 'resetPassword', {
      body: { captchaId, email: 'player01@example.com', loginName: '', modifyType: 6, newPassword: await encryptedFor(app, 'Another1!'), phonePrefix: '' },
    });
    expect(reset.json().code).toBe(200);
    await loginAs(app, 'player01@example.com', { password: 'Another1!' });
  });

  it('a wrong code is 100700, a used or unknown captchaId 100703; recover and reset need a verification (100705)', async () => {
    const app = await testApp();
    const sent = await call(app, 'sendValidationCode', { body: { use: 5, purpose: 5, ...(await solveSlider(app, { use: 5 })), ...PHONE } });
    const { captchaId } = sent.json().data;
    const code = await latestCode(app, '+81 9012345678');
    expect((await call(app, 'recoverAccount', { body: { captchaId } })).json().code).toBe(100705);
    expect((await call(app, 'verifyValidationCode', { body: { captchaId, code: code === '000000' ? '111111' : '000000' } })).json().code).toBe(100700);
    expect((await call(app, 'verifyValidationCode', { body: { captchaId: 'vc-unknown', code } })).json().code).toBe(100703);
    expect((await call(app, 'verifyValidationCode', { body: { captchaId, code } })).json().code).toBe(200);
    expect((await call(app, 'verifyValidationCode', { body: { captchaId, code } })).json().code).toBe(100703);
  });

  it('the verification lasts 10 minutes; the new password must be encrypted and within the rule', async () => {
    const app = await testApp();
    const captchaId = await verifyByPhone(app);
    const reset = (newPassword: string) => call(app, 'resetPassword', { body: { captchaId, email: '', mobile: PHONE.phone, modifyType: 6, newPassword, phonePrefix: '0081' } });
    expect((await reset('N3wPassw0rd!')).json().code).toBe(100120);
    expect((await reset(await encryptedFor(app, 'short'))).json().code).toBe(100711);
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 10 * 60_000 + 1_000 });
    expect((await reset(await encryptedFor(app, 'N3wPassw0rd!'))).json().code).toBe(100705);
    expect((await call(app, 'recoverAccount', { body: { captchaId } })).json().code).toBe(100705);
  });
});
