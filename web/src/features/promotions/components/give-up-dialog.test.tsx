import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bonus } from '#web/api/bonuses.ts';
import { codes, errorCodes } from '#web/lib/http/error-codes.ts';
import { queryClient } from '#web/lib/query/query-client.ts';
import { render } from '#web/testing/render.tsx';
import { endTestSession, startTestSession, testPlayer } from '#web/testing/session.ts';
import { GiveUpDialog } from './give-up-dialog';

const bonus = { bonusId: 'BN-000007', title: '週末リロードボーナス', currency: 'JPY' } as Bonus;
const preview = (forfeit: number) => ({ bonusId: 'BN-000007', currency: 'JPY', amount: 1_000, winnings: forfeit - 1_000, forfeit, freeSpinsLeft: 0, promotionBalance: 5_000 + forfeit, promotionBalanceAfter: 5_000, wageringDone: 1_500, wageringRequired: 5_000 });
const envelope = (data: unknown, code: number = errorCodes.success) =>
  Response.json({ code, success: code === errorCodes.success, msg: code === errorCodes.success ? 'success' : '放棄される金額が変わりました。内容を確認してください', data });

afterEach(() => {
  endTestSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

/** Answers each path from its own list of answers, in order, the last one again once they run out; records the give-up bodies sent. */
function server(answers: Record<string, (() => Response)[]>) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://site').pathname;
      if (path.endsWith('/bonus/give_up')) sent.push(JSON.parse(String(init?.body)));
      const list = answers[path] ?? [];
      const answer = list.length > 1 ? list.shift()! : list[0];
      return answer ? answer() : envelope(null);
    }),
  );
  return sent;
}

describe('the give-up dialog', () => {
  it('shows exactly what would leave the bonus wallet, and gives up that amount', async () => {
    startTestSession(testPlayer({ locale: 'ja-JP' }));
    const sent = server({
      '/api/phoenix/bonus/give_up/preview': [() => envelope(preview(1_320))],
      '/api/phoenix/bonus/give_up': [() => envelope({ bonus: { ...bonus, status: 'FORFEITED' }, moved: 1_320, wallets: [] })],
    });
    const closed = vi.fn();
    render(<GiveUpDialog bonus={bonus} onClose={closed} />, { queryClient });
    const table = await screen.findByRole('table', { name: '放棄される内容' });
    expect(table).toHaveTextContent('付与されたボーナス¥1,000');
    expect(table).toHaveTextContent('このボーナスでの獲得金¥320');
    expect(table).toHaveTextContent('没収される金額¥1,320');
    expect(screen.getByText('¥5,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '¥1,320を放棄する' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(sent).toEqual([expect.objectContaining({ bonusId: 'BN-000007', expectedForfeit: 1_320 })]);
  });

  it('when play moved the amount meanwhile, takes nothing and shows the new amount to confirm', async () => {
    startTestSession(testPlayer({ locale: 'ja-JP' }));
    const sent = server({
      '/api/phoenix/bonus/give_up/preview': [() => envelope(preview(1_320))],
      '/api/phoenix/bonus/give_up': [() => envelope(preview(1_180), codes.forfeitChanged), () => envelope({ bonus: { ...bonus, status: 'FORFEITED' }, moved: 1_180, wallets: [] })],
    });
    render(<GiveUpDialog bonus={bonus} onClose={() => undefined} />, { queryClient });
    await userEvent.click(await screen.findByRole('button', { name: '¥1,320を放棄する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('プレイにより放棄される金額が変わりました');
    expect(screen.getByRole('table', { name: '放棄される内容' })).toHaveTextContent('没収される金額¥1,180');
    await userEvent.click(screen.getByRole('button', { name: '¥1,180を放棄する' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual(expect.objectContaining({ expectedForfeit: 1_180 }));
  });
});
