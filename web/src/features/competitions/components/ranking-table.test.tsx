import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '#web/testing/render.tsx';
import type { TournamentDetail } from '../api/tournaments';
import { RankingTable } from './ranking-table';

const HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

/** Only what the table reads: the rest of a tournament does not reach it. */
const detail = {
  status: 'RUNNING',
  scoring: 'TOTAL_STAKE',
  prizes: [{ fromRank: 1, toRank: 1, prize: { amount: 50_000, currency: 'JPY' } }],
  ranking: { entrants: 2, top: [{ rank: 1, maskedName: HOSTILE, score: 12_000, you: false }, { rank: 2, maskedName: 'pl***01', score: 8_000, you: true }], me: null },
} as unknown as TournamentDetail;

describe('the ranking table', () => {
  it('shows a name with HTML in it as text: no element is made from it', () => {
    const { container } = render(<RankingTable detail={detail} />);
    expect(screen.getByRole('cell', { name: HOSTILE })).toBeInTheDocument();
    expect(container.querySelector('img, script')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
