import { describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app.ts';
import { advanceClock, clockNow, playerSession } from '../../testing/players.ts';

const DAY = 86_400_000;

describe('responsible gaming (selfControl)', () => {
  it('hides the wins ticker at once and shows it again only 24 hours after asking', async () => {
    const app = await testApp();
    let as = await playerSession(app);
    const ticker = async (shown: boolean) => (await as('setSelfControl', { type: 'WINS_TICKER', shown })).json().data.winsTicker;
    expect((await as('getUserInfo')).json().data.selfControl.winsTicker).toEqual({ shown: true, pendingChange: null });
    expect(await ticker(false)).toEqual({ shown: false, pendingChange: null });
    const back = await ticker(true);
    expect(back).toMatchObject({ shown: false, pendingChange: { shown: true } });
    expect(Date.parse(back.pendingChange.effectiveAt) - (await clockNow(app))).toBeGreaterThan(23 * 3_600_000);
    // Asking to hide it again drops the pending change at once.
    expect(await ticker(false)).toEqual({ shown: false, pendingChange: null });
    await ticker(true);
    await advanceClock(app, DAY + 1_000);
    as = await playerSession(app);
    expect((await as('getUserInfo')).json().data.selfControl.winsTicker).toEqual({ shown: true, pendingChange: null });
    expect((await as('setSelfControl', { type: 'WINS_TICKER' })).json().msg).toMatch(/^shown: /);
  });

  it('a break can be lengthened, never shortened; getUserInfo shows it until it is over', async () => {
    const app = await testApp();
    let as = await playerSession(app);
    const start = await clockNow(app);
    const week = (await as('setSelfControl', { type: 'COOLING_OFF', days: 7 })).json().data;
    expect(Date.parse(week.coolingOffUntil) - start).toBeGreaterThanOrEqual(7 * DAY);
    expect(Date.parse(week.coolingOffUntil) - start).toBeLessThan(7 * DAY + 5_000);
    expect((await as('getUserInfo')).json().data.selfControl.coolingOffUntil).toBe(week.coolingOffUntil);
    expect((await as('setSelfControl', { type: 'COOLING_OFF', days: 1 })).json()).toMatchObject({ code: 101020, success: false });
    expect((await as('setSelfControl', { type: 'COOLING_OFF', days: 180 })).json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^days: /) });
    expect((await as('setSelfControl', { type: 'COOLING_OFF' })).json().msg).toMatch(/^days: /);
    const month = (await as('setSelfControl', { type: 'COOLING_OFF', days: 30 })).json().data;
    expect(Date.parse(month.coolingOffUntil)).toBeGreaterThan(Date.parse(week.coolingOffUntil));
    const excluded = (await as('setSelfControl', { type: 'SELF_EXCLUSION', days: 180 })).json().data;
    expect(excluded.selfExclusionUntil).not.toBeNull();

    await advanceClock(app, 31 * DAY);
    as = await playerSession(app);
    expect((await as('getUserInfo')).json().data.selfControl).toMatchObject({ coolingOffUntil: null, selfExclusionUntil: excluded.selfExclusionUntil });
  });

  it('a lower deposit limit applies at once; a higher one or a removal 24 hours later', async () => {
    const app = await testApp();
    let as = await playerSession(app);
    const limits = async (body: unknown) => (await as('setSelfControl', { type: 'DEPOSIT_LIMIT', ...(body as object) })).json().data.depositLimits;
    expect(await limits({ period: 'MONTHLY', amount: 100_000 })).toEqual([{ period: 'MONTHLY', amount: 100000, currency: 'JPY', pendingChange: null }]);
    expect(await limits({ period: 'DAILY', amount: 5_000 })).toEqual([
      { period: 'DAILY', amount: 5000, currency: 'JPY', pendingChange: null },
      { period: 'MONTHLY', amount: 100000, currency: 'JPY', pendingChange: null },
    ]);
    const raised = (await limits({ period: 'MONTHLY', amount: 500_000 }))[1];
    expect(raised).toMatchObject({ amount: 100000, pendingChange: { amount: 500000 } });
    expect(Date.parse(raised.pendingChange.effectiveAt) - (await clockNow(app))).toBeGreaterThan(23 * 3_600_000);
    await advanceClock(app, DAY);
    as = await playerSession(app);
    expect((await as('getUserInfo')).json().data.selfControl.depositLimits[1]).toEqual({ period: 'MONTHLY', amount: 500000, currency: 'JPY', pendingChange: null });

    expect((await limits({ period: 'DAILY', amount: null }))[0]).toMatchObject({ amount: 5000, pendingChange: { amount: null } });
    await advanceClock(app, DAY);
    as = await playerSession(app);
    expect((await as('getUserInfo')).json().data.selfControl.depositLimits.map((l: { period: string }) => l.period)).toEqual(['MONTHLY']);

    expect((await as('setSelfControl', { type: 'DEPOSIT_LIMIT', amount: 1000 })).json().msg).toMatch(/^period: /);
    expect((await as('setSelfControl', { type: 'DEPOSIT_LIMIT', period: 'WEEKLY' })).json().msg).toMatch(/^amount: /);
    expect((await as('setSelfControl', { type: 'DEPOSIT_LIMIT', period: 'WEEKLY', amount: 0 })).statusCode).toBe(400);
  });
});

describe('responsible gaming: losses, session time, reality check, permanent exclusion', () => {
  it('a lower loss limit applies at once, a higher one after 24 hours, like deposit limits', async () => {
    const app = await testApp();
    let as = await playerSession(app);
    const losses = async (body: unknown) => (await as('setSelfControl', { type: 'LOSS_LIMIT', ...(body as object) })).json().data.lossLimits;
    expect(await losses({ period: 'WEEKLY', amount: 20_000 })).toEqual([{ period: 'WEEKLY', amount: 20000, currency: 'JPY', pendingChange: null }]);
    expect((await losses({ period: 'WEEKLY', amount: 10_000 }))[0]).toMatchObject({ amount: 10000, pendingChange: null });
    expect((await losses({ period: 'WEEKLY', amount: 50_000 }))[0]).toMatchObject({ amount: 10000, pendingChange: { amount: 50000 } });
    await advanceClock(app, DAY);
    as = await playerSession(app);
    expect((await as('getUserInfo')).json().data.selfControl.lossLimits).toEqual([{ period: 'WEEKLY', amount: 50000, currency: 'JPY', pendingChange: null }]);
    expect((await as('setSelfControl', { type: 'LOSS_LIMIT', period: 'DAILY' })).json().msg).toMatch(/^amount: /);
  });

  it('a shorter session limit or reality check applies at once; a longer one or none after 24 hours', async () => {
    const app = await testApp();
    let as = await playerSession(app);
    const set = async (type: string, minutes: number | null) => (await as('setSelfControl', { type, minutes })).json().data;
    expect((await set('SESSION_LIMIT', 120)).sessionLimit).toEqual({ minutes: 120, pendingChange: null });
    expect((await set('SESSION_LIMIT', 60)).sessionLimit).toEqual({ minutes: 60, pendingChange: null });
    const longer = (await set('SESSION_LIMIT', 180)).sessionLimit;
    expect(longer).toMatchObject({ minutes: 60, pendingChange: { minutes: 180 } });
    expect(Date.parse(longer.pendingChange.effectiveAt) - (await clockNow(app))).toBeGreaterThan(23 * 3_600_000);
    expect((await set('REALITY_CHECK', 30)).realityCheck).toEqual({ minutes: 30, pendingChange: null });
    expect((await set('REALITY_CHECK', null)).realityCheck).toMatchObject({ minutes: 30, pendingChange: { minutes: null } });
    await advanceClock(app, DAY);
    as = await playerSession(app);
    expect((await as('getUserInfo')).json().data.selfControl).toMatchObject({ sessionLimit: { minutes: 180, pendingChange: null }, realityCheck: null });

    expect((await as('setSelfControl', { type: 'SESSION_LIMIT', minutes: 10 })).json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^minutes: SESSION_LIMIT takes 15-1440/) });
    expect((await as('setSelfControl', { type: 'REALITY_CHECK', minutes: 300 })).json().msg).toMatch(/^minutes: /);
    expect((await as('setSelfControl', { type: 'REALITY_CHECK' })).json().msg).toMatch(/^minutes: required/);
  });

  it('a permanent self-exclusion never ends and cannot be taken twice; a timed one no longer shortens it', async () => {
    const app = await testApp();
    let as = await playerSession(app);
    const forever = (await as('setSelfControl', { type: 'SELF_EXCLUSION', permanent: true })).json().data;
    expect(forever).toMatchObject({ selfExclusionPermanent: true, selfExclusionUntil: null });
    expect((await as('setSelfControl', { type: 'SELF_EXCLUSION', permanent: true })).json().code).toBe(101020);
    expect((await as('setSelfControl', { type: 'SELF_EXCLUSION', days: 1825 })).json().code).toBe(101020);
    expect((await as('setSelfControl', { type: 'SELF_EXCLUSION', permanent: true, days: 180 })).json().msg).toMatch(/^days: /);
    await advanceClock(app, 3000 * DAY);
    as = await playerSession(app);
    expect((await as('getUserInfo')).json().data.selfControl).toMatchObject({ selfExclusionPermanent: true, selfExclusionUntil: null });
  });
});
