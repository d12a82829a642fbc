import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '#web/lib/query/query-client.ts';
import { endTestSession, startTestSession, testPlayer } from '#web/testing/session.ts';
import { render } from '#web/testing/render.tsx';
import HeaderWallet from './header-wallet';

const wallets = [
  { walletType: 'COMMON', currency: 'JPY', amount: 125_000 },
  { walletType: 'PROMOTION', currency: 'JPY', amount: 5_000 },
  { walletType: 'COMMON', currency: 'USD', amount: 12.5 },
  { walletType: 'PROMOTION', currency: 'USD', amount: 0 },
] as const;

afterEach(() => {
  endTestSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the header wallet', () => {
  it('shows the main balance short, and in its popover every wallet in full; held currencies are not offered again', async () => {
    startTestSession(testPlayer({ wallets: [...wallets] }));
    render(<HeaderWallet />, { queryClient });
    const button = screen.getByRole('button', { name: /^ウォレット/ });
    expect(button).toHaveTextContent('¥125.00K');
    await userEvent.click(button);
    const popover = await screen.findByRole('dialog');
    expect(popover).toHaveTextContent('メインウォレット¥125,000');
    expect(popover).toHaveTextContent('ボーナスウォレット¥5,000');
    expect(popover).toHaveTextContent('USD メインウォレット$12.50');
    const offered = within(popover).getByRole('combobox', { name: '通貨' });
    expect(within(offered).getAllByRole('option').map((option) => option.textContent)).toEqual(['USDT', 'BTC', 'ETH']);
  });

  it('refresh fetches the balance again and shows what the server answers', async () => {
    startTestSession(testPlayer({ wallets: [...wallets] }));
    const fetched = vi.fn(async () => Response.json({ code: 200, success: true, msg: 'success', data: [{ walletType: 'COMMON', currency: 'JPY', amount: 200_000 }] }));
    vi.stubGlobal('fetch', fetched);
    render(<HeaderWallet />, { queryClient });
    await userEvent.click(screen.getByRole('button', { name: /^ウォレット/ }));
    await userEvent.click(await screen.findByRole('button', { name: '残高を更新' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^ウォレット/ })).toHaveTextContent('¥200.00K'));
    // The popover also reads the bonuses (their wagering); the refresh is the balance's call.
    expect(fetched.mock.calls.map((call) => String((call as unknown[])[0]))).toContainEqual(expect.stringContaining('/api/phoenix/user/info/balance'));
  });
});
