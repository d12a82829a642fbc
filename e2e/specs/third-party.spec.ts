// Third-party login (SPEC §2 "on mobile", §7, §8): google, X and LINE buttons on small screens,
// the provider's consent page (the mock server's stand-in), and /elseLogin/:type (one viewport: the same page on any screen).
import { thirdPartyAuthorizeUrl } from '../fixtures/api-login.ts';
import { collectTokens, expectNoSecretsStored } from '../fixtures/secrets.ts';
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { RegisterPanelPage } from '../pages/register-panel.ts';
import { SitePage } from '../pages/site-page.ts';
import { ThirdPartyPage } from '../pages/third-party.ts';

/**
 * Logged in to a new account: the registration's success dialog names it (it covers the header,
 * which may or may not have drawn its menu first); "deposit" ends that flow, and the header's
 * account menu names the player.
 */
async function expectNewAccount(site: SitePage, auth: AuthDialogPage, displayName: string): Promise<void> {
  const success = new RegisterPanelPage(auth).successDialog;
  await expect(success).toContainText(displayName, { timeout: 15_000 });
  await success.getByRole('link', { name: site.text('registrationSuccess.deposit') }).click();
  await expect(success).toBeHidden();
  await expect(auth.accountMenu(displayName)).toBeVisible();
}

const CONSENT = /\/__mock\/oauth\/line\/authorize/;

test.describe('on a small screen', { tag: '@both' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'SPEC §2: the third-party buttons are a small-screen feature');

  test('the LINE button: allow on the consent page, back on /elseLogin/line, logged in to a new account', async ({ page, mock }) => {
    const site = new SitePage(page);
    const auth = new AuthDialogPage(site);
    const thirdParty = new ThirdPartyPage(site);
    await site.goto('/');
    await auth.open('login');
    for (const provider of ['google', 'twitter', 'line'] as const) await expect(thirdParty.button(provider)).toBeVisible();
    const tokens = collectTokens(page);
    await thirdParty.button('line').click();
    await expect(page).toHaveURL(CONSENT);
    await thirdParty.allow.click();
    await expect(page).toHaveURL(/\/$/);
    const account = (await mock.listMockAccounts()).accounts.find((a) => a.userSource === 'LINE');
    if (!account) throw new Error('no LINE account was created');
    await expectNewAccount(site, auth, account.displayName);
    await expect(site.loginButton).toBeHidden();
    const given = await tokens.all();
    expect(given.length, 'the ticket was exchanged for a token').toBeGreaterThan(0);
    await expectNoSecretsStored(page, given);
  });
});

test('on a big screen the login form has no provider buttons', { tag: '@both' }, async ({ page, isMobile }) => {
  test.skip(isMobile, 'the small-screen buttons are covered above');
  const site = new SitePage(page);
  const auth = new AuthDialogPage(site);
  const thirdParty = new ThirdPartyPage(site);
  await site.goto('/');
  await auth.open('login');
  await expect(auth.field('auth.account')).toBeVisible();
  await expect(thirdParty.button('google')).toHaveCount(0);
});

// A login started elsewhere (the app, a bookmark): the consent page returns to this site, on any screen.
for (const provider of ['google', 'twitter'] as const) {
  test(`${provider}: allow at the provider comes back through /elseLogin and logs in to a new account`, async ({ page, mock }) => {
    const site = new SitePage(page);
    const auth = new AuthDialogPage(site);
    const thirdParty = new ThirdPartyPage(site);
    const tokens = collectTokens(page);
    await page.goto(await thirdPartyAuthorizeUrl(mock, provider));
    await thirdParty.allow.click();
    await expect(page).toHaveURL(/\/$/);
    const account = (await mock.listMockAccounts()).accounts.find((a) => a.userSource === provider.toUpperCase());
    if (!account) throw new Error(`no ${provider} account was created`);
    await expectNewAccount(site, auth, account.displayName);
    await expectNoSecretsStored(page, await tokens.all());
  });
}

test('deny at the provider says the login failed; trying again goes back to the provider', async ({ page, mock }) => {
  const site = new SitePage(page);
  const thirdParty = new ThirdPartyPage(site);
  await page.goto(await thirdPartyAuthorizeUrl(mock, 'line'));
  await thirdParty.deny.click();
  await expect(page).toHaveURL(/\/elseLogin\/line$/);
  await expect(thirdParty.failure('line')).toContainText(site.text('thirdParty.denied'));
  await thirdParty.pageButton('thirdParty.tryAgain').click();
  await expect(page).toHaveURL(CONSENT);
});

test('/elseLogin without an answer from the provider says the login failed and offers the way home', async ({ page }) => {
  const site = new SitePage(page);
  const thirdParty = new ThirdPartyPage(site);
  await site.goto('/elseLogin/line');
  await expect(site.heading('pages.elseLogin')).toBeVisible();
  await expect(thirdParty.failure('line')).toBeVisible();
  await thirdParty.pageButton('thirdParty.home').click();
  await expect(page).toHaveURL(/\/$/);
});
