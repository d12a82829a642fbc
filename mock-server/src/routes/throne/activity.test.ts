import { describe, expect, it } from 'vitest';
import { admin, testApp } from '../../testing/app.ts';
import { playerSession, setClock } from '../../testing/players.ts';

const at = (iso: string) => new Date(iso).toISOString();

describe('the login bonus (SPEC §3, §9)', () => {
  it('is claimable once a day from 00:30 Japan time, with that day’s requestId', async () => {
    const app = await testApp();
    await setClock(app, '2026-11-24T00:20:00+09:00');
    const as = await playerSession(app);
    const waiting = (await as('getBonusRequests')).json().data.loginBonus;
    expect(waiting).toEqual({
      requestId: expect.stringMatching(/^LB-\d+-20261124$/),
      amount: 100,
      currency: 'JPY',
      day: '2026-11-24',
      claimableAt: at('2026-11-24T00:30:00+09:00'),
      status: 'WAITING',
      nextClaimableAt: at('2026-11-24T00:30:00+09:00'),
      wageringMultiple: 1,
    });
    expect((await as('applyActivity', { type: 'LOGIN_BONUS', requestId: waiting.requestId })).json()).toMatchObject({ code: 106130, data: { claimableAt: waiting.claimableAt } });

    await setClock(app, '2026-11-24T00:30:00+09:00');
    const claimed = (await as('applyActivity', { type: 'LOGIN_BONUS', requestId: waiting.requestId })).json().data;
    expect(claimed).toMatchObject({ type: 'LOGIN_BONUS', bonus: { source: 'LOGIN_BONUS', amount: 100, wageringMultiple: 1, status: 'ACTIVE' }, codeOffer: null });
    expect((await as('applyActivity', { type: 'LOGIN_BONUS', requestId: waiting.requestId })).json()).toMatchObject({ code: 106131, data: { nextClaimableAt: at('2026-11-25T00:30:00+09:00') } });
    expect((await as('getBonusRequests')).json().data.loginBonus.status).toBe('CLAIMED');

    // The next day's is another request; yesterday's is no longer one.
    await setClock(app, '2026-11-25T09:00:00+09:00');
    const next = await playerSession(app);
    expect((await next('applyActivity', { type: 'LOGIN_BONUS', requestId: waiting.requestId })).json().code).toBe(106132);
    expect((await next('getBonusRequests')).json().data.loginBonus).toMatchObject({ day: '2026-11-25', status: 'CLAIMABLE' });
  });
});

describe('the bonus-code offer (SPEC §4 states 0, 1, 2; §9 30 s, then 5, 10 and 15 minutes, a code for 30 minutes)', () => {
  it('comes 30 s after login and at 5, 10 and 15 minutes, shows a code of the player’s own for 30 minutes, and says when none are left', async () => {
    const app = await testApp();
    await setClock(app, '2026-11-24T12:00:00+09:00');
    const as = await playerSession(app);
    const loginAt = Date.parse('2026-11-24T12:00:00+09:00');
    const offer = async () => (await as('getBonusRequests')).json().data.codeOffer;
    const moments = [30_000, 5 * 60_000, 10 * 60_000, 15 * 60_000].map((ms) => new Date(loginAt + ms).toISOString());

    const first = await offer();
    expect(first).toMatchObject({ state: 0, dueAt: null, nextAt: first.moments[0], code: null, offersLeft: 2, offersPerDay: 2, amount: 500, wageringMultiple: 5 });
    // The login moment may fall a few milliseconds after the clock was set: the moments follow it.
    expect(first.moments.map((m: string) => Date.parse(m) - Date.parse(first.moments[0]))).toEqual([0, 270_000, 570_000, 870_000]);
    const shift = Date.parse(first.moments[0]) - Date.parse(moments[0]!);
    const clockAt = (ms: number) => setClock(app, new Date(loginAt + shift + ms).toISOString());

    await clockAt(30_000);
    expect(await offer()).toMatchObject({ state: 0, dueAt: first.moments[0], nextAt: first.moments[1] });
    const revealed = (await as('applyActivity', { type: 'BONUS_CODE_OFFER' })).json().data.codeOffer;
    expect(revealed).toMatchObject({ state: 1, code: expect.stringMatching(/^QC-[A-Z2-9]{4}-[A-Z2-9]{4}$/), offersLeft: 1 });
    // Good for 30 minutes from when it was shown (the session clock runs on between calls).
    expect(Date.parse(revealed.expiresAt) - (loginAt + shift + 30_000)).toBeGreaterThanOrEqual(30 * 60_000);
    expect(Date.parse(revealed.expiresAt) - (loginAt + shift + 30_000)).toBeLessThan(30 * 60_000 + 1_000);
    // Asking again shows the same code, it does not spend another.
    expect((await as('applyActivity', { type: 'BONUS_CODE_OFFER' })).json().data.codeOffer.code).toBe(revealed.code);
    expect((await as('redeemBonusCode', { code: revealed.code.toLowerCase() })).json().data.bonus).toMatchObject({ source: 'BONUS_CODE', amount: 500, promotionId: 'code-offer' });

    await clockAt(5 * 60_000);
    expect(await offer()).toMatchObject({ state: 0, dueAt: first.moments[1] });
    const second = (await as('applyActivity', { type: 'BONUS_CODE_OFFER' })).json().data.codeOffer;
    expect(second).toMatchObject({ state: 1, offersLeft: 0 });
    await clockAt(10 * 60_000);
    expect(await offer()).toMatchObject({ state: 1, dueAt: first.moments[2], code: second.code });
    // Past its 30 minutes the code no longer works, and none are left today.
    await clockAt(36 * 60_000);
    expect(await offer()).toMatchObject({ state: 2, dueAt: null, nextAt: null, code: null, offersLeft: 0 });
    expect((await as('redeemBonusCode', { code: second.code })).json().code).toBe(106202);
    expect((await as('applyActivity', { type: 'BONUS_CODE_OFFER' })).json().code).toBe(106140);
    const coupons = (await as('getBonusCouponPage')).json().data.coupons as { code: string; status: string; origin: string }[];
    expect(coupons.map((c) => [c.code, c.status, c.origin])).toEqual([
      [second.code, 'EXPIRED', 'OFFER'],
      [revealed.code, 'USED', 'OFFER'],
    ]);
  });

  it('keeps an offer’s code to its player: another player is told it does not exist', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const { code } = (await as('applyActivity', { type: 'BONUS_CODE_OFFER' })).json().data.codeOffer;
    const other = await playerSession(app, 'qctransfer01');
    expect((await other('prequeryBonusCode', { code })).json().code).toBe(106201);
  });
});

describe('bonus codes (cdk prequery and preapply)', () => {
  it('says what a code gives, redeems it once per player, and refuses each other case with its own code', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    expect((await as('prequeryBonusCode', { code: ' welcome1000 ' })).json().data).toMatchObject({ code: 'WELCOME1000', promotionId: 'code-bonus-1000', amount: 1_000, wageringMultiple: 10, maxStake: 500, expiresAt: null });
    expect((await as('redeemBonusCode', { code: 'WELCOME1000' })).json().data.wallets[1]).toEqual({ walletType: 'PROMOTION', currency: 'JPY', amount: 6_000 });
    expect((await as('redeemBonusCode', { code: 'WELCOME1000' })).json().code).toBe(106203);
    expect((await as('prequeryBonusCode', { code: 'WELCOME1000' })).json().code).toBe(106203);
    expect((await as('redeemBonusCode', { code: 'SPRING2026' })).json().code).toBe(106202);
    expect((await as('redeemBonusCode', { code: 'NO-SUCH-CODE' })).json().code).toBe(106201);
    expect((await as('redeemBonusCode', { code: 'LASTONE' })).json().code).toBe(200);
    const other = await playerSession(app, 'qctransfer01');
    expect((await other('redeemBonusCode', { code: 'LASTONE' })).json().code).toBe(106204);
    // A player abroad may not have it: their address says where they live.
    expect((await other('updatePersonalInfo', { address: { country: 'US', postalCode: '10001', region: 'NY', city: 'New York', line1: '1 Main St' } })).json().code).toBe(200);
    expect((await other('redeemBonusCode', { code: 'WELCOME1000' })).json()).toMatchObject({ code: 106205, data: { reasons: [{ reason: 'COUNTRY' }] } });
  });

  it('lets QA make codes and see who redeemed them', async () => {
    const app = await testApp();
    const made = (await admin(app, 'POST', '/__mock/bonus-codes', { code: 'qa-Code-1', promotionId: 'code-bonus-1000', uses: 1 })).json();
    expect(made).toEqual({ code: 'QA-CODE-1', promotionId: 'code-bonus-1000', origin: 'QA', expiresAt: null, usesLeft: 1, forLoginName: null, redeemedBy: [] });
    expect((await admin(app, 'POST', '/__mock/bonus-codes', { code: 'QA-CODE-1', promotionId: 'code-bonus-1000' })).statusCode).toBe(409);
    const as = await playerSession(app);
    expect((await as('redeemBonusCode', { code: 'qa-code-1' })).json().code).toBe(200);
    const listed = (await admin(app, 'GET', '/__mock/bonus-codes')).json().codes.find((c: { code: string }) => c.code === 'QA-CODE-1');
    expect(listed).toMatchObject({ usesLeft: 0, redeemedBy: ['qcplayer01'] });
  });
});
