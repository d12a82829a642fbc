// Deleting the account (SPEC §4): the password confirms it, a wrong one says so and keeps the
// dialog; then the account is gone on the server, the user data on the device, and the player is
// on / as a visitor. Both viewports.
import { collectTokens, expectNoSecretsStored } from '../fixtures/secrets.ts';
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { SitePage } from '../pages/site-page.ts';

const PASSWORD = 'Passw0rd!';

test('a wrong password keeps the account; the right one deletes it and leaves a visitor on /', async ({ page, mock, player }) => {
  const site = new SitePage(page);
  const auth = new AuthDialogPage(site);
  // The tokens the page started with (the `player` fixture) and any it is given on the way.
  const tokens = collectTokens(page);
  await site.goto('/promo');
  await auth.accountMenu(player.name).click();
  await page.getByRole('menuitem', { name: site.text('account.delete') }).click();

  const dialog = page.getByRole('dialog', { name: site.text('account.deleteTitle') });
  const password = dialog.getByLabel(site.text('auth.password'), { exact: true });
  const confirm = dialog.getByRole('button', { name: site.text('account.deleteConfirm') });
  await password.fill('Wr0ngPassword');
  await confirm.click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect((await mock.listMockAccounts()).accounts.some((account) => account.displayName === 'player01')).toBe(true);

  await password.fill(PASSWORD);
  await dialog.getByLabel(site.text('account.deleteReason')).fill('今は遊ばないので');
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(site.toast(site.text('account.deleted'))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(site.loginButton).toBeVisible();
  expect((await mock.listMockAccounts()).accounts.some((account) => account.displayName === 'player01'), 'the account is gone on the server').toBe(false);

  // Nothing of the player stays on the device: a reload is still a visitor.
  await page.reload();
  await expect(site.loginButton).toBeVisible();
  await expectNoSecretsStored(page, [PASSWORD, player.accessToken, player.refreshToken, ...(await tokens.all())]);
  const [entry] = await mock.journal({ operation: 'deleteAccount', limit: 1 });
  expect(entry?.requestBody).toMatchObject({ reason: '今は遊ばないので' });
});
