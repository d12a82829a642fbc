// The daily lottery: tickets from a deposit, numbers picked on the page, the seed hash
// published before the draw; QA draws it, and the test recomputes the winning numbers from the
// seed the page then publishes (sha256-counter-v1, with Node's crypto), checks it against the hash
// shown before, and runs the page's own check. Both viewports; axe on the lottery page.
import { seriousViolations } from '../fixtures/axe.ts';
import { openDraw, paidDepositElsewhere, recomputeDraw } from '../fixtures/competitions.ts';
import { expect, test } from '../fixtures/test.ts';
import { AccountCentrePage } from '../pages/account-centre.ts';
import { CompetitionsPage } from '../pages/competitions.ts';
import { SitePage } from '../pages/site-page.ts';

test('an entry, a draw by QA, and winning numbers the test recomputes from the seed published after it', async ({ page, mock, player: _loggedIn }) => {
  test.setTimeout(90_000);
  const site = new SitePage(page);
  const competitions = new CompetitionsPage(site);
  // ¥10,000 deposited on another device, before this browser logs in: two tickets.
  await paidDepositElsewhere(mock, 'qcplayer01', 10_000);
  await new AccountCentrePage(site).home();
  await competitions.stripLink('lottery').click();
  const { drawId } = await openDraw(mock);
  await expect(competitions.tickets(2)).toBeVisible({ timeout: 15_000 });
  const publishedBefore = (await competitions.seedHash(drawId).textContent())!.trim();
  expect(publishedBefore).toMatch(/^[0-9a-f]{64}$/);

  for (const n of [2, 5, 9]) await competitions.number(n).click();
  await expect(competitions.number(5)).toHaveAttribute('aria-pressed', 'true');
  await competitions.enterButton.click();
  await expect(competitions.tickets(1)).toBeVisible();
  await expect(page.getByRole('region', { name: site.text('competitions.lottery.myEntries') })).toContainText(site.text('competitions.lottery.waiting'));
  expect(await seriousViolations(page)).toEqual([]);

  const drawn = await mock.drawMockLottery(drawId);
  await site.goto('/lottery');
  await expect(competitions.drawResult(drawId)).toBeVisible({ timeout: 15_000 });
  const seed = (await competitions.seed(drawId).textContent())!.trim();
  const shown = await competitions.winningNumbers(drawId);
  const recomputed = recomputeDraw(seed);
  expect(recomputed.seedHash).toBe(publishedBefore);
  expect(shown).toEqual(recomputed.numbers);
  expect(drawn.winningNumbers).toEqual(recomputed.numbers);
  await expect(competitions.seedHash(drawId)).toHaveText(publishedBefore);

  await competitions.drawResult(drawId).getByRole('button', { name: site.text('competitions.lottery.verify') }).click();
  await expect(competitions.drawResult(drawId).getByRole('status')).toHaveText(site.text('competitions.lottery.verified'));
  // The entry's result: how many of 2, 5, 9 the draw drew.
  const matched = [2, 5, 9].filter((n) => recomputed.numbers.includes(n)).length;
  const entries = page.getByRole('region', { name: site.text('competitions.lottery.myEntries') });
  await expect(entries).toContainText(site.text('competitions.lottery.matches', { count: matched }));
  expect(await seriousViolations(page)).toEqual([]);
});
