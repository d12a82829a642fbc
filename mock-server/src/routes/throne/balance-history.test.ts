import { describe, expect, it } from 'vitest';
import { call, testApp } from '../../testing/app.ts';
import { launched } from '../../testing/machines.ts';
import { bearer, loginAs } from '../../testing/players.ts';

describe('balance history (getBalanceHistory)', () => {
  it("closes today at the wallet's balance, and today's net moves by what the rounds won or lost", async () => {
    const app = await testApp();
    const pachinko = await launched(app, 'default', 'pachinko');
    const { headers } = pachinko;
    const read = async () => (await call(app, 'getBalanceHistory', { body: { period: 'LAST_7_DAYS' }, headers })).json();
    const before = (await read()).data;
    for (let i = 0; i < 3; i++) expect((await call(app, 'playMachineRound', { body: { token: pachinko.token, roundId: `balance-${i}-round`, stake: pachinko.game.minBet } })).json().code).toBe(200);
    const records = (await call(app, 'getBetRecords', { body: { status: 'SETTLED', pageSize: 100 }, headers })).json().data;
    const answer = await read();
    expect(answer.code).toBe(200);
    const after = answer.data;
    expect(after.days).toHaveLength(7);
    const balance = (await call(app, 'getBalance', { headers })).json().data.find((w: { walletType: string }) => w.walletType === 'COMMON').amount;
    expect(after.closing).toBe(balance);
    expect(after.days.at(-1).closing).toBe(balance);
    expect(after.days.at(-1).net - before.days.at(-1).net).toBeCloseTo(records.totals.net, 6);
    expect(after.days.at(-1).movements - before.days.at(-1).movements).toBeGreaterThanOrEqual(3); // a stake each round, and a win when it paid
  });

  it.each([
    [{ period: 'RANGE', to: '2026-11-02' }, /^from: /],
    [{ period: 'RANGE', from: '2026-11-02', to: '2026-11-01' }, /^to: .*before from/],
    [{ period: 'RANGE', from: '2025-01-01', to: '2026-01-02' }, /^to: .*366 days/],
    [{ period: 'SOMETIME' }, /period/],
  ])('refuses a period that is not one (%o) in the envelope', async (body, msg) => {
    const app = await testApp();
    const headers = bearer((await loginAs(app, 'qcplayer01')).access_token);
    expect((await call(app, 'getBalanceHistory', { body, headers })).json()).toMatchObject({ code: 400, success: false, msg: expect.stringMatching(msg) });
  });
});
