import { describe, expect, it } from 'vitest';
import { admin, call, testApp } from '../../testing/app.ts';
import { gameOf } from '../../testing/machines.ts';
import { bearer, loginAs } from '../../testing/players.ts';

describe('POST /__mock/players/:loginName/pachislot-history', () => {
  it('plays the seeded spins the manual documents, and the counter shows them', async () => {
    const app = await testApp();
    const machine = gameOf('pachislot');
    const answer = await admin(app, 'POST', '/__mock/players/qcplayer01/pachislot-history', { rounds: 500, seed: 35 });
    expect(answer.statusCode).toBe(200);
    const history = answer.json();
    // The figures mock-server/README.md gives for this call.
    expect(history).toMatchObject({ loginName: 'qcplayer01', gameId: machine.gameId, rounds: 500, stake: 20, bb: 3, rb: 2, coinsIn: 500, coinsOut: 654, coinDifference: 154, net: 3080 });
    expect(Date.parse(history.lastSpinAt) - Date.parse(history.firstSpinAt)).toBe(499 * 4_100);

    const headers = bearer((await loginAs(app, 'qcplayer01')).access_token);
    const balance = (await call(app, 'getBalance', { body: {}, headers })).json().data[0].amount;
    expect(balance).toBe(125_000 + history.net);
    // The spins are one session up to now, over one day or two (the counter starts again at midnight, Japan time).
    const dayOf = (at: string) => new Date(Date.parse(at) + 9 * 3_600_000).toISOString().slice(0, 10);
    const days = [...new Set([dayOf(history.firstSpinAt), dayOf(history.lastSpinAt)])];
    const counters = await Promise.all(days.map(async (date) => (await call(app, 'getSlotCounter', { body: { date, gameId: machine.gameId }, headers })).json().data.machines[0].day));
    const total = (key: string) => counters.reduce((sum, day) => sum + day[key], 0);
    expect({ spins: total('spins'), bb: total('bb'), rb: total('rb'), coinDifference: total('coinDifference'), net: total('net') }).toEqual({ spins: 500, bb: 3, rb: 2, coinDifference: 154, net: 3080 });

    // The same seed in another session plays the same spins.
    const again = await testApp();
    const { firstSpinAt: _first, lastSpinAt: _last, ...figures } = history;
    expect((await admin(again, 'POST', '/__mock/players/qcplayer01/pachislot-history', { rounds: 500, seed: 35 })).json()).toMatchObject(figures);
  });

  it('refuses what is not a pachislot machine, a stake of part of a medal, and a balance short of every stake', async () => {
    const app = await testApp();
    const post = (body: object) => admin(app, 'POST', '/__mock/players/qcplayer01/pachislot-history', body);
    expect((await post({ rounds: 5, seed: 1, game: gameOf('pachinko').gameId })).statusCode).toBe(400);
    expect((await post({ rounds: 5, seed: 1, stake: 30 })).statusCode).toBe(400);
    expect((await post({ rounds: 5, seed: 1, game: 'no such game' })).statusCode).toBe(404);
    const short = await post({ rounds: 5000, seed: 1, stake: gameOf('pachislot').maxBet });
    expect(short.statusCode).toBe(409);
    expect(short.json().error).toMatch(/insufficientBalanceForBet/);
  });
});
