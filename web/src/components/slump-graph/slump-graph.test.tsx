import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../testing/render';
import { signedCoins, SlumpGraph } from './slump-graph';

const points = [
  { spins: 0, coins: 0 },
  { spins: 250, coins: -1200 },
  { spins: 500, coins: 154 },
];

describe('the slump graph', () => {
  it('writes the medal difference with its sign, as a counter does', () => {
    expect([signedCoins(154, 'ja-JP'), signedCoins(-1200, 'ja-JP'), signedCoins(0, 'ja-JP')]).toEqual(['+154', '-1,200', '0']);
  });

  it('carries its figures in a captioned table a keyboard can scroll; the chart is hidden from the accessibility tree', () => {
    render(<SlumpGraph points={points} caption="slump of the day" spinsLabel="spins" coinsLabel="coins" />);
    const region = screen.getByRole('region', { name: 'slump of the day' });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table', { name: 'slump of the day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent])).toEqual([
      ['0', '0'],
      ['250', '-1,200'],
      ['500', '+154'],
    ]);
    // Only the table is in the tree: the chart's wrapper is aria-hidden.
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });
});
