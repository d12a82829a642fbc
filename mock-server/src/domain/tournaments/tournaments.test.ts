import { describe, expect, it } from 'vitest';
import type { Bet } from '../bets/state.ts';
import { freshState } from '../state.ts';
import { takeEvents } from '../events/events.ts';
import { ensureScheduled, finishTournament, findTournament, joinTournament, ranking, scoreBet, startDue, statusOf } from './tournaments.ts';

// 2026-11-24 (a Tuesday) 12:00 in Japan.
const NOON = Date.parse('2026-11-24T03:00:00Z');
const MIN = 60_000;

function bet(accountId: string, overrides: Partial<Bet> = {}): Bet {
  return {
    betId: `B-${Math.random().toString(36).slice(2)}`, roundKey: 'k', accountId, gameId: 'AMIGO-PA-0001', providerCode: 'AMIGO', playType: 'PACHINKO', currency: 'JPY',
    stake: 500, payout: 0, status: 'SETTLED', result: 'LOSE', detail: '', symbols: [], placedAt: NOON + MIN, settledAt: NOON + MIN, freeBet: false, bonusId: null,
    ...overrides,
  };
}

function scheduled() {
  const state = freshState(1);
  ensureScheduled(state, NOON);
  startDue(state, NOON);
  return state;
}

describe('the tournament schedule', () => {
  it('has the day’s race and the week’s cup running, and what comes next, on the Japanese calendar', () => {
    const state = scheduled();
    const view = state.tournaments.list.map((t) => [t.id, statusOf(t, NOON), new Date(t.startsAt).toISOString()]);
    expect(view).toEqual(
      expect.arrayContaining([
        ['T-DAILY-20261124', 'RUNNING', '2026-11-23T15:00:00.000Z'],
        ['T-DAILY-20261125', 'UPCOMING', '2026-11-24T15:00:00.000Z'],
        ['T-WEEKLY-20261123', 'RUNNING', '2026-11-22T15:00:00.000Z'],
        ['T-SPRINT-20261124', 'UPCOMING', '2026-11-24T10:00:00.000Z'],
      ]),
    );
    // Scheduling again changes nothing; a running one got its rivals when it started.
    ensureScheduled(state, NOON + 5 * MIN);
    expect(state.tournaments.list).toHaveLength(6);
    expect(findTournament(state, 'T-DAILY-20261124')!.entrants.length).toBeGreaterThan(0);
    expect(findTournament(state, 'T-SPRINT-20261124')!.entrants).toEqual([]);
  });
});

describe('scores', () => {
  it('count only joined players’ qualifying real-money bets placed after joining, by the template’s rule', () => {
    const state = scheduled();
    const daily = findTournament(state, 'T-DAILY-20261124')!;
    const weekly = findTournament(state, 'T-WEEKLY-20261123')!;
    scoreBet(state, bet('100001'));
    expect(daily.entrants.find((e) => e.accountId === '100001')).toBeUndefined();

    joinTournament(state, daily.id, '100001', NOON);
    joinTournament(state, weekly.id, '100001', NOON);
    scoreBet(state, bet('100001', { stake: 500 }));
    scoreBet(state, bet('100001', { stake: 300, result: 'WIN', payout: 4_500 }));
    scoreBet(state, bet('100001', { stake: 100, playType: 'LIVE' }));
    scoreBet(state, bet('100001', { stake: 100, placedAt: NOON - MIN }));
    expect(daily.entrants.find((e) => e.accountId === '100001')!.score).toBe(800);
    // The cup keeps the best multiplier: 4,500 / 300.
    expect(weekly.entrants.find((e) => e.accountId === '100001')!.score).toBe(15);
    scoreBet(state, bet('100001', { stake: 100, result: 'WIN', payout: 300 }));
    expect(weekly.entrants.find((e) => e.accountId === '100001')!.score).toBe(15);
  });

  it('rank by score, then by who reached it first; every change records ranking-changed', () => {
    const state = scheduled();
    const daily = findTournament(state, 'T-DAILY-20261124')!;
    takeEvents(state);
    joinTournament(state, daily.id, '100001', NOON);
    joinTournament(state, daily.id, '100002', NOON);
    scoreBet(state, bet('100002', { stake: 40_000, placedAt: NOON + MIN, settledAt: NOON + MIN }));
    scoreBet(state, bet('100001', { stake: 40_000, placedAt: NOON + 2 * MIN, settledAt: NOON + 2 * MIN }));
    const order = ranking(daily).map((e) => e.accountId ?? e.rival);
    expect(order.slice(0, 2)).toEqual(['100002', '100001']);
    expect(takeEvents(state).filter((e) => e.type === 'ranking-changed')).toHaveLength(4);
  });
});

describe('the end', () => {
  it('writes the prize ranks once (entrants with a score only), and a finished tournament takes no one and no score', () => {
    const state = scheduled();
    const daily = findTournament(state, 'T-DAILY-20261124')!;
    joinTournament(state, daily.id, '100001', NOON);
    scoreBet(state, bet('100001', { stake: 90_000 }));
    const winners = finishTournament(state, daily, NOON + 10 * MIN);
    expect(winners[0]).toMatchObject({ rank: 1, accountId: '100001', score: 90_000, amount: 10_000 });
    expect(winners.every((w) => w.score > 0)).toBe(true);
    expect(finishTournament(state, daily, NOON + 11 * MIN)).toEqual([]);
    expect(joinTournament(state, daily.id, '100002', NOON + 12 * MIN)).toEqual({ ok: false, reason: 'finished' });
    scoreBet(state, bet('100001', { stake: 5_000, placedAt: NOON + 5 * MIN }));
    expect(daily.entrants.find((e) => e.accountId === '100001')!.score).toBe(90_000);
  });
});
