// SPEC §8's session and transport paths through the mock server, as a player meets them: a 1008
// that cannot be renewed, or that comes back after the renewal, ends the session and says so; HTTP
// 401 on a player's call clears them, goes home and opens login; the 30 s timeout says "Request
// timed out" once, however many calls it cut; a network error shows nothing. Where a part's data
// is missing it says so, with a retry.
import { failedResource } from '../fixtures/page-errors.ts';
import type { LoggedInPlayer } from '../fixtures/player.ts';
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { HeaderWalletPage } from '../pages/header-wallet.ts';
import { SitePage } from '../pages/site-page.ts';

const REQUEST_TIMEOUT_MS = 30_000;

/** Waits until the page knows the player the test started logged in (the `player` fixture). */
async function loggedIn(site: SitePage, player: LoggedInPlayer): Promise<AuthDialogPage> {
  const auth = new AuthDialogPage(site);
  await auth.restored(player.name);
  return auth;
}

test('1008 whose refresh token is refused: the player is logged out and told so', async ({ page, mock, pageErrors, player }) => {
  pageErrors.allow(failedResource(401), 'after the session ended, the retried call goes out without a token and is answered 401');
  const site = new SitePage(page);
  await site.goto('/');
  const auth = await loggedIn(site, player);
  const wallet = new HeaderWalletPage(site);
  await wallet.open();

  // The token is no longer valid (1008) and the refresh token is refused too (100706).
  await mock.applyPreset('token-expired');
  await mock.armScenario({ operation: 'login', match: { grantType: 'refresh_token' }, code: 100706 });
  await wallet.refresh.click();

  await expect(site.toast(site.text('errors.sessionEnded'))).toBeVisible();
  await expect(auth.accountMenu('player01')).toHaveCount(0);
  await expect(site.loginButton).toBeVisible();
  const renewals = await mock.journal({ operation: 'login' });
  expect(renewals[0]).toMatchObject({ code: 100706 });
  expect((renewals[0]?.requestBody as { grantType?: string }).grantType).toBe('refresh_token');
});

test('1008 that comes back after a successful renewal: the player is logged out and told so', async ({ page, mock, player }) => {
  const site = new SitePage(page);
  await site.goto('/');
  const auth = await loggedIn(site, player);

  // The player's details refuse every token, the renewed one too; the renewal itself succeeds.
  await mock.armScenario({ operation: 'getUserInfo', code: 1008, times: 0 });
  await page.reload();

  await expect(site.toast(site.text('errors.sessionEnded'))).toBeVisible({ timeout: 15_000 });
  await expect(auth.accountMenu('player01')).toHaveCount(0);
  await expect(site.loginButton).toBeVisible();
  const renewals = (await mock.journal({ operation: 'login' })).filter((entry) => (entry.requestBody as { grantType?: string }).grantType === 'refresh_token');
  expect(renewals[0]).toMatchObject({ code: 200 });
});

test('HTTP 401 on a logged-in call clears the player, goes home and opens login', async ({ page, mock, pageErrors, player }) => {
  pageErrors.allow(failedResource(401), 'the balance call is armed to answer 401');
  const site = new SitePage(page);
  await site.goto('/promo');
  // The page's chunk loads on this first visit: slow on a busy machine.
  await expect(site.heading('pages.promo')).toBeVisible({ timeout: 15_000 });
  const auth = await loggedIn(site, player);
  const wallet = new HeaderWalletPage(site);
  await wallet.open();

  await mock.armScenario({ operation: 'getBalance', code: 401 });
  await wallet.refresh.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(site.authDialog).toBeVisible();
  await expect(site.authTab('login')).toHaveAttribute('aria-selected', 'true');
  await expect(auth.accountMenu('player01')).toHaveCount(0);
  const [entry] = await mock.journal({ operation: 'getBalance', limit: 1 });
  expect(entry).toMatchObject({ httpStatus: 401, code: 401 });
});

test('calls that time out say "Request timed out" once, and each part offers a retry', async ({ page, mock }) => {
  // The site's own 30 s timer runs on Playwright's clock; the mock holds the calls unanswered.
  await page.clock.install();
  await mock.armScenario({ operation: 'getTemplatePage', fault: 'timeout', times: 0 });
  const site = new SitePage(page);
  await site.goto('/');
  await expect(site.header).toBeVisible();
  // The footer is a chunk of its own: it must be waiting on the shell's call too when the time
  // passes (mounting later, it would ask again, unanswered, after the jump).
  await expect(site.footer).toBeVisible();
  await expect.poll(async () => (await mock.journal({ operation: 'getTemplatePage' })).length).toBeGreaterThanOrEqual(2);

  await page.clock.fastForward(REQUEST_TIMEOUT_MS);

  // The shell's and home's calls both timed out: one toast, not one per call.
  await expect(site.toast(site.text('errors.timeout'))).toHaveCount(1);
  // Home's banners and categories share the CMS call: each says so in its own place.
  const partOf = (what: string) => site.main.getByRole('status').filter({ hasText: site.text('partFailed.messageOf', { what: site.text(what) }) });
  const placeholders = site.main.getByRole('status').filter({ has: page.getByRole('button', { name: site.text('partFailed.retry') }) });
  await expect(partOf('home.banners')).toBeVisible();
  await expect(partOf('home.categories')).toBeVisible();
  await expect(site.footer.getByText(site.text('partFailed.message'))).toBeVisible();
  const categories = page.getByRole('heading', { level: 2, name: site.text('home.categories') });
  await expect(categories).toHaveCount(0);

  // The network is back: the retry in place brings the part.
  await mock.clearScenarios();
  await partOf('home.categories').getByRole('button', { name: site.text('partFailed.retry') }).click();
  await expect(categories).toBeVisible();
  await expect(placeholders).toHaveCount(0);
});

test('a network error shows nothing: no toast, the part says it could not load', async ({ page, mock, pageErrors }) => {
  pageErrors.allow(/Failed to load resource: net::ERR_EMPTY_RESPONSE/, 'the CMS call is armed to drop its connection');
  await mock.armScenario({ operation: 'getTemplatePage', fault: 'reset', times: 0 });
  const site = new SitePage(page);
  await site.goto('/');

  // The error policy has run by the time the part shows its placeholder (home's chunk first: slow on a busy machine).
  await expect(site.main.getByText(site.text('partFailed.messageOf', { what: site.text('home.categories') }))).toBeVisible({ timeout: 15_000 });
  await expect(site.footer.getByText(site.text('partFailed.message'))).toBeVisible();
  await expect(site.toast()).toHaveCount(0);
});

test('-120 reloads the page and the open login form keeps the name typed, never the password', async ({ page, mock }) => {
  const site = new SitePage(page);
  await site.goto('/');
  const auth = new AuthDialogPage(site);
  await auth.open('login');
  await mock.armScenario({ operation: 'login', code: -120 });
  const reloaded = page.waitForEvent('load');
  await auth.loginWithPassword('player01', 'Passw0rd!');
  await reloaded;

  await expect(site.authDialog).toBeVisible();
  await expect(site.authTab('login')).toHaveAttribute('aria-selected', 'true');
  await expect(auth.field('auth.account')).toHaveValue('player01');
  await expect(site.authDialog.getByLabel(site.text('auth.password'), { exact: true })).toHaveValue('');
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('Passw0rd!');
  expect(await mock.journal({ operation: 'getPublicKey' })).not.toHaveLength(0);

  // The name is there: the password typed again logs in with the new key.
  await site.authDialog.getByLabel(site.text('auth.password'), { exact: true }).fill('Passw0rd!');
  await auth.button('auth.loginSubmit').click();
  await expect(auth.accountMenu('player01')).toBeVisible();
});
