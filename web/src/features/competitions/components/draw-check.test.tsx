import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seedHashOf, winningNumbers } from '#common/lottery-draw.ts';
import { render } from '#web/testing/render.tsx';
import { DrawCheck } from './draw-check';

const seed = 'a3f1'.repeat(16);
const drawn = {
  drawId: 'LOT-20261124',
  drawAt: '2026-11-24T12:00:00.000Z',
  status: 'DRAWN' as const,
  seedHash: seedHashOf(seed),
  seed,
  winningNumbers: winningNumbers(seed, 3, 10),
  drawnAt: '2026-11-24T12:00:00.000Z',
  entries: 4,
};

describe('checking a draw in the browser', () => {
  it('confirms a draw whose seed matches the published hash and gives its numbers', async () => {
    render(<DrawCheck draw={drawn} pick={3} max={10} />);
    expect(screen.getByRole('list', { name: '当選番号' })).toHaveTextContent(drawn.winningNumbers.join(''));
    await userEvent.click(screen.getByRole('button', { name: 'この抽選を検証する' }));
    expect(screen.getByRole('status')).toHaveTextContent('一致しました');
  });

  it('says so when the seed does not match the hash published before the draw, or the numbers do not follow', async () => {
    const { unmount } = render(<DrawCheck draw={{ ...drawn, seedHash: seedHashOf('b'.repeat(64)) }} pick={3} max={10} />);
    await userEvent.click(screen.getByRole('button', { name: 'この抽選を検証する' }));
    expect(screen.getByRole('status')).toHaveTextContent('シードのハッシュが公開された値と一致しません');
    unmount();
    render(<DrawCheck draw={{ ...drawn, winningNumbers: [...drawn.winningNumbers].reverse() }} pick={3} max={10} />);
    await userEvent.click(screen.getByRole('button', { name: 'この抽選を検証する' }));
    expect(screen.getByRole('status')).toHaveTextContent('当選番号が一致しません');
  });
});
