import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, testApp } from '../../testing/app.ts';
import { gameOf, launched } from '../../testing/machines.ts';
import { advanceClock, bearer, loginAs } from '../../testing/players.ts';

/** `rounds` pachinko rounds of qcplayer01 at the least stake on a fresh launch. */
async function playPachinko(app: FastifyInstance, rounds: number, tag: string) {
  const pachinko = await launched(app, 'default', 'pachinko');
  for (let i = 0; i < rounds; i++) {
    const answer = await call(app, 'playMachineRound', { body: { token: pachinko.token, roundId: `${tag}-${i}-round`, stake: pachinko.game.minBet } });
    expect(answer.json().code).toBe(200);
  }
  return pachinko;
}

const settled = async (app: FastifyInstance, headers: Record<string, string>) => (await call(app, 'getBetRecords', { body: { status: 'SETTLED', pageSize: 100 }, headers })).json().data;

describe('my RTP (getMyReturn)', () => {
  it("is the settled bets' payout over stake, per game with its published RTP, provider and play type", async () => {
    const app = await testApp();
    const { headers, game } = await playPachinko(app, 6, 'rtp');
    const records = await settled(app, headers);
    const { stake, payout, net, count } = records.totals;
    const figures = { rounds: count, stake, payout, net, rtp: Math.round((payout * 10_000) / stake) / 100 };
    const answer = (await call(app, 'getMyReturn', { body: { period: 'TODAY' }, headers })).json();
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ currency: 'JPY', overall: figures, bonusRounds: { rounds: 0, rtp: null }, freeBetRounds: { rounds: 0, rtp: null } });
    expect(answer.data.from).toBe(answer.data.to);
    expect(answer.data.byGame).toEqual([{ gameId: game.gameId, gameName: game.name['ja-JP'], providerCode: game.providerCode, playType: 'PACHINKO', publishedRtp: game.rtp, ...figures }]);
    expect(answer.data.byProvider).toEqual([{ providerCode: game.providerCode, ...figures }]);
    expect(answer.data.byPlayType).toEqual([{ playType: 'PACHINKO', ...figures }]);
  });

  it('counts days in the player\'s time zone: 7 and 30 days end today, a range is the days asked', async () => {
    const app = await testApp();
    let { headers } = await playPachinko(app, 2, 'days');
    const read = async (body: object) => (await call(app, 'getMyReturn', { body, headers })).json();
    const week = (await read({ period: 'LAST_7_DAYS' })).data;
    const month = (await read({ period: 'LAST_30_DAYS' })).data;
    const day = (at: string, days: number) => new Date(Date.parse(`${at}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
    expect(week.from).toBe(day(week.to, 6));
    expect(month.from).toBe(day(month.to, 29));
    expect(week.overall.rounds).toBe(2);
    expect((await read({ period: 'RANGE', from: week.to, to: week.to })).data.overall.rounds).toBe(2);
    expect((await read({ period: 'RANGE', from: '2020-01-01', to: '2020-01-31' })).data.overall).toEqual({ rounds: 0, stake: 0, payout: 0, net: 0, rtp: null });
    await advanceClock(app, 2 * 86_400_000);
    headers = bearer((await loginAs(app, 'qcplayer01')).access_token); // the token from two days ago has expired
    expect((await read({ period: 'TODAY' })).data.overall.rounds).toBe(0);
    expect((await read({ period: 'LAST_7_DAYS' })).data.overall.rounds).toBe(2);
  });

  it('narrows to one game for its info sheet', async () => {
    const app = await testApp();
    const { headers, game } = await playPachinko(app, 2, 'one-game');
    const read = async (gameId: string) => (await call(app, 'getMyReturn', { body: { period: 'LAST_30_DAYS', gameId }, headers })).json().data;
    expect((await read(game.gameId)).overall.rounds).toBe(2);
    expect((await read('NO-SUCH-GAME')).byGame).toEqual([]);
  });

  it.each([
    [{ period: 'RANGE', to: '2026-11-02' }, /^from: /],
    [{ period: 'RANGE', from: '2026-11-02' }, /^to: /],
    [{ period: 'RANGE', from: '2026-11-02', to: '2026-11-01' }, /^to: .*before from/],
    [{ period: 'RANGE', from: '2025-01-01', to: '2026-01-02' }, /^to: .*366 days/],
  ])('refuses a range that is not one (%o) in the envelope, naming the field', async (body, msg) => {
    const app = await testApp();
    const headers = bearer((await loginAs(app, 'qcplayer01')).access_token);
    expect((await call(app, 'getMyReturn', { body, headers })).json()).toMatchObject({ code: 400, success: false, msg: expect.stringMatching(msg) });
  });

  it("is the player's own: another player's is empty", async () => {
    const app = await testApp();
    await playPachinko(app, 2, 'own');
    const other = bearer((await loginAs(app, 'qctransfer01')).access_token);
    expect((await call(app, 'getMyReturn', { body: { period: 'TODAY' }, headers: other })).json().data.overall.rounds).toBe(0);
  });
});

describe('play sessions (getPlaySessions)', () => {
  it('cuts play at a 30-minute pause: each session with its rounds, money and games, the longest and the month\'s net', async () => {
    const app = await testApp();
    await playPachinko(app, 3, 'first');
    await advanceClock(app, 5 * 60_000);
    await playPachinko(app, 1, 'first-more');
    await advanceClock(app, 31 * 60_000);
    const { headers, game } = await playPachinko(app, 2, 'second');
    const records = await settled(app, headers);
    const answer = (await call(app, 'getPlaySessions', { body: {}, headers })).json();
    expect(answer.code).toBe(200);
    const { sessions, longest, totals, month } = answer.data;
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s: { rounds: number }) => s.rounds)).toEqual([2, 4]);
    expect(sessions[1].durationSeconds).toBeGreaterThanOrEqual(5 * 60);
    expect(sessions[1].games).toEqual([{ gameId: game.gameId, gameName: game.name['ja-JP'] }]);
    expect(longest).toBe(1);
    expect(totals).toMatchObject({ sessions: 2, rounds: 6, stake: records.totals.stake, payout: records.totals.payout, net: records.totals.net });
    expect(month).toBe(sessions[0].startedAt.slice(0, 7));
    const before = (await call(app, 'getPlaySessions', { body: { month: '2020-01' }, headers })).json().data;
    expect(before).toMatchObject({ month: '2020-01', sessions: [], longest: null, totals: { sessions: 0, net: 0 } });
  });
});

describe('the pachislot data counter (getSlotCounter)', () => {
  it("counts the day's spins of each pachislot machine from what each round recorded: bonuses, medals in and out, the slump graph", async () => {
    const app = await testApp();
    const slot = await launched(app, 'default', 'pachislot');
    const spins: { bonus: string | null; coinsIn: number; coinsOut: number }[] = [];
    for (let i = 0; i < 30; i++) {
      const answer = (await call(app, 'playMachineRound', { body: { token: slot.token, roundId: `counter-${i}-round`, stake: slot.game.minBet } })).json();
      expect(answer.code).toBe(200);
      expect(answer.data.outcome.pachislot).toMatchObject({ coinsIn: 1, coinsOut: answer.data.payout / 20 });
      spins.push(answer.data.outcome.pachislot);
    }
    const { headers, game } = slot;
    const answer = (await call(app, 'getSlotCounter', { body: {}, headers })).json();
    expect(answer.code).toBe(200);
    const [machine, ...others] = answer.data.machines;
    expect(others).toEqual([]);
    const records = await settled(app, headers);
    const coinsOut = spins.reduce((sum, spin) => sum + spin.coinsOut, 0);
    expect(machine).toMatchObject({ gameId: game.gameId, gameName: game.name['ja-JP'], providerCode: game.providerCode });
    expect(machine.day).toMatchObject({
      spins: 30,
      bb: spins.filter((s) => s.bonus === 'BB').length,
      rb: spins.filter((s) => s.bonus === 'RB').length,
      coinsIn: 30,
      coinsOut,
      coinDifference: coinsOut - 30,
      stake: records.totals.stake,
      payout: records.totals.payout,
      net: records.totals.net,
    });
    expect(machine.sessions).toHaveLength(1);
    expect(machine.slump[0]).toEqual({ spins: 0, coins: 0 });
    expect(machine.slump.at(-1)).toEqual({ spins: 30, coins: coinsOut - 30 });
    expect(answer.data).toMatchObject({ currency: 'JPY', medalYen: 20 });
  });

  it("answers zeros for a pachislot machine not played that day, and no machine for another game", async () => {
    const app = await testApp();
    const headers = bearer((await loginAs(app, 'qcplayer01')).access_token);
    const slot = gameOf('pachislot');
    const read = async (gameId: string) => (await call(app, 'getSlotCounter', { body: { gameId }, headers })).json().data.machines;
    const [empty] = await read(slot.gameId);
    expect(empty).toMatchObject({ gameId: slot.gameId, day: { spins: 0, bb: 0, bbOdds: null, coinDifference: 0 }, sessions: [], slump: [{ spins: 0, coins: 0 }] });
    expect(await read(gameOf('pachinko').gameId)).toEqual([]);
    expect((await call(app, 'getSlotCounter', { body: { date: '2020-01-01' }, headers })).json().data).toMatchObject({ date: '2020-01-01', machines: [] });
  });
});
