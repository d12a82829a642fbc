import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceQueryOptions } from '../api/player';
import { showToast } from '../components/toast';
import { i18n, initI18n } from '../lib/i18n/i18n';
import { queryClient } from '../lib/query/query-client';
import { startLivePush } from '../lib/socket/live-push';
import { FakeSocket } from '../testing/fake-socket';
import { endTestSession, startTestSession, testPlayer } from '../testing/session';
import { SiteHeader } from './layouts/site-header';
import { LivePush } from './live-push';

vi.mock('../components/toast', () => ({ showToast: vi.fn() }));
initI18n('?lang=en-US');

const main = { walletType: 'COMMON', currency: 'JPY', amount: 125_000 } as const;
const promotion = { walletType: 'PROMOTION', currency: 'JPY', amount: 500 } as const;
const socket = () => FakeSocket.instances.at(-1)!;
const push = (topic: string, data: unknown) => act(() => socket().receive({ type: 'next', id: topic, payload: { topic, data } }));
const subscribedTopics = () =>
  socket()
    .sent.filter((m): m is { type: 'subscribe'; payload: { topic: string } } => (m as { type: string }).type === 'subscribe')
    .map((m) => m.payload.topic);

function renderSite() {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <LivePush />
            <SiteHeader hideNav />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** The header wallet's button shows the main wallet (SPEC §3): its text is the balance. */
// The wallet loads in its own chunk after the first paint: a busy machine takes more than findBy's default second.
const headerBalance = async () => within(await screen.findByRole('button', { name: /^Wallet/ }, { timeout: 5_000 })).getByText(/¥/).textContent;

beforeAll(async () => {
  // The header's CMS navigation asks for templates; an empty answer is enough.
  vi.stubGlobal('fetch', async () => Response.json({ code: 200, success: true, data: [], msg: '' }));
  await startLivePush({ url: 'ws://test/ws/push', createSocket: (url) => new FakeSocket(url) as unknown as WebSocket, getToken: () => 'at' });
  socket().open();
  socket().receive({ type: 'connection_ack' });
});
afterAll(() => vi.unstubAllGlobals());

beforeEach(() => {
  // Each test reads only its own subscriptions (the last test's unmount unsubscribed them).
  socket().sent.length = 0;
  endTestSession();
  queryClient.clear();
  vi.mocked(showToast).mockClear();
});

describe('live push → query cache → header', () => {
  // orderAll and orderRanking are subscribed where they are shown: the wins ticker (unless the
  // player quieted it) and a tournament's page (per tournament), features/competitions.
  // activity and currencyRate are listened to where they are shown (the bonuses, the rates page).
  it('subscribes to every site-wide topic of SPEC §7 once logged in; only the public one for a visitor', async () => {
    renderSite();
    await vi.waitFor(() => expect(new Set(subscribedTopics())).toEqual(new Set(['publicToast'])));
    act(() => startTestSession(testPlayer({ wallets: [main, promotion] })));
    await vi.waitFor(() =>
      expect(new Set(subscribedTopics())).toEqual(new Set(['deposit', 'withdraw', 'wallet', 'order', 'coupon', 'publicToast', 'notice'])),
    );
  });

  it('a wallet push changes the balance in the header without a reload', async () => {
    startTestSession(testPlayer({ wallets: [main, promotion] }));
    renderSite();
    expect(await headerBalance()).toBe('¥125.00K');
    await vi.waitFor(() => expect(subscribedTopics()).toContain('wallet'));

    push('wallet', { walletType: 'COMMON', currency: 'JPY', amount: 130_500 });

    // Delivered once the wallet topic's schema has loaded (lib/socket/push-client).
    await vi.waitFor(async () => expect(await headerBalance()).toBe('¥130.50K'));
    expect(queryClient.getQueryData(balanceQueryOptions().queryKey)).toEqual([{ ...main, amount: 130_500 }, promotion]);
  });

  it('a bad payload is reported and ignored, and the site goes on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startTestSession(testPlayer({ wallets: [main] }));
    renderSite();
    await vi.waitFor(() => expect(subscribedTopics()).toContain('wallet'));

    push('wallet', { walletType: 'COMMON', currency: 'JPY', amount: 'lots' });
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[push] dropped invalid wallet data', expect.anything()));
    expect(await headerBalance()).toBe('¥125.00K');

    push('wallet', { walletType: 'COMMON', currency: 'JPY', amount: 2000 });
    await vi.waitFor(async () => expect(await headerBalance()).toBe('¥2.00K'));
    error.mockRestore();
  });

  it('shows the public toast, and a toast for a coupon push in the player\'s language', async () => {
    startTestSession(testPlayer());
    renderSite();
    await vi.waitFor(() => expect(subscribedTopics()).toContain('coupon'));
    const coupon = { couponId: 'C-000001', goodsId: 'G-CASH-1000', kind: 'CASH', title: { 'ja-JP': '¥1,000 キャッシュクーポン', 'en-US': '¥1,000 cash coupon', 'zh-CN': '¥1,000 现金券' }, status: 'ISSUED' };
    push('coupon', coupon);
    push('publicToast', { level: 'warning', message: { 'ja-JP': 'お知らせ', 'en-US': 'Notice', 'zh-CN': '通知' }, linkUrl: null });

    await vi.waitFor(() => {
      expect(showToast).toHaveBeenCalledWith('Notice', 'warning');
      // The coupon push is seen: a toast in the player's language.
      expect(showToast).toHaveBeenCalledWith('Your coupon "¥1,000 cash coupon" has arrived', 'success');
    });
  });

  it('a notice push raises the unread badge in the header at once', async () => {
    startTestSession(testPlayer());
    renderSite();
    await vi.waitFor(() => expect(subscribedTopics()).toContain('notice'));
    expect(await screen.findByRole('link', { name: 'Notices' }, { timeout: 5_000 })).toBeInTheDocument();

    push('notice', { recordId: 1001, title: { 'ja-JP': 'お知らせ', 'en-US': 'News', 'zh-CN': '通知' }, important: false, unreadCount: 3 });

    expect(await screen.findByRole('link', { name: 'Notices (3 unread)' }, { timeout: 5_000 })).toBeInTheDocument();
  });
});
