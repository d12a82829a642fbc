// The header wallet ("Header wallet"): the main balance in SPEC §9's short form, the
// COMMON and PROMOTION wallets in full, a refresh that fetches the balance again, wallets in other
// currencies opened through create_account, and the way to deposit. Both viewports, axe included.
import { seriousViolations } from '../fixtures/axe.ts';
import { pushWhenConnected } from '../fixtures/push.ts';
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { HeaderWalletPage } from '../pages/header-wallet.ts';
import { SitePage } from '../pages/site-page.ts';

test.beforeEach(async ({ page, player }) => {
  const site = new SitePage(page);
  await site.goto('/');
  await new AuthDialogPage(site).restored(player.name);
});

test('shows both wallets; refresh fetches the balance again with a spinner', async ({ page, mock }) => {
  const site = new SitePage(page);
  const wallet = new HeaderWalletPage(site);
  await expect(wallet.button).toContainText('¥125.00K');
  const popover = await wallet.open();
  await expect(popover).toContainText(`${site.text('wallet.header.main')}¥125,000`);
  await expect(popover).toContainText(`${site.text('wallet.header.promotion')}¥5,000`);
  expect(await seriousViolations(page)).toEqual([]);

  // The next balance read answers late and with a balance the push never told: only a refetch shows it.
  await mock.armScenario({ operation: 'getBalance', delayMs: 1_000, data: [{ walletType: 'COMMON', currency: 'JPY', amount: 200_000 }, { walletType: 'PROMOTION', currency: 'JPY', amount: 5_000 }] });
  await wallet.refresh.click();
  await expect(wallet.refresh).toHaveAttribute('data-loading', 'true');
  await expect(wallet.refresh).not.toHaveAttribute('data-loading');
  await expect(wallet.button).toContainText('¥200.00K');
  await expect(popover).toContainText('¥200,000');
  expect(await mock.journal({ operation: 'getBalance' })).not.toHaveLength(0);
});

test('the promotion wallet follows the live push; a USD wallet opens and fills', async ({ page, mock }) => {
  const site = new SitePage(page);
  const wallet = new HeaderWalletPage(site);
  const popover = await wallet.open();
  await pushWhenConnected(mock, { topic: 'wallet', loginName: 'qcplayer01', payload: { walletType: 'PROMOTION', currency: 'JPY', amount: 5_000 } });
  await mock.adjustWallet({ loginName: 'qcplayer01', amount: 1_500, walletType: 'PROMOTION' });
  await expect(popover).toContainText(`${site.text('wallet.header.promotion')}¥6,500`);
  await expect(wallet.button).toContainText('¥125.00K');

  await wallet.openCurrency('USD');
  await expect(popover.getByRole('status')).toHaveText(site.text('wallet.header.opened', { currency: 'USD' }));
  await expect(popover).toContainText(site.text('wallet.header.otherCurrencies'));
  await expect(popover).toContainText(`USD ${site.text('wallet.header.main')}$0.00`);
  const ledger = await mock.readLedger({ loginName: 'qcplayer01' });
  expect(ledger.balances).toContainEqual({ walletType: 'COMMON', currency: 'USD', amount: 0 });
  // USD is held now: it is no longer offered.
  await expect(popover.getByRole('combobox', { name: site.text('wallet.header.currency') }).locator('option', { hasText: /^USD$/ })).toHaveCount(0);

  await mock.adjustWallet({ loginName: 'qcplayer01', amount: 50.25, currency: 'USD' });
  await expect(popover).toContainText(`USD ${site.text('wallet.header.main')}$50.25`);
});

test('a second wallet in the same currency is refused with the server’s message', async ({ page, mock }) => {
  const site = new SitePage(page);
  const wallet = new HeaderWalletPage(site);
  await wallet.open();
  await mock.armScenario({ operation: 'createCurrencyAccount', code: 101001 });
  await wallet.openCurrency('BTC');
  await expect(wallet.popover.getByRole('alert')).not.toBeEmpty();
  await expect(wallet.popover.getByRole('status')).toHaveCount(0);
});

test('the deposit link goes to the deposit page and closes the wallet', async ({ page }) => {
  const site = new SitePage(page);
  const wallet = new HeaderWalletPage(site);
  await wallet.open();
  await wallet.popover.getByRole('link', { name: site.text('wallet.header.deposit') }).click();
  await expect(page).toHaveURL(/\/account\/deposit$/);
  await expect(wallet.popover).toBeHidden();
});
