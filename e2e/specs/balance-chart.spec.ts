// The balance chart: after QA's credit and debit of today, the account centre's
// balance chart closes today at the wallet's balance, and the net per day's table shows today's
// change (close minus open), each chart's figures read through the role tree of its table.
// Japanese, both viewports; axe on the page in the light and the dark theme.
import { seriousViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { SitePage } from '../pages/site-page.ts';

const amountOf = (text: string) => Number(text.replace(/[¥,+\s]/g, ''));

test('the balance chart shows the balance at each day\'s close and the net per day, as tables too', async ({ page, mock, player: _loggedIn }) => {
  await mock.adjustWallet({ loginName: 'qcplayer01', amount: 12_345 });
  const { wallet } = await mock.adjustWallet({ loginName: 'qcplayer01', amount: -345 });
  const site = new SitePage(page);
  await site.goto('/account/balance-chart');
  await expect(site.heading('pages.balanceChart')).toBeVisible({ timeout: 15_000 });

  const balances = page.getByRole('table', { name: site.text('balanceChart.balanceTitle') });
  const nets = page.getByRole('table', { name: site.text('balanceChart.netTitle') });
  // Seven days, oldest first: a header row and a row per day.
  await expect(balances.getByRole('row')).toHaveCount(1 + 7);
  await expect(nets.getByRole('row')).toHaveCount(1 + 7);
  const today = balances.getByRole('row').last();
  const [opening, closing, movements] = await today.getByRole('cell').allInnerTexts();
  expect(amountOf(closing!)).toBe(wallet.amount);
  expect(Number(movements)).toBeGreaterThanOrEqual(2);
  const todaysNet = await nets.getByRole('row').last().getByRole('cell').innerText();
  expect(amountOf(todaysNet)).toBe(amountOf(closing!) - amountOf(opening!));
  expect(await today.getByRole('rowheader').innerText()).toBe(await nets.getByRole('row').last().getByRole('rowheader').innerText());
  expect(await seriousViolations(page)).toEqual([]);

  // 30 days: thirty rows, closing at the same balance.
  await page.getByRole('group', { name: site.text('myNumbers.period') }).getByText(site.text('myNumbers.periods.LAST_30_DAYS')).click();
  await expect(balances.getByRole('row')).toHaveCount(1 + 30);
  expect(amountOf((await balances.getByRole('row').last().getByRole('cell').allInnerTexts())[1]!)).toBe(wallet.amount);

  // And in the dark theme (stored as the header's toggle stores it): the page's own content (the
  // account layout's links in the dark theme are the site's chrome, not this page's; see slot-counter.spec.ts).
  await page.evaluate(() => window.localStorage.setItem('qc:theme', JSON.stringify({ value: 'dark', expiresAt: Date.now() + 86_400_000 })));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(balances.getByRole('row').last()).toBeVisible({ timeout: 15_000 });
  expect(await seriousViolations(page, `section[aria-label="${site.text('pages.balanceChart')}"]`)).toEqual([]);
});
