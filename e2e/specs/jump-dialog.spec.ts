// The jump-to-main-site dialog (SPEC §2, §4, §9): 5 minutes after login, again 10 minutes after it
// last showed, at most 3 times until the end of the day. The server keeps the count on its clock
// (POST /__mock/clock); the page's timer runs on Playwright's clock. Both move together here.
import { seriousViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import type { MockControl } from '../fixtures/mock-control.ts';
import { AccountCentrePage } from '../pages/account-centre.ts';
import { SitePage } from '../pages/site-page.ts';
import type { Page } from '@playwright/test';

const MINUTE = 60_000;

/** The server's clock first (the count is judged there), then the page's, which fires the timer. */
async function minutesPass(page: Page, mock: MockControl, minutes: number) {
  await mock.setClock({ advanceMs: minutes * MINUTE });
  await page.clock.fastForward(minutes * MINUTE);
}

test('shows 5 and 15 and 25 minutes after login, and not a fourth time that day', async ({ page, mock }) => {
  test.slow();
  // Early on a Tokyo day, so the day does not end during the test.
  await mock.setClock({ now: '2026-11-24T00:30:00.000Z' });
  await page.clock.install({ time: new Date('2026-11-24T00:30:00.000Z') });
  const site = new SitePage(page);
  const centre = new AccountCentrePage(site);
  // The timer counts from the login: made through the dialog, on the page's clock.
  await centre.logInThroughDialog();
  const dialog = page.getByRole('dialog', { name: site.text('jumpDialog.title') });
  const shown = async () => (await mock.journal({ operation: 'markJumpShown' })).filter((entry) => (entry.responseBody as { data?: { counted?: boolean } })?.data?.counted).length;

  await minutesPass(page, mock, 4);
  await expect(dialog).toBeHidden();
  await minutesPass(page, mock, 1);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: site.text('jumpDialog.go') })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: site.text('jumpDialog.later') }).click();
  await expect(dialog).toBeHidden();

  for (const time of [2, 3]) {
    await minutesPass(page, mock, 10);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: site.text('jumpDialog.later') }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(shown).toBe(time);
  }

  // Three today: no fourth, on this page or after a reload.
  await minutesPass(page, mock, 10);
  await page.reload();
  await expect(centre.accountMenu()).toBeVisible({ timeout: 15_000 });
  await minutesPass(page, mock, 10);
  await expect(dialog).toBeHidden();
  expect(await shown()).toBe(3);
  expect((await mock.journal({ operation: 'markJumpShown' })).length).toBe(3);
});
