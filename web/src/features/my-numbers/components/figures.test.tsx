import { Table } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '#web/testing/render.tsx';
import { FigureCards, FigureCells, FigureHeads, FigureTable } from './figures';

const played = { rounds: 1234, stake: 40_000, payout: 37_200, net: -2_800, rtp: 93 };
const none = { rounds: 0, stake: 0, payout: 0, net: 0, rtp: null };

function Figures() {
  return (
    <FigureTable caption="by game" head={<FigureHeads><Table.Th>game</Table.Th></FigureHeads>}>
      {[played, none].map((figures, index) => (
        <Table.Tr key={index}>
          <Table.Th scope="row">{index === 0 ? 'played' : 'none'}</Table.Th>
          <FigureCells figures={figures} currency="JPY" />
        </Table.Tr>
      ))}
    </FigureTable>
  );
}

const cells = (row: string) => within(screen.getByRole('row', { name: new RegExp(`^${row}`) })).getAllByRole('cell').map((cell) => cell.textContent);

describe('the figures of my RTP', () => {
  it('read as a table named by its caption: the return with 2 decimals, "-" when nothing was staked, amounts in full, the net signed', () => {
    render(<Figures />);
    expect(screen.getByRole('region', { name: 'by game' })).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('columnheader').map((head) => head.textContent)).toEqual(['game', 'マイRTP', 'ラウンド数', 'ベット額', '払い戻し', '収支']);
    expect(cells('played')).toEqual(['93.00%', '1,234', '¥40,000', '¥37,200', '-¥2,800']);
    expect(cells('none')).toEqual(['-', '0', '¥0', '¥0', '¥0']);
  });

  it('in English too', () => {
    render(<Figures />, { language: 'en-US' });
    expect(screen.getAllByRole('columnheader').map((head) => head.textContent)).toEqual(['game', 'My RTP', 'Rounds', 'Staked', 'Paid back', 'Net']);
    expect(cells('played')[4]).toBe('-¥2,800');
  });

  it('as cards: a named group of terms and their values', () => {
    render(<FigureCards label="overall" items={[{ label: 'net', value: '+¥100' }]} />);
    const group = screen.getByRole('group', { name: 'overall' });
    expect(within(group).getByRole('term')).toHaveTextContent('net');
    expect(within(group).getByRole('definition')).toHaveTextContent('+¥100');
  });
});
