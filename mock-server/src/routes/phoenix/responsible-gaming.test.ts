import { describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app.ts';
import { advanceClock, clockNow, playerSession } from '../../testing/players.ts';

const DAY = 86_400_000;

describe('responsible gaming (selfControl)', () => {
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
