// /account/deposit (SPEC §7 deposit): an order goes pending, QA settles it, the deposit
// push updates the page and the wallet push the header without a reload; the server refuses a
// deposit over the player's own limit (the limit shown) and during a cooling-off (why and until
// when); buy-crypto goes through the provider's stand-in page and back; axe on the page. Both
// viewports.
import type { Page } from '@playwright/test';
import { asPlayer } from '../fixtures/api-login.ts';
import { seriousViolations } from '../fixtures/axe.ts';
import type { LoggedInPlayer } from '../fixtures/player.ts';
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { HeaderWalletPage } from '../pages/header-wallet.ts';
import { SitePage } from '../pages/site-page.ts';

/** Opens the deposit page from the account menu, as the player the test started logged in (the `player` fixture). */
async function openDepositPage(page: Page, player: LoggedInPlayer): Promise<{ site: SitePage }> {
  const site = new SitePage(page);
  await site.goto('/');
  const auth = new AuthDialogPage(site);
  await auth.restored(player.name);
  await auth.accountMenu(player.name).click();
  await page.getByRole('menuitem', { name: site.text('account.deposit') }).click();
  // The page's chunk and strings load on this first visit: slow on a busy machine.
  await expect(site.heading('pages.deposit')).toBeVisible({ timeout: 15_000 });
  // The channels (and the player's limits and breaks) are read once the form shows: a test that
  // changes them after this point changes them behind the page's back, as another device would.
  await expect(page.getByRole('textbox', { name: site.text('deposit.amount') })).toBeVisible();
  return { site };
}

/** Picks a channel's tab and waits until its form replaced the one before (the switch goes through the address). */
async function chooseChannel(site: SitePage, channel: 'VIRTUAL' | 'BUY_CRYPTO'): Promise<void> {
  const tab = site.page.getByRole('tab', { name: site.text(`deposit.channels.${channel}`), exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(site.page.getByRole('button', { name: site.text(`deposit.submit.${channel}`) })).toBeVisible();
}

async function fillBankDeposit(site: SitePage, amount: string): Promise<void> {
  const { page } = site;
  await page.getByRole('textbox', { name: site.text('deposit.amount') }).fill(amount);
  await page.getByRole('combobox', { name: site.text('deposit.bank') }).click();
  await page.getByRole('option', { name: '三井住友銀行' }).click();
  await page.getByRole('button', { name: site.text('deposit.submit.BANK') }).click();
}

/** Japan time as the page writes it (lib/format formatDate, withTime). */
const japanTime = (iso: string) =>
  new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));

test('a bank deposit goes pending, QA settles it, and the page and the header follow without a reload', async ({ page, mock, player }) => {
  const { site } = await openDepositPage(page, player);
  // The balance is read where the site shows it: the header wallet (features/wallet).
  const menu = new HeaderWalletPage(site).button;
  await expect(menu).toContainText('¥125.00K');
  await expect(page.getByText(site.text('deposit.remaining.MONTHLY', { amount: '¥300,000' }))).toBeVisible();

  await page.getByRole('button', { name: '¥10,000' }).click();
  await expect(page.getByRole('textbox', { name: site.text('deposit.amount') })).toHaveValue('¥10,000');
  await fillBankDeposit(site, '10000');
  const status = page.getByRole('status', { name: site.text('deposit.statusLabel') });
  await expect(status).toHaveText(site.text('deposit.status.PENDING'));
  await expect(page.getByText('7654321')).toBeVisible();
  await expect(page.getByRole('button', { name: site.text('deposit.copyField', { field: site.text('deposit.accountNumber') }) })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const [order] = (await mock.listOrders({ loginName: 'qcplayer01', kind: 'deposit' })).orders;
  expect(order).toMatchObject({ status: 'PENDING', amount: 10_000, channel: 'BANK' });
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  await mock.settleOrder(order!.orderId, { status: 'paid' });

  await expect(status).toHaveText(site.text('deposit.status.PAID'));
  await expect(site.toast(site.text('deposit.paidToast', { amount: '¥10,000' }))).toBeVisible();
  await expect(menu).toContainText('¥135.00K');
  expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
});

test("a deposit over the player's own limit is refused by the server with the limit and what remains", async ({ page, mock, player }) => {
  const { site } = await openDepositPage(page, player);
  await expect(page.getByText(site.text('deposit.remaining.MONTHLY', { amount: '¥300,000' }))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Tighter limits apply at once; the page still holds the limits it read before.
  await asPlayer(mock, player.accessToken, '/api/phoenix/user/info/selfControl', { type: 'DEPOSIT_LIMIT', period: 'DAILY', amount: 20_000 });
  await fillBankDeposit(site, '30000');
  const refusal = page.getByRole('alert').filter({ hasText: await mock.codeText('depositLimitExceeded') });
  await expect(refusal).toContainText(
    site.text('deposit.refusals.limit', { period: site.text('deposit.periods.DAILY'), limit: '¥20,000', remaining: '¥20,000' }),
  );
  // The limits were read again: the panel shows today's, and the form now stops the amount itself.
  await expect(page.getByText(site.text('deposit.remaining.DAILY', { amount: '¥20,000' }))).toBeVisible();
  await expect(page.getByText(site.text('deposit.validation.limit', { period: site.text('deposit.periods.DAILY'), remaining: '¥20,000' }))).toBeVisible();
  expect((await mock.listOrders({ loginName: 'qcplayer01' })).orders).toEqual([]);
});

test('a cooling-off blocks deposits: the page says why and until when', async ({ page, mock, player }) => {
  const { site } = await openDepositPage(page, player);
  const { coolingOffUntil } = await asPlayer<{ coolingOffUntil: string }>(mock, player.accessToken, '/api/phoenix/user/info/selfControl', { type: 'COOLING_OFF', days: 1 });
  await fillBankDeposit(site, '10000');
  const alert = page.getByRole('alert').filter({ hasText: await mock.codeText('coolingOffActive') });
  await expect(alert).toContainText(site.text('deposit.break.COOLING_OFF.body', { until: japanTime(coolingOffUntil) }));
  await expect(page.getByRole('button', { name: site.text('deposit.submit.BANK') })).toHaveCount(0);
  expect((await mock.listOrders({ loginName: 'qcplayer01' })).orders).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});

test('crypto shows the address and its QR code; buy-crypto pays on the provider page and comes back paid', async ({ page, mock, player }) => {
  // Two channels, a provider page and a full page load: longer than one flow on a busy machine.
  test.setTimeout(60_000);
  const { site } = await openDepositPage(page, player);
  await chooseChannel(site, 'VIRTUAL');
  // The crypto form is ready once its networks came: an amount typed before that is reset with it.
  await expect(page.getByRole('combobox', { name: site.text('deposit.network') })).toHaveValue(/TRC20/, { timeout: 15_000 });
  await page.getByRole('textbox', { name: site.text('deposit.amount') }).fill('30000');
  await page.getByRole('button', { name: site.text('deposit.submit.VIRTUAL') }).click();
  await expect(page.getByRole('img', { name: site.text('deposit.qrLabel', { currency: 'USDT' }) })).toBeVisible();
  await expect(page.getByText('198.42 USDT').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: site.text('deposit.newDeposit') }).click();
  await chooseChannel(site, 'BUY_CRYPTO');
  await page.getByRole('textbox', { name: site.text('deposit.amount') }).fill('10000');
  await page.getByRole('button', { name: site.text('deposit.submit.BUY_CRYPTO') }).click();
  await expect(page.getByRole('heading', { name: 'CoinBridge で暗号資産を購入' })).toBeVisible();
  await page.getByRole('button', { name: '支払う / Pay' }).click();
  // A full page load: the session restores before the order is read.
  await expect(page).toHaveURL(/\/account\/deposit\?depositOrderId=D\d{14}$/);
  await expect(page.getByRole('status', { name: site.text('deposit.statusLabel') })).toHaveText(site.text('deposit.status.PAID'), { timeout: 15_000 });
  const orders = (await mock.listOrders({ loginName: 'qcplayer01', kind: 'deposit' })).orders;
  expect(orders.map((o) => [o.channel, o.status])).toEqual([
    ['BUY_CRYPTO', 'PAID'],
    ['VIRTUAL', 'PENDING'],
  ]);
});
