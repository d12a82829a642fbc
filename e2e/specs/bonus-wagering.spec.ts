// A bonus's wagering over time: a bonus granted yesterday at noon (Japan time) is wagered down by
// 10 pachislot spins that afternoon and 5 more today (QA's pachislot history), and the account
// centre's wagering page, opened from the bonus's card on /promo, shows both days: what each
// wagered, the bets, the total done and the percent, read through its table's role tree, and the
// totals in its cards. Japanese, both viewports (the cards two to a row and the table fitting a
// phone); axe on the page in the light and the dark theme.
import { seriousViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { SitePage } from '../pages/site-page.ts';

const DAY_MS = 86_400_000;
const JST_MS = 9 * 3_600_000;
const amountOf = (text: string) => Number(text.replace(/[¥,+\s]/g, ''));
/** The player's day (Japan time) of an instant. */
const dayOf = (at: number) => new Date(at + JST_MS).toISOString().slice(0, 10);

test('a bonus wagering page shows the wagering done per day, from its card', async ({ page, mock, player }) => {
  const { now } = await mock.readClock();
  const today = dayOf(Date.parse(now));
  const yesterday = dayOf(Date.parse(now) - DAY_MS);
  // Yesterday at noon in Japan: the bonus, then 10 spins ten minutes later; back to now, 5 more.
  await mock.setClock({ now: new Date(Date.parse(`${yesterday}T12:00:00Z`) - JST_MS).toISOString() });
  const bonus = await mock.grantMockPromotion({ loginName: player.loginName, promotionId: 'reload-weekly', amount: 1_000 });
  await mock.setClock({ advanceMs: 10 * 60_000 });
  const first = await mock.playPachislotHistory(player.loginName, { rounds: 10, seed: 7 });
  await mock.setClock({ now });
  const second = await mock.playPachislotHistory(player.loginName, { rounds: 5, seed: 8 });
  const stake = first.stake;
  expect(second.stake).toBe(stake);

  const site = new SitePage(page);
  await site.goto('/promo?tab=bonuses');
  const card = page.getByRole('article', { name: bonus.title });
  await card.getByRole('link', { name: site.text('promo.bonus.wageringChartFor', { title: bonus.title }) }).click();
  await expect(site.heading('pages.bonusWagering')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('combobox', { name: site.text('bonusWagering.bonus') })).toHaveValue(bonus.bonusId);

  const table = page.getByRole('table', { name: site.text('bonusWagering.chartTitle') });
  await expect(table.getByRole('row')).toHaveCount(1 + 2);
  const rows = await Promise.all(
    [1, 2].map(async (index) => {
      const row = table.getByRole('row').nth(index);
      return [await row.getByRole('rowheader').innerText(), ...(await row.getByRole('cell').allInnerTexts())];
    }),
  );
  const required = 5 * 1_000;
  expect(rows.map(([date, wagered, bets, done, percent]) => [date, amountOf(wagered!), Number(bets), amountOf(done!), percent])).toEqual([
    [yesterday, 10 * stake, 10, 10 * stake, `${Math.floor((10 * stake * 100) / required)}%`],
    [today, 5 * stake, 5, 15 * stake, `${Math.floor((15 * stake * 100) / required)}%`],
  ]);
  const summary = page.getByRole('group', { name: site.text('bonusWagering.summary') });
  await expect(summary.getByText(site.text('bonusWagering.left'))).toBeVisible();
  expect(amountOf(await summary.locator('dd').nth(1).innerText())).toBe(15 * stake);
  expect(amountOf(await summary.locator('dd').nth(2).innerText())).toBe(required - 15 * stake);
  expect(await seriousViolations(page)).toEqual([]);

  // And in the dark theme: the page's own content (see balance-chart.spec.ts).
  await page.evaluate(() => window.localStorage.setItem('qc:theme', JSON.stringify({ value: 'dark', expiresAt: Date.now() + 86_400_000 })));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(table.getByRole('row').last()).toBeVisible({ timeout: 15_000 });
  expect(await seriousViolations(page, `section[aria-label="${bonus.title}"]`)).toEqual([]);
});
