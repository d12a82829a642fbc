import { describe, expect, it } from 'vitest';
import { applyRanking, type Ranking, type TournamentDetail } from './tournaments';

const detail: TournamentDetail = {
  tournamentId: 'T-DAILY-20261124',
  name: 'パチンコ・デイリーレース',
  summary: '',
  status: 'RUNNING',
  startsAt: '2026-11-23T15:00:00.000Z',
  endsAt: '2026-11-24T15:00:00.000Z',
  scoring: 'TOTAL_STAKE',
  playTypes: ['PACHINKO'],
  prizes: [],
  entrants: 6,
  joined: false,
  myRank: null,
  myScore: null,
  rules: [],
  ranking: { tournamentId: 'T-DAILY-20261124', status: 'RUNNING', entrants: 6, top: [], me: null, updatedAt: '2026-11-24T03:00:00.000Z' },
  result: null,
};

const push = (at: string, me: Ranking['me'], status: Ranking['status'] = 'RUNNING'): Ranking => ({ tournamentId: detail.tournamentId, status, entrants: 7, top: me ? [me] : [], me, updatedAt: at });

describe('a ranking push on the tournament page', () => {
  it('replaces the table, and a row of the player’s own makes them joined with that rank and score', () => {
    const me = { rank: 1, maskedName: 'pl***01', score: 900, you: true };
    const next = applyRanking(detail, push('2026-11-24T03:00:01.000Z', me));
    expect(next).toMatchObject({ entrants: 7, joined: true, myRank: 1, myScore: 900, ranking: { top: [me], me } });
    expect(applyRanking(next, push('2026-11-24T03:00:02.000Z', null, 'FINISHED')).status).toBe('FINISHED');
  });

  it('leaves the page as it is when the push is older than what it holds', () => {
    const held = applyRanking(detail, push('2026-11-24T03:00:05.000Z', { rank: 2, maskedName: 'pl***01', score: 500, you: true }));
    expect(applyRanking(held, push('2026-11-24T03:00:04.000Z', { rank: 3, maskedName: 'pl***01', score: 100, you: true }))).toBe(held);
  });
});
