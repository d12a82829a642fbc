// /account/records (SPEC §7 "Balance record query"): money QA moves shows in the records, newest
// first, in full and signed, with the kind, wallet and period filters, paging and an empty state.
import { seriousViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { HeaderWalletPage } from '../pages/header-wallet.ts';
import { SitePage } from '../pages/site-page.ts';
import type { Page } from '@playwright/test';

/** Picks a period preset: the segmented control's radios are hidden behind their labels, which take the click. */
async function period(page: Page, site: SitePage, preset: 'today' | 'week' | 'month' | 'all') {
  await page.getByRole('group', { name: site.text('wallet.records.period') }).getByText(site.text(`wallet.records.${preset}`), { exact: true }).click();
  await expect(page.getByRole('radio', { name: site.text(`wallet.records.${preset}`) })).toBeChecked();
}

test('adjustments appear in the records with filters and paging; a filter that keeps nothing says so', async ({ page, mock, player }) => {
  // A long flow (eleven movements, two axe runs, five filters): more than the default budget on a busy machine.
  test.slow();
  const site = new SitePage(page);
  // Eleven movements today: a page of ten and one more.
  for (let i = 1; i <= 10; i++) await mock.adjustWallet({ loginName: 'qcplayer01', amount: i * 1_000 });
  await mock.adjustWallet({ loginName: 'qcplayer01', amount: -3_000, walletType: 'PROMOTION' });

  await site.goto('/');
  await new AuthDialogPage(site).restored(player.name);
  // In from the header wallet, as a player would.
  const wallet = new HeaderWalletPage(site);
  await wallet.open();
  await wallet.popover.getByRole('link', { name: site.text('wallet.header.records') }).click();
  // The page's chunk loads on first visit: slower than a click on a loaded machine.
  await expect(site.heading('pages.records')).toBeVisible({ timeout: 15_000 });

  // Last 30 days by default: today's eleven, not the opening balances of January.
  const results = page.getByRole('region', { name: site.text('pages.records') });
  await expect(results.getByRole('status')).toHaveText(site.text('wallet.records.total', { count: 11 }));
  await expect(results).toContainText('-¥3,000');
  await expect(results).toContainText('+¥10,000');
  await expect(results).toContainText('¥180,000'); // the balance after the last COMMON adjustment
  expect(await seriousViolations(page)).toEqual([]);

  const pages = page.getByRole('navigation', { name: site.text('wallet.records.pages') });
  await pages.getByRole('button', { name: '2', exact: true }).click();
  await expect(results).toContainText('+¥1,000');
  await expect(results).not.toContainText('+¥10,000');

  await page.getByRole('combobox', { name: site.text('wallet.records.wallet') }).selectOption('PROMOTION');
  await expect(results.getByRole('status')).toHaveText(site.text('wallet.records.total', { count: 1 }));
  await expect(pages).toBeHidden();

  await page.getByRole('combobox', { name: site.text('wallet.records.wallet') }).selectOption('');
  await period(page, site, 'all');
  await expect(results.getByRole('status')).toHaveText(site.text('wallet.records.total', { count: 13 }));

  await page.getByRole('combobox', { name: site.text('wallet.records.kind') }).selectOption('deposit');
  await expect(results).toContainText(site.text('wallet.records.empty'));
  await expect(results).toContainText(site.text('wallet.records.emptyHint'));
  expect(await seriousViolations(page)).toEqual([]);
});

test('a period that ends before it starts is refused on the page, and today keeps today’s only', async ({ page, mock, player }) => {
  const site = new SitePage(page);
  await mock.adjustWallet({ loginName: player.loginName, amount: 2_500 });
  await site.goto('/account/records');

  const results = page.getByRole('region', { name: site.text('pages.records') });
  await period(page, site, 'today');
  await expect(results.getByRole('status')).toHaveText(site.text('wallet.records.total', { count: 1 }));
  await expect(results).toContainText('+¥2,500');

  await page.getByLabel(site.text('wallet.records.from')).fill('2026-12-31');
  await page.getByLabel(site.text('wallet.records.to')).fill('2026-01-01');
  await expect(page.getByText(site.text('wallet.records.invalidRange'))).toBeVisible();
});
