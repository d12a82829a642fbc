import { describe, expect, it } from 'vitest';
import { call, testApp } from '../../testing/app.ts';
import { launched } from '../../testing/machines.ts';
import { bearer, loginAs } from '../../testing/players.ts';

describe('the monthly statement (getMonthlyStatement)', () => {
  it("lists the month's stakes and wins as the balance records do, and its wallet totals add up", async () => {
    const app = await testApp();
    const pachinko = await launched(app, 'default', 'pachinko');
    for (let i = 0; i < 3; i++) {
      const answer = await call(app, 'playMachineRound', { body: { token: pachinko.token, roundId: `st-${i}-round`, stake: pachinko.game.minBet } });
      expect(answer.json().code).toBe(200);
    }
    const { headers } = pachinko;
    const statement = (await call(app, 'getMonthlyStatement', { body: {}, headers })).json();
    expect(statement.code).toBe(200);
    const { data } = statement;
    const [year, month] = (data.month as string).split('-').map(Number) as [number, number];
    const lastDay = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    const records = (await call(app, 'getBalanceRecords', { body: { from: `${data.month}-01`, to: lastDay, pageNo: 1, pageSize: 100 }, headers })).json().data;
    // The same movements as the player's balance records of the month, oldest first.
    expect(data.money.map((line: { id: string }) => line.id)).toEqual(records.records.map((record: { id: string }) => record.id).reverse());
    expect(data.money.filter((line: { kind: string }) => line.kind === 'bet')).toHaveLength(3);
    for (const wallet of data.wallets) {
      const moved = wallet.byKind.reduce((sum: number, kind: { credits: number; debits: number }) => sum + kind.credits + kind.debits, 0);
      expect(wallet.opening + moved).toBe(wallet.closing);
    }
    const points = data.pointsTotals;
    expect(points.opening + points.credits + points.debits).toBe(points.closing);
  });

  it('is empty for a month without movements, and refuses a month that is not one', async () => {
    const app = await testApp();
    const headers = bearer((await loginAs(app, 'qcplayer01')).access_token);
    const old = (await call(app, 'getMonthlyStatement', { body: { month: '2020-01' }, headers })).json().data;
    expect(old).toMatchObject({ month: '2020-01', money: [], points: [], pointsTotals: { opening: 0, closing: 0, credits: 0, debits: 0 } });
    expect((await call(app, 'getMonthlyStatement', { body: { month: '2020-13' }, headers })).json()).toMatchObject({ code: 400, success: false });
  });
});
