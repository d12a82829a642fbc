import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '#web/lib/query/query-client.ts';
import { render } from '#web/testing/render.tsx';
import { BonusRules } from './bonus-rules';

const config = {
  contributions: [
    { playType: 'PACHINKO', percent: 100 },
    { playType: 'LIVE', percent: 10 },
  ],
  bonusMoneyPlayTypes: ['PACHINKO', 'SLOT'],
  stakeOrder: 'COMMON_FIRST',
  maxActiveBonuses: 10,
  expiringNoticeHours: 24,
  armedDays: 7,
};

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the bonus rules on /promo', () => {
  it('say, from bonus_config, how much of each game type counts and what bonus money plays', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => Response.json({ code: 200, success: true, msg: 'success', data: config }));
    vi.stubGlobal('fetch', fetch);
    render(<BonusRules />, { queryClient });
    await userEvent.click(await screen.findByRole('button', { name: 'ボーナスのルール' }));
    // The panel opens with a transition: the table is there once it has.
    const table = await screen.findByRole('table', { name: '賭け条件への反映率' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['ゲームの種類反映率', 'パチンコ・パチスロ100%', 'ライブカジノ10%']);
    expect(screen.getByText('ボーナス残高で遊べるのは パチンコ・パチスロ、スロット です。')).toBeInTheDocument();
    expect(screen.getByText('同時に持てるボーナスは 10 件までです。')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/phoenix/bonus/bonus_config');
  });
});
