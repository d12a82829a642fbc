// One clock for site and server: every mock answer is dated by the session clock, and the
// site judges the access token by that time. Moving only the mock clock past the token's life
// renews the session with the refresh token; the player stays logged in.
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { SitePage } from '../pages/site-page.ts';

test('the mock clock past the access token life renews the session instead of logging out', async ({ page, mock }) => {
  const site = new SitePage(page);
  const auth = new AuthDialogPage(site);
  await site.goto('/');
  await auth.open('login');
  await auth.loginWithPassword('player01', 'Passw0rd!');
  const menu = auth.accountMenu('player01');
  await expect(menu).toBeVisible();

  // Two hours is the access token's life; the refresh token lives seven days.
  await mock.setClock({ advanceMs: 2.5 * 3_600_000 });
  await page.reload();

  await expect(menu).toBeVisible();
  const logins = await mock.journal({ operation: 'login' });
  expect(logins.map((entry) => (entry.requestBody as { grantType?: string }).grantType)).toEqual(['refresh_token', 'password']);
  expect(logins[0]).toMatchObject({ httpStatus: 200, code: 200 });
  expect(await mock.journal({ operation: 'logout' })).toEqual([]);
  await expect(page.getByRole('button', { name: 'ログイン', exact: true })).toHaveCount(0);
});
