import { describe, expect, it } from 'vitest';
import { admin, call, testApp } from '../../testing/app.ts';
import { advanceClock, playerSession } from '../../testing/players.ts';

const DAY = 86_400_000;

describe('getBalanceRecords', () => {
  it('answers the player’s records from the ledger, newest first, with filters and paging', async () => {
    const app = await testApp();
    const seeded = (await (await playerSession(app))('getBalanceRecords')).json();
    expect(seeded).toMatchObject({ code: 200, data: { pageNo: 1, pageSize: 20, total: 2 } });
    expect(seeded.data.records.map((r: { walletType: string; amount: number; kind: string; balanceAfter: number }) => [r.kind, r.walletType, r.amount, r.balanceAfter])).toEqual([
      ['adjustment', 'PROMOTION', 5_000, 5_000],
      ['adjustment', 'COMMON', 125_000, 125_000],
    ]);

    await advanceClock(app, DAY);
    for (const amount of [1_000, -500, 2_000]) await admin(app, 'POST', '/__mock/wallets/adjust', { loginName: 'qcplayer01', amount });
    // Tokens live 2 h of the mock clock: log in again after the day.
    const as = await playerSession(app);
    const common = (await as('getBalanceRecords', { walletType: 'COMMON', pageSize: 2, pageNo: 2 })).json().data;
    expect(common).toMatchObject({ pageNo: 2, pageSize: 2, total: 4 });
    expect(common.records.map((r: { amount: number; balanceAfter: number }) => [r.amount, r.balanceAfter])).toEqual([
      [1_000, 126_000],
      [125_000, 125_000],
    ]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(Date.now() + DAY);
    const todays = (await as('getBalanceRecords', { from: today, to: today })).json().data;
    expect(todays.records.map((r: { amount: number }) => r.amount)).toEqual([2_000, -500, 1_000]);
    expect((await as('getBalanceRecords', { kind: 'deposit' })).json().data).toEqual({ pageNo: 1, pageSize: 20, total: 0, records: [] });
  });

  it('refuses a range that ends before it starts, and bad input, naming the field; needs a player', async () => {
    const app = await testApp();
    const as = await playerSession(app);
    const backwards = await as('getBalanceRecords', { from: '2026-11-24', to: '2026-11-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().msg).toMatch(/^to: 2026-11-01 is before from/);
    expect((await as('getBalanceRecords', { kind: 'lottery' })).json().msg).toMatch(/kind/);
    expect((await as('getBalanceRecords', { from: '24/11/2026' })).json().msg).toMatch(/from/);
    expect((await as('getBalanceRecords', { pageSize: 1000 })).json().msg).toMatch(/pageSize/);
    expect((await call(app, 'getBalanceRecords', { body: {} })).statusCode).toBe(401);
  });
});
