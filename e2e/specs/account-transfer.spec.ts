// Account transfer (SPEC §2, §4): the seeded transfer01 (userSource QC_TRANSFER, legacy balance
// ¥32,000 and 1,200 points) logs in through the login form and is offered the transfer.
import { loginElsewhere } from '../fixtures/api-login.ts';
import { expectNoSecretsStored } from '../fixtures/secrets.ts';
import { expect, test } from '../fixtures/test.ts';
import { AccountTransferPage } from '../pages/account-transfer.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { HeaderWalletPage } from '../pages/header-wallet.ts';
import { SitePage } from '../pages/site-page.ts';

const PASSWORD = 'Passw0rd!';
const NEW_PASSWORD = 'Tr4nsfer!';
/** How long a toast stays (web/src/components/toast.tsx). */
const TOAST_MS = 3_000;

test.describe('account transfer', () => {
  let site: SitePage;
  let auth: AuthDialogPage;
  let transfer: AccountTransferPage;

  test.beforeEach(async ({ page }) => {
    site = new SitePage(page);
    auth = new AuthDialogPage(site);
    transfer = new AccountTransferPage(site);
    // Time runs as usual, but a test can move it (the toasts' 3 s).
    await page.clock.install();
    await site.goto('/');
    await auth.open('login');
    await auth.loginWithPassword('transfer01', PASSWORD);
    await expect(auth.dialog).toBeHidden();
  });

  test('sets a password, then moves the legacy balance into the account', async ({ mock, page }) => {
    await expect(transfer.dialog).toBeVisible();
    await expect(transfer.button('transfer.savePassword')).toBeDisabled();
    await transfer.setPassword(NEW_PASSWORD);
    const success = site.toast(site.text('bonus.success'));
    await expect(success).toBeVisible();
    await page.clock.runFor(TOAST_MS);
    await expect(success).toHaveCount(0);

    await expect(transfer.recordStep).toBeVisible();
    await expect(transfer.dialog).toContainText('transfer01');
    await expect(transfer.dialog).toContainText('¥32,000');
    await expect(transfer.dialog).toContainText('1,200 pt');
    await transfer.button('transfer.confirm').click();
    await expect(transfer.dialog).toBeHidden();
    // The transfer says so too.
    await expect(success).toHaveCount(1);
    // The user was refreshed: the balance moved into the main wallet.
    await expect(new HeaderWalletPage(site).button).toContainText('¥32.00K');

    await page.reload();
    await expect(auth.accountMenu('transfer01')).toBeVisible();
    await expect(transfer.dialog).toBeHidden();
    await expectNoSecretsStored(page, [PASSWORD, NEW_PASSWORD]);
    // Last: a login elsewhere ends this page's session.
    expect((await loginElsewhere(mock, 'transfer01', NEW_PASSWORD)).success, 'the new password logs in').toBe(true);
  });

  test('closing the password step shows the record step; closing that hides it for good', async ({ page }) => {
    await expect(transfer.field('transfer.password')).toBeVisible();
    await transfer.closeButton.click();
    await expect(transfer.recordStep).toBeVisible();
    await expect(transfer.dialog).toContainText(site.text('transfer.hideNote'));
    await transfer.closeButton.click();
    await expect(transfer.dialog).toBeHidden();

    // A reload restores the session; nothing is asked again (the password the next day).
    await page.reload();
    await expect(auth.accountMenu('transfer01')).toBeVisible();
    await expect(transfer.dialog).toBeHidden();
    await expectNoSecretsStored(page, [PASSWORD]);
  });
});
