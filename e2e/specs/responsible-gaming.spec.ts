// Responsible gaming: a limit set applies at once; a looser one shows as pending with its date and
// applies once the mock clock has moved 24 hours; the one-tap lock in the header's account menu
// takes a 24 h cool-off that the page then shows with its end.
import { seriousViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { AccountCentrePage } from '../pages/account-centre.ts';
import { SitePage } from '../pages/site-page.ts';

const DAY_MS = 86_400_000;

test('a tighter deposit limit applies at once; a looser one waits 24 hours on the clock', async ({ page, mock, player: _loggedIn }) => {
  test.setTimeout(60_000);
  const site = new SitePage(page);
  const centre = new AccountCentrePage(site);
  await centre.visit('/account/responsible-gaming', 'pages.responsibleGaming');
  const daily = page.getByRole('group', { name: site.text('responsibleGaming.deposit.DAILY') });
  const label = site.text('responsibleGaming.deposit.DAILY');
  const amount = daily.getByRole('textbox', { name: site.text('responsibleGaming.newValue', { limit: label }) });
  const set = daily.getByRole('button', { name: site.text('responsibleGaming.set') });

  await expect(daily).toContainText(site.text('responsibleGaming.none'), { timeout: 15_000 });
  await amount.fill('50000');
  await expect(daily).toContainText(site.text('responsibleGaming.willApply'));
  await set.click();
  await expect(site.toast(site.text('responsibleGaming.appliedNow'))).toBeVisible();
  await expect(daily).toContainText('¥50,000');
  expect(await seriousViolations(page)).toEqual([]);

  await amount.fill('80000');
  await expect(daily).toContainText(site.text('responsibleGaming.willWait'));
  await set.click();
  const pending = daily.getByRole('note');
  await expect(pending).toContainText('¥80,000');
  await expect(daily).toContainText('¥50,000');

  // A day later (the session's clock), the page read afresh shows the raise in force. The access
  // token ran out on that clock (2 h); the site renews it with the refresh token (one clock), so
  // the reload stays on the page, logged in.
  await mock.setClock({ advanceMs: DAY_MS + 60_000 });
  await page.reload();
  await expect(site.heading('pages.responsibleGaming')).toBeVisible({ timeout: 15_000 });
  await expect(daily).toContainText('¥80,000');
  await expect(daily.getByRole('note')).toHaveCount(0);
});

test('the one-tap lock in the account menu takes a 24-hour cool-off, after a confirmation', async ({ page, mock, player }) => {
  test.setTimeout(60_000);
  const site = new SitePage(page);
  const centre = new AccountCentrePage(site);
  await centre.home(player.name);
  const { now } = await mock.readClock();

  await centre.accountMenu().click();
  await page.getByRole('menuitem', { name: site.text('quickLock.menuItem') }).click();
  const dialog = page.getByRole('dialog', { name: site.text('quickLock.title') });
  await expect(dialog).toContainText(site.text('quickLock.noUndo'));
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: site.text('quickLock.confirm') }).click();
  await expect(dialog).toBeHidden();

  // The end the toast and the page show is 24 hours from now on the server's clock, in Tokyo time.
  const until = new Intl.DateTimeFormat('ja-JP', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Tokyo' });
  const end = Date.parse(now) + DAY_MS;
  const shown = new RegExp(`${until.format(end).replace(/[/]/g, '\\/')}|${until.format(end + 60_000).replace(/[/]/g, '\\/')}`);
  await expect(site.toast(shown)).toBeVisible();

  await centre.accountMenu().click();
  await page.getByRole('menuitem', { name: site.text('account.myAccount') }).click();
  await centre.nav.getByRole('link', { name: site.text('pages.responsibleGaming'), exact: true }).click();
  const running = page.getByRole('status').filter({ hasText: site.text('responsibleGaming.running.COOLING_OFF') });
  await expect(running).toContainText(shown, { timeout: 15_000 });
});
