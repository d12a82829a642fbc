// Forgot password (SPEC §2, §4, §7 "Forgot password"): by phone and by e-mail, opened from the
// login form; the flows and the close control in both viewports (a dialog on big screens, a page on
// phones), the rest in one. The seeded player01 has +81 9012345678 and player01@example.com.
import type { Page } from '@playwright/test';
import { loginElsewhere } from '../fixtures/api-login.ts';
import { expectNoSecretsStored } from '../fixtures/secrets.ts';
import { settle } from '../fixtures/settle.ts';
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { ForgotPasswordPage, type ResetMethod } from '../pages/forgot-password.ts';
import { SitePage } from '../pages/site-page.ts';

const OLD_PASSWORD = 'Passw0rd!';
const NEW_PASSWORD = 'N3wPassw0rd!';

const ways: { method: ResetMethod; value: string; inbox: string }[] = [
  { method: 'phone', value: '9012345678', inbox: '+81 9012345678' },
  { method: 'email', value: 'player01@example.com', inbox: 'player01@example.com' },
];

/**
 * From here on only the test moves time (the 1 s before the dialog closes). Installed this late
 * on purpose: the slider before it drags in real time.
 */
async function takeTheClock(page: Page) {
  await page.clock.install();
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

for (const { method, value, inbox } of ways) {
  test(`by ${method}: verify, see the account, set a new password, then log in with it`, { tag: '@both' }, async ({ page, mock, isMobile }) => {
    const site = new SitePage(page);
    const reset = new ForgotPasswordPage(site, !isMobile);
    await site.goto('/');
    await reset.openFromLogin();

    await reset.verify(mock, method, value, inbox);
    // The name as the player knows it, without the site's prefix.
    await expect(reset.account(method)).toContainText('player01');
    await expect(reset.account(method)).not.toContainText('qcplayer01');

    if (isMobile) {
      await reset.setPassword(method, NEW_PASSWORD);
      await expect(site.toast(site.text('common.validtor.changeSuc'))).toBeVisible();
      // SPEC §4: a small screen goes home.
      await expect(page).toHaveURL(/\/$/);
    } else {
      await takeTheClock(page);
      await reset.setPassword(method, NEW_PASSWORD);
      await expect(site.toast(site.text('common.validtor.changeSuc'))).toBeVisible();
      // SPEC §4, §9: back to step 1, emptied, and the dialog closes 1 s later.
      await expect(reset.field(method, 'auth.code')).toHaveValue('');
      await page.clock.runFor(900);
      // Whatever the timers did, React has drawn it before the check.
      await settle(page);
      await expect(reset.root).toBeVisible();
      // The rest of the second, then the dialog's 400 ms scale-out with some margin.
      await page.clock.runFor(100 + 500);
      await expect(reset.root).toBeHidden();
      await page.clock.resume();
    }

    expect((await loginElsewhere(mock, 'player01', OLD_PASSWORD)).success, 'the old password no longer logs in').toBe(false);
    const auth = new AuthDialogPage(site);
    await auth.open('login');
    await auth.loginWithPassword('player01', NEW_PASSWORD);
    await expect(auth.dialog).toBeHidden();
    await expect(auth.accountMenu('player01')).toBeVisible();
    await expectNoSecretsStored(page, [OLD_PASSWORD, NEW_PASSWORD]);
  });
}

test('a wrong code says so under the code field and stays on step 1', async ({ page, mock, isMobile }) => {
  const site = new SitePage(page);
  const reset = new ForgotPasswordPage(site, !isMobile);
  await site.goto('/');
  await reset.openFromLogin();
  const code = await reset.requestCode(mock, 'email', 'player01@example.com', 'player01@example.com');
  await reset.field('email', 'auth.code').fill(code === '000000' ? '111111' : '000000');
  await reset.button('email', 'forgotPassword.next').click();
  await expect(reset.field('email', 'auth.code')).toHaveAttribute('aria-invalid', 'true');
  await expect(reset.account('email')).toBeHidden();
});

test('the live-support link closes it, goes to /contact and opens the chat', async ({ page, isMobile }) => {
  const site = new SitePage(page);
  const reset = new ForgotPasswordPage(site, !isMobile);
  await site.goto('/');
  await reset.openFromLogin();
  await reset.liveSupport('phone').click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(site.forgotPasswordDialog).toBeHidden();
  const chat = page.getByRole('dialog', { name: site.text('chat.title') });
  await expect(chat).toBeVisible();
  await expect(chat.getByRole('log')).toContainText(site.text('chat.greeting'));
});

test('the close control closes the dialog on a big screen and goes back on a small one', { tag: '@both' }, async ({ page, isMobile }) => {
  const site = new SitePage(page);
  const reset = new ForgotPasswordPage(site, !isMobile);
  await site.goto('/promo');
  await reset.openFromLogin();
  await reset.closeButton.click();
  if (isMobile) {
    await expect(page).toHaveURL(/\/promo$/);
  } else {
    await expect(site.forgotPasswordDialog).toBeHidden();
    await expect(page).toHaveURL(/\/promo$/);
  }
});

test('/resetPassword opened directly on a small screen closes to home', { tag: '@both' }, async ({ page, isMobile }) => {
  test.skip(!isMobile, 'big screens get the dialog over home instead (redirects.spec.ts)');
  const site = new SitePage(page);
  await site.goto('/resetPassword');
  await new ForgotPasswordPage(site, false).closeButton.click();
  await expect(page).toHaveURL(/\/$/);
});
