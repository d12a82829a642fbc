// Change password: the current one, the new one twice (SPEC §5), sent encrypted; the next login
// takes the new password and the old one no longer works.
import { loginElsewhere } from '../fixtures/api-login.ts';
import { seriousViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { AccountCentrePage } from '../pages/account-centre.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { SitePage } from '../pages/site-page.ts';

const NEW_PASSWORD = 'N3w-Secret!';

test('a password change works for the next login, and the old password no longer does', async ({ page, mock }) => {
  test.setTimeout(60_000);
  const site = new SitePage(page);
  const centre = new AccountCentrePage(site);
  await centre.open('pages.changePassword');
  const field = (key: string) => page.getByLabel(site.text(key), { exact: true });
  const submit = page.getByRole('button', { name: site.text('profile.changePassword') });

  // A wrong current password is said under that field, and nothing changes.
  await field('profile.currentPassword').fill('Wrong-0ne');
  await field('profile.newPassword').fill(NEW_PASSWORD);
  await field('profile.confirmPassword').fill(NEW_PASSWORD);
  await submit.click();
  await expect(page.getByText(await mock.codeText('wrongPassword', { field: true }))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await field('profile.currentPassword').fill('Passw0rd!');
  await submit.click();
  await expect(site.toast(site.text('common.validtor.changeSuc'))).toBeVisible();
  await expect(field('profile.currentPassword')).toHaveValue('');

  expect((await loginElsewhere(mock, 'qcplayer01', 'Passw0rd!')).code).toBe(100702);

  // Out, and in again with the new password.
  await centre.accountMenu().click();
  await page.getByRole('menuitem', { name: site.text('account.logout') }).click();
  const auth = new AuthDialogPage(site);
  await auth.open('login');
  await auth.loginWithPassword('player01', NEW_PASSWORD);
  await expect(centre.accountMenu()).toBeVisible();
});

test('the new password must follow the rule, differ from the current one and be typed twice alike', async ({ page }) => {
  const site = new SitePage(page);
  const centre = new AccountCentrePage(site);
  await centre.open('pages.changePassword');
  const field = (key: string) => page.getByLabel(site.text(key), { exact: true });
  await field('profile.currentPassword').fill('Passw0rd!');
  await field('profile.newPassword').fill('Passw0rd!');
  await field('profile.confirmPassword').click();
  await expect(page.getByText(site.text('profile.rules.samePassword'))).toBeVisible();
  await field('profile.newPassword').fill(NEW_PASSWORD);
  await field('profile.confirmPassword').fill(`${NEW_PASSWORD}x`);
  await field('profile.currentPassword').click();
  await expect(page.getByText(site.text('common.validtor.pwdSame'))).toBeVisible();
  await expect(page.getByRole('button', { name: site.text('profile.changePassword') })).toBeDisabled();
});
