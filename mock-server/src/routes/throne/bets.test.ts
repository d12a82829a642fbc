import { describe, expect, it } from 'vitest';
import { call, testApp } from '../../testing/app.ts';
import { gameOf, launched } from '../../testing/machines.ts';
import { advanceClock, bearer, loginAs } from '../../testing/players.ts';

/** qcplayer01 with `rounds` settled pachinko rounds and one open sports bet. */
async function withBets(rounds: number) {
  const app = await testApp();
  const pachinko = await launched(app, 'default', 'pachinko');
  for (let i = 0; i < rounds; i++) await call(app, 'playMachineRound', { body: { token: pachinko.token, roundId: `pachinko-${i}-round`, stake: pachinko.game.minBet } });
  const sports = await launched(app, 'default', 'sports');
  await call(app, 'playMachineRound', { body: { token: sports.token, roundId: 'sports-0-round', stake: sports.game.minBet, selection: 'DRAW' } });
  const records = async (body: object) => (await call(app, 'getBetRecords', { body, headers: sports.headers })).json();
  return { app, records, pachinko, sports };
}

describe('bet records', () => {
  it('splits settled and unsettled, newest first, with totals over the whole filter, not the page', async () => {
    const { records, pachinko } = await withBets(7);
    const page1 = (await records({ status: 'SETTLED', pageSize: 3 })).data;
    expect(page1.page).toEqual({ pageNo: 1, pageSize: 3, total: 7 });
    expect(page1.records).toHaveLength(3);
    const all = (await records({ status: 'SETTLED', pageSize: 50 })).data;
    const stake = 7 * pachinko.game.minBet;
    const payout = all.records.reduce((sum: number, r: { payout: number }) => sum + r.payout, 0);
    expect(all.totals).toEqual({ count: 7, stake, payout, net: payout - stake });
    expect(page1.totals).toEqual(all.totals);
    expect(all.records.map((r: { betId: string }) => r.betId)).toEqual([...all.records.map((r: { betId: string }) => r.betId)].sort().reverse());
    expect((await records({ status: 'SETTLED', pageSize: 3, pageNo: 3 })).data.records).toHaveLength(1);
    const open = (await records({ status: 'UNSETTLED' })).data;
    expect(open.records).toMatchObject([{ status: 'OPEN', playType: 'SPORTS', net: -open.records[0].stake }]);
  });

  it('filters by play type, provider, game, since and the player\'s own dates; a range ending before it starts is a 400', async () => {
    const { app, records, pachinko, sports } = await withBets(3);
    expect((await records({ status: 'SETTLED', playType: 'SPORTS' })).data).toMatchObject({ page: { total: 0 }, providers: ['AMIGO'] });
    expect((await records({ status: 'UNSETTLED', playType: 'SPORTS', providerCode: sports.game.providerCode })).data.page.total).toBe(1);
    expect((await records({ status: 'SETTLED', providerCode: 'AMIGO', gameId: pachinko.game.gameId })).data.page.total).toBe(3);
    expect((await records({ status: 'SETTLED', gameId: gameOf('pachislot').gameId })).data.page.total).toBe(0);
    const today = (await records({ status: 'SETTLED' })).data.records[0].placedAt as string;
    const day = new Date(Date.parse(today) + 9 * 3_600_000).toISOString().slice(0, 10);
    expect((await records({ status: 'SETTLED', from: day, to: day })).data.page.total).toBe(3);
    expect((await records({ status: 'SETTLED', from: '2020-01-01', to: '2020-01-02' })).data.page.total).toBe(0);
    expect(await records({ status: 'SETTLED', from: day, to: '2020-01-01' })).toMatchObject({ code: 400, msg: expect.stringMatching(/^to: /) });
    await advanceClock(app, 60_000);
    const later = new Date(Date.parse(today) + 30_000).toISOString();
    expect((await records({ status: 'SETTLED', since: later })).data.page.total).toBe(0);
  });

  it('are the player\'s own: another player sees none', async () => {
    const { app } = await withBets(2);
    const other = bearer((await loginAs(app, 'qctransfer01')).access_token);
    expect((await call(app, 'getBetRecords', { body: { status: 'SETTLED' }, headers: other })).json().data.page.total).toBe(0);
  });
});
