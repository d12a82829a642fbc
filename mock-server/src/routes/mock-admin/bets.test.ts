import { describe, expect, it } from 'vitest';
import { admin, call, testApp } from '../../testing/app.ts';
import { launched } from '../../testing/machines.ts';

async function openBet() {
  const app = await testApp();
  const { token, game, headers } = await launched(app, 'default', 'sports');
  const bet = (await call(app, 'playMachineRound', { body: { token, roundId: 'sports-1-round', stake: game.minBet, selection: 'HOME' } })).json().data;
  const balance = async () => (await call(app, 'getBalance', { body: {}, headers })).json().data[0].amount as number;
  const records = async (status: 'SETTLED' | 'UNSETTLED') => (await call(app, 'getBetRecords', { body: { status }, headers })).json().data.records as { betId: string; result: string }[];
  return { app, betId: bet.betId as string, stake: game.minBet, balance, records };
}

describe('POST /__mock/bets/:betId/settle', () => {
  it('a win credits the payout and moves the bet from unsettled to settled', async () => {
    const { app, betId, stake, balance, records } = await openBet();
    expect((await admin(app, 'GET', '/__mock/bets?status=OPEN')).json().bets).toMatchObject([{ betId, loginName: 'qcplayer01', status: 'OPEN' }]);
    const settled = await admin(app, 'POST', `/__mock/bets/${betId}/settle`, { result: 'win', payout: stake * 3 });
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toMatchObject({ betId, status: 'SETTLED', result: 'WIN', payout: stake * 3 });
    expect(await balance()).toBe(125_000 - stake + stake * 3);
    expect(await records('UNSETTLED')).toEqual([]);
    expect(await records('SETTLED')).toMatchObject([{ betId, result: 'WIN' }]);
  });

  it('a loss pays nothing, a void gives the stake back', async () => {
    const lose = await openBet();
    expect((await admin(lose.app, 'POST', `/__mock/bets/${lose.betId}/settle`, { result: 'lose' })).json()).toMatchObject({ status: 'SETTLED', result: 'LOSE', payout: 0 });
    expect(await lose.balance()).toBe(125_000 - lose.stake);
    const voided = await openBet();
    expect((await admin(voided.app, 'POST', `/__mock/bets/${voided.betId}/settle`, { result: 'void' })).json()).toMatchObject({ status: 'VOID', result: 'VOID', payout: voided.stake });
    expect(await voided.balance()).toBe(125_000);
  });

  it('refuses a settled bet (409), an unknown one (404) and a payout that does not fit the result (400)', async () => {
    const { app, betId, stake } = await openBet();
    expect((await admin(app, 'POST', `/__mock/bets/${betId}/settle`, { result: 'win' })).statusCode).toBe(400);
    expect((await admin(app, 'POST', `/__mock/bets/${betId}/settle`, { result: 'lose', payout: 10 })).statusCode).toBe(400);
    expect((await admin(app, 'POST', `/__mock/bets/${betId}/settle`, { result: 'win', payout: stake - 1 })).statusCode).toBe(400);
    expect((await admin(app, 'POST', `/__mock/bets/${betId}/settle`, { result: 'maybe' })).statusCode).toBe(400);
    expect((await admin(app, 'POST', `/__mock/bets/${betId}/settle`, { result: 'lose' })).statusCode).toBe(200);
    const again = await admin(app, 'POST', `/__mock/bets/${betId}/settle`, { result: 'void' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/SETTLED already/);
    const unknown = await admin(app, 'POST', '/__mock/bets/B-20990101-999999/settle', { result: 'lose' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'no bet B-20990101-999999' });
    expect((await admin(app, 'GET', '/__mock/bets?loginName=qcnobody')).statusCode).toBe(404);
    expect((await admin(app, 'GET', '/__mock/bets?state=OPEN')).statusCode).toBe(400);
  });
});
