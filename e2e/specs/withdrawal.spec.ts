// Withdrawal: a bank withdrawal holds its amount at once (the header and the page drop),
// the open order shows, and cancelling it (after a confirmation) gives the money back; a crypto
// withdrawal without approved identity documents is refused and the page says why, with the way
// to /account/verification. Both viewports, axe on the page.
import type { Page } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe.ts';
import type { LoggedInPlayer } from '../fixtures/player.ts';
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { HeaderWalletPage } from '../pages/header-wallet.ts';
import { SitePage } from '../pages/site-page.ts';

// Each flow loads an account page and runs axe: on a shared machine that passes the default 30 s,
// so these get the slow budget.
test.beforeEach(() => test.slow());

/** The withdrawal page by its address, as the player the test started logged in (the `player` fixture). */
async function openWithdrawPage(page: Page, player: LoggedInPlayer) {
  const site = new SitePage(page);
  // The session is restored first.
  await site.goto('/account/withdraw');
  await expect(page.getByRole('heading', { level: 1, name: site.text('pages.withdraw') })).toBeVisible({ timeout: 15_000 });
  await new AuthDialogPage(site).restored(player.name);
  // The balance is read where the site shows it: the header wallet (features/wallet).
  const menu = new HeaderWalletPage(site).button;
  await expect(menu).toContainText('¥125.00K');
  return { site, menu };
}

test('a bank withdrawal holds the amount; cancelling it gives the money back', async ({ page, player }) => {
  const { site, menu } = await openWithdrawPage(page, player);
  const main = site.main;
  await expect(main).toContainText('¥125,000');

  await main.getByLabel(site.text('withdrawal.amount', { currency: 'JPY' })).fill('30000');
  await expect(main).toContainText(site.text('withdrawal.feeLine', { fee: '¥500', receive: '¥29,500' }));
  await main.getByLabel(site.text('withdrawal.bank.bankName')).fill('みずほ銀行');
  await main.getByLabel(site.text('withdrawal.bank.branchName')).fill('渋谷支店');
  await main.getByLabel(site.text('withdrawal.bank.accountNumber')).fill('1234567');
  const holder = main.getByLabel(site.text('withdrawal.bank.accountHolder'));
  await holder.fill('Yamada Taro');
  await holder.blur();
  await expect(main.getByText(site.text('withdrawal.errors.accountHolder'))).toBeVisible();
  await holder.fill('ヤマダ タロウ');
  await main.getByRole('button', { name: site.text('withdrawal.submit') }).click();

  await expect(site.toast(site.text('withdrawal.created', { amount: '¥30,000' }))).toBeVisible();
  const order = main.getByRole('region', { name: site.text('withdrawal.order.title') });
  await expect(order).toContainText(site.text('withdrawal.status.PENDING'));
  await expect(order).toContainText('¥29,500');
  await expect(order).toContainText('****567');
  await expect(menu).toContainText('¥95.00K');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await order.getByRole('button', { name: site.text('withdrawal.order.cancel') }).click();
  const confirm = page.getByRole('dialog', { name: site.text('withdrawal.order.confirmTitle') });
  await confirm.getByRole('button', { name: site.text('withdrawal.order.confirmCancel') }).click();
  await expect(site.toast(site.text('withdrawal.order.cancelled', { amount: '¥30,000' }))).toBeVisible();
  await expect(order).toBeHidden();
  await expect(menu).toContainText('¥125.00K');
  await expect(main).toContainText('¥125,000');
});

test('a crypto withdrawal without approved identity documents is refused, and the page says why and where to go', async ({ page, mock, player }) => {
  const { site } = await openWithdrawPage(page, player);
  const main = site.main;
  await main.getByText(site.text('withdrawal.channels.CRYPTO'), { exact: true }).click();
  await main.getByLabel(site.text('withdrawal.amount', { currency: 'JPY' })).fill('10000');
  await main.getByLabel(site.text('withdrawal.crypto.address')).fill('TQ2n8yKq5wZ7a3C9dXbVwKc1mJfR4sH6tP');
  await main.getByRole('button', { name: site.text('withdrawal.submit') }).click();

  const refusal = main.getByRole('alert').filter({ hasText: await mock.codeText('withdrawIdentityRequired') });
  await expect(refusal).toContainText(site.text('withdrawal.identity.always'));
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await refusal.getByRole('link', { name: site.text('withdrawal.identity.link') }).click();
  await expect(page).toHaveURL(/\/account\/verification$/);
});
