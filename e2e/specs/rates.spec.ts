// /account/rates (SPEC §7 "Capital exchange rate"): the rates of USD, USDT, BTC and ETH in yen;
// a jump of the mock clock steps them on the server, which pushes each on `currencyRate`, and the
// page shows the new rate, its change and its time without a reload.
import { RATE_STEP_MS } from '../../mock-server/src/domain/rates/rates.ts';
import { seriousViolations } from '../fixtures/axe.ts';
import { pushWhenConnected } from '../fixtures/push.ts';
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { SitePage } from '../pages/site-page.ts';
import { serverFetch } from '../fixtures/server-fetch.ts';

interface Rate {
  base: string;
  quote: string;
  rate: number;
  previousRate: number;
  change: number;
  time: string;
}

const yen = (value: number) => `¥${new Intl.NumberFormat('ja-JP', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}`;

test('a clock jump pushes new rates and the page shows them without a reload', async ({ page, mock, player }) => {
  const site = new SitePage(page);
  const rates = async (): Promise<Rate[]> => {
    const response = await serverFetch(new URL('/api/phoenix/capital/exchange-rate', mock.baseURL), { method: 'POST', headers: { ...mock.sessionHeaders, 'content-type': 'application/json' }, body: '{}' });
    return ((await response.json()) as { data: Rate[] }).data;
  };
  // Start just past a step: the only step between the two reads below is then the test's own jump
  // (a step the wall clock crossed on the way made the rate move twice).
  const { now } = await mock.readClock();
  await mock.setClock({ now: (Math.floor(Date.parse(now) / RATE_STEP_MS) + 1) * RATE_STEP_MS + 500 });
  await site.goto('/account/rates');
  await expect(site.heading('pages.rates')).toBeVisible({ timeout: 15_000 });
  await new AuthDialogPage(site).restored(player.name);

  const table = page.getByRole('table', { name: site.text('wallet.rates.caption') });
  const usd = table.getByRole('row', { name: /USD\/JPY/ });
  const [before] = await rates();
  await expect(usd).toContainText(yen(before!.rate));
  for (const base of ['USDT', 'BTC', 'ETH']) await expect(table.getByRole('row', { name: new RegExp(`^${base}/JPY`) })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  // The socket subscribes after the first paint: the rate as it stands, pushed until it lands.
  await pushWhenConnected(mock, { topic: 'currencyRate', payload: before! });

  await mock.setClock({ advanceMs: 30_000 });
  const [after] = await rates();
  expect(after!.time).not.toBe(before!.time);
  expect(after!.previousRate).toBe(before!.rate);
  await expect(usd).toContainText(yen(after!.rate));
  await expect(usd.locator('time')).toHaveAttribute('datetime', after!.time);
  const direction = after!.change > 0 ? 'up' : after!.change < 0 ? 'down' : 'unchanged';
  await expect(usd).toContainText(site.text(`wallet.rates.${direction}`));
  expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
});
