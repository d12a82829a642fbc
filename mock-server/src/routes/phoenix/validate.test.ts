import { describe, expect, it } from 'vitest';
import { admin, call, testApp } from '../../testing/app.ts';
import { solveSlider } from '../../testing/players.ts';

const answerOf = (x: number, y: number) => Buffer.from(JSON.stringify({ x, y })).toString('base64');
const FREE_PHONE = { phonePrefix: '0081', phone: '9055556666' };

async function puzzle(app: Awaited<ReturnType<typeof testApp>>) {
  const data = (await call(app, 'generateSliderCaptcha', { body: { use: 1 } })).json().data;
  const hole = (await admin(app, 'GET', `/__mock/captcha/${data.captchaId}`)).json();
  return { data, hole };
}

const verify = (app: Awaited<ReturnType<typeof testApp>>, captchaId: string, captcha: string) =>
  call(app, 'verifySliderCaptcha', { body: { use: 1, captchaId, captcha } }).then((r) => r.json().data);

describe('slider captcha', () => {
  it('draws a real PNG puzzle whose piece sits at y', async () => {
    const app = await testApp();
    const { data, hole } = await puzzle(app);
    expect(data).toMatchObject({ width: 300, height: 160, pieceWidth: 50, pieceHeight: 50, expiresInSeconds: 120, y: hole.y });
    for (const image of [data.shadeImage, data.cutoutImage]) expect(Buffer.from(image, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(hole).toEqual({ x: expect.any(Number), y: data.y, width: 300, height: 160 });
  });

  it('passes within 5 px, once; a miss fails and uses the puzzle up', async () => {
    const app = await testApp();
    const { data, hole } = await puzzle(app);
    expect(await verify(app, data.captchaId, answerOf(hole.x + 5, hole.y - 5))).toEqual({ captchaId: data.captchaId, validateResult: 1, reason: null });
    expect(await verify(app, data.captchaId, answerOf(hole.x, hole.y))).toMatchObject({ validateResult: 0, reason: 'used' });

    const missed = await puzzle(app);
    expect(await verify(app, missed.data.captchaId, answerOf(missed.hole.x + 6, missed.hole.y))).toMatchObject({ validateResult: 0, reason: 'wrong' });
    expect(await verify(app, missed.data.captchaId, answerOf(missed.hole.x, missed.hole.y))).toMatchObject({ validateResult: 0, reason: 'used' });
    expect(await verify(app, 'nope', answerOf(1, 1))).toMatchObject({ validateResult: 0, reason: 'unknown' });
    const third = await puzzle(app);
    expect(await verify(app, third.data.captchaId, 'not base64 json!')).toMatchObject({ validateResult: 0, reason: 'malformed' });
  });

  it('expires after 120 s on the session clock', async () => {
    const app = await testApp();
    const { data, hole } = await puzzle(app);
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 121_000 });
    expect(await verify(app, data.captchaId, answerOf(hole.x, hole.y))).toMatchObject({ validateResult: 0, reason: 'expired' });
  });
});

describe('sending codes', () => {
  it('needs a solved slider (100704), spends it once, and lands the SMS in the inbox', async () => {
    const app = await testApp();
    const unsolved = (await call(app, 'generateSliderCaptcha', { body: { use: 1 } })).json().data;
    const refused = await call(app, 'sendCodeByPhone', { body: { purpose: 1, ...FREE_PHONE, captchaId: unsolved.captchaId, captcha: answerOf(1, 1) } });
    expect(refused.json()).toMatchObject({ code: 100704, success: false });

    const slider = await solveSlider(app);
    const sent = await call(app, 'sendCodeByPhone', { body: { purpose: 1, ...FREE_PHONE, ...slider } });
    expect(sent.json()).toMatchObject({ code: 200, data: { captchaId: expect.any(String), expiresInSeconds: 300, retryAfterSeconds: 60 } });
    const inbox = (await admin(app, 'GET', `/__mock/inbox?to=${encodeURIComponent('+81 9055556666')}`)).json().messages;
    expect(inbox).toEqual([expect.objectContaining({ channel: 'sms', purpose: 'register', code: expect.stringMatching(/^\d{6}$/) })]);

    await admin(app, 'POST', '/__mock/clock', { advanceMs: 61_000 });
    const spent = await call(app, 'sendCodeByPhone', { body: { purpose: 1, ...FREE_PHONE, ...slider } });
    expect(spent.json().code).toBe(100704);
  });

  it('refuses a resend within 60 s (100930 with retryAfterSeconds), allows it after', async () => {
    const app = await testApp();
    await call(app, 'sendCodeByPhone', { body: { purpose: 1, ...FREE_PHONE, ...(await solveSlider(app)) } });
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 15_000 });
    const check = await call(app, 'checkSendPhone', { body: { ...FREE_PHONE, purpose: 1 } });
    expect(check.json()).toMatchObject({ code: 100930, data: { retryAfterSeconds: 45 } });
    const slider = await solveSlider(app);
    const tooSoon = await call(app, 'sendCodeByPhone', { body: { purpose: 1, ...FREE_PHONE, ...slider } });
    expect(tooSoon.json()).toMatchObject({ code: 100930, data: { retryAfterSeconds: 45 } });
    await admin(app, 'POST', '/__mock/clock', { advanceMs: 45_000 });
    expect((await call(app, 'checkSendPhone', { body: { ...FREE_PHONE, purpose: 1 } })).json()).toMatchObject({ code: 200, data: { retryAfterSeconds: 0 } });
    // The refused send did not spend the slider pass.
    expect((await call(app, 'sendCodeByPhone', { body: { purpose: 1, ...FREE_PHONE, ...slider } })).json().code).toBe(200);
  });

  it('registration codes only to free numbers (100921), code login only to known ones (100920), valid ones only (100922)', async () => {
    const app = await testApp();
    const player = { phonePrefix: '0081', phone: '9012345678' };
    expect((await call(app, 'checkSendPhone', { body: { ...player, purpose: 1 } })).json().code).toBe(100921);
    expect((await call(app, 'checkSendPhone', { body: { ...FREE_PHONE, purpose: 2 } })).json().code).toBe(100920);
    expect((await call(app, 'checkSendPhone', { body: { phonePrefix: '0081', phone: '1234', purpose: 1 } })).json().code).toBe(100922);
    const slider = await solveSlider(app);
    expect((await call(app, 'sendCodeByPhone', { body: { purpose: 1, ...player, ...slider } })).json().code).toBe(100921);
    expect((await call(app, 'sendCodeByPhone', { body: { purpose: 2, ...FREE_PHONE, ...slider } })).json().code).toBe(100920);
    expect((await call(app, 'sendCodeByPhone', { body: { purpose: 2, ...player, ...slider } })).json().code).toBe(200);
  });

  it('checkSendEmail: 100920 for an unknown e-mail outside registration, 100930 right after a send', async () => {
    const app = await testApp();
    expect((await call(app, 'checkSendEmail', { body: { email: 'nobody@example.com', purpose: 5 } })).json().code).toBe(100920);
    expect((await call(app, 'checkSendEmail', { body: { email: 'nobody@example.com', purpose: 1 } })).json().code).toBe(200);
    expect((await call(app, 'checkSendEmail', { body: { email: 'player01@example.com', purpose: 5 } })).json()).toMatchObject({ code: 200, data: { retryAfterSeconds: 0 } });
    const slider = await solveSlider(app, { use: 3 });
    await call(app, 'sendValidationCode', { body: { use: 3, purpose: 5, ...slider, email: 'player01@example.com', loginType: 2 } });
    expect((await call(app, 'checkSendEmail', { body: { email: 'player01@example.com', purpose: 5 } })).json()).toMatchObject({ code: 100930, data: { retryAfterSeconds: 60 } });
  });

  it('sendValidationCode: 100920 when no account has the phone or e-mail; a 400 without either', async () => {
    const app = await testApp();
    const slider = await solveSlider(app, { use: 5 });
    expect((await call(app, 'sendValidationCode', { body: { use: 5, purpose: 5, ...slider, ...FREE_PHONE } })).json().code).toBe(100920);
    expect((await call(app, 'sendValidationCode', { body: { use: 3, purpose: 5, ...slider, email: 'nobody@example.com', loginType: 2 } })).json().code).toBe(100920);
    const none = await call(app, 'sendValidationCode', { body: { use: 5, purpose: 5, ...slider } });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toMatch(/^phone: /);
  });
});

describe('may I register', () => {
  it('validateEmail: 100919 for a registered e-mail, any case', async () => {
    const app = await testApp();
    expect((await call(app, 'validateEmail', { body: { email: 'PLAYER01@example.com' } })).json().code).toBe(100919);
    expect((await call(app, 'validateEmail', { body: { email: 'someone.new@example.com' } })).json()).toMatchObject({ code: 200, data: null });
  });

  it('validatePhone: libphonenumber validity (100922), taken (100921), and the virtual ranges of SPEC §5', async () => {
    const app = await testApp();
    const check = (phonePrefix: string, phone: string) => call(app, 'validatePhone', { body: { phonePrefix, phone } }).then((r) => r.json());
    expect(await check('0081', '9055556666')).toMatchObject({ code: 200, data: { virtual: false } });
    expect(await check('0081', '9012345678')).toMatchObject({ code: 100921 });
    expect(await check('0081', '312345678')).toMatchObject({ code: 100922 }); // a Tokyo landline
    expect(await check('0081', '90123')).toMatchObject({ code: 100922 });
    expect(await check('0086', '13812345678')).toMatchObject({ code: 200, data: { virtual: false } });
    for (const virtual of ['16212345678', '16512345678', '16712345678', '17012345678', '17112345678', '14612345678', '14812345678', '1400123456789', '1410123456789', '1440123456789']) {
      expect(await check('0086', virtual), virtual).toMatchObject({ code: 200, data: { virtual: true } });
    }
  });
});
