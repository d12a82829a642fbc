// Transfer between the player's own wallets: both balances shown, from and to swapped,
// the whole bonus wallet moved to the main wallet; the page and the header follow without a reload.
// Both viewports, axe on the page.
import { seriousViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { HeaderWalletPage } from '../pages/header-wallet.ts';
import { SitePage } from '../pages/site-page.ts';

// Each flow loads an account page and runs axe: on a shared machine that passes the default 30 s,
// so these get the slow budget.
test.beforeEach(() => test.slow());

test('money moves between the main and the bonus wallet, and back', async ({ page, player }) => {
  const site = new SitePage(page);
  // Opened by its address as the logged-in player: the session is restored first.
  await site.goto('/account/transfer');
  await expect(page.getByRole('heading', { level: 1, name: site.text('pages.transfer') })).toBeVisible({ timeout: 15_000 });
  await new AuthDialogPage(site).restored(player.name);
  // The balance is read where the site shows it: the header wallet (features/wallet).
  const menu = new HeaderWalletPage(site).button;
  await expect(menu).toContainText('¥125.00K');

  const main = site.main;
  const balance = (wallet: 'COMMON' | 'PROMOTION', amount: string) => main.getByLabel(`${site.text(`walletTransfer.wallets.${wallet}`)} ${amount}`);
  await expect(balance('COMMON', '¥125,000')).toBeVisible();
  await expect(balance('PROMOTION', '¥5,000')).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // Bonus to main, the whole bonus wallet.
  await main.getByRole('button', { name: site.text('walletTransfer.all') }).click();
  await main.getByRole('button', { name: site.text('walletTransfer.submit') }).click();
  await expect(site.toast(site.text('walletTransfer.done', { amount: '¥5,000', from: site.text('walletTransfer.wallets.PROMOTION'), to: site.text('walletTransfer.wallets.COMMON') }))).toBeVisible();
  await expect(balance('COMMON', '¥130,000')).toBeVisible();
  await expect(balance('PROMOTION', '¥0')).toBeVisible();
  await expect(menu).toContainText('¥130.00K');

  // Swapped: main to bonus; more than the main wallet holds is refused before it is sent.
  await main.getByRole('button', { name: site.text('walletTransfer.swap') }).click();
  const amount = main.getByLabel(site.text('walletTransfer.amount', { currency: 'JPY' }));
  await amount.fill('130001');
  await amount.blur();
  await expect(main.getByText(site.text('walletTransfer.errors.aboveBalance'))).toBeVisible();
  await amount.fill('1200');
  await main.getByRole('button', { name: site.text('walletTransfer.submit') }).click();
  await expect(balance('COMMON', '¥128,800')).toBeVisible();
  await expect(balance('PROMOTION', '¥1,200')).toBeVisible();
  await expect(menu).toContainText('¥128.80K');
});
