// The native app shell both ways (SPEC §1, §7 bridge, §6 guest play), through the mock's app
// harness (/__mock/app), which frames the site as the app's web view and plays the app's side.
// Both viewports; the site in the frame is phone-sized in both.
import { seriousViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { AppHarnessPage } from '../pages/app-harness.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { LobbyPage } from '../pages/lobby.ts';
import { RegisterPanelPage } from '../pages/register-panel.ts';
import { SitePage } from '../pages/site-page.ts';
import { ThirdPartyPage } from '../pages/third-party.ts';

// The site in a frame, the harness around it, axe over both: more than a page's flow.
test.describe.configure({ timeout: 60_000 });

test('third-party login in the app: the site asks the app, the app answers, the login completes', async ({ page, mock }) => {
  const harness = new AppHarnessPage(page, 'android');
  const site = await harness.open('/');
  const auth = new AuthDialogPage(site);
  await auth.open('login');
  await new ThirdPartyPage(site).button('line').click();
  await expect(harness.messages('to-app', 'THIRD_LOGIN')).toContainText('"provider":"line"');
  await harness.answerSignIn('LINE', 'allow');
  await expect(harness.messages('to-site', 'THIRD_LOGIN')).toContainText('"code":"oc-');
  const lineAccount = async () => (await mock.listMockAccounts()).accounts.find((a) => a.userSource === 'LINE');
  await expect.poll(lineAccount).toBeDefined();
  await expect(auth.accountMenu((await lineAccount())!.displayName)).toBeVisible({ timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('Sign in with Apple in the iOS app; a denied sign-in says the login failed', async ({ page, mock }) => {
  const harness = new AppHarnessPage(page, 'ios');
  const site = await harness.open('/');
  const auth = new AuthDialogPage(site);
  await auth.open('login');
  const apple = auth.dialog.getByRole('button', { name: site.text('thirdParty.appleSignIn') });
  await apple.click();
  await expect(harness.messages('to-app', 'APPLE_SIGN_IN')).toContainText('"state":"st-');
  await harness.answerSignIn('Apple', 'deny');
  await expect(site.scope.getByRole('alert').filter({ hasText: site.text('thirdParty.failed', { provider: 'Apple' }) })).toBeVisible();

  await site.scope.getByRole('button', { name: site.text('thirdParty.tryAgain') }).click();
  await harness.answerSignIn('Apple', 'allow');
  await expect.poll(async () => (await mock.listMockAccounts()).accounts.some((a) => a.userSource === 'APPLE')).toBe(true);
  await expect(site.scope.getByRole('heading', { name: site.text('pages.elseLogin') })).toBeHidden();
});

test('BACK: inside the site it goes back a page; at the first page it reaches the app', { tag: '@both' }, async ({ page }) => {
  const harness = new AppHarnessPage(page);
  const site = await harness.open('/');
  await harness.sendBack();
  await expect(harness.messages('to-app', 'BACK')).toHaveCount(1);
  await expect(harness.status).toContainText('サイトは最初のページです');

  // A page later, the device's back is the site's own.
  await site.tabBar.getByRole('link', { name: site.text('tabBar.promo') }).click();
  await expect(site.heading('pages.promo')).toBeVisible();
  await harness.sendBack();
  await expect(site.heading('pages.promo')).toBeHidden();
  await expect(site.logoLink).toBeVisible();
  await expect(harness.messages('to-app', 'BACK')).toHaveCount(1);

  // Over the page, back closes the panel first.
  await site.openMenuButton.click();
  await expect(site.sideNav).toBeVisible();
  await harness.sendBack();
  await expect(site.sideNav).toBeHidden();
  await expect(harness.messages('to-app', 'BACK')).toHaveCount(1);
});

test('language both ways: the site tells the app its new language; the app’s language changes the site', async ({ page }) => {
  const harness = new AppHarnessPage(page);
  const site = await harness.open('/');
  await site.switchLanguage('en-US', false);
  await expect(harness.messages('to-app', 'SET_LANGUAGE')).toContainText('"language":"en-US"');
  await expect(harness.languageSelect).toHaveValue('en-US');
  await expect(harness.site('en-US').logoLink).toBeVisible();

  await harness.sendLanguage('zh-CN');
  await expect(harness.site('zh-CN').logoLink).toBeVisible();
  await expect(harness.webView.contentFrame().locator('html')).toHaveAttribute('lang', 'zh-CN');
  // The app asked for it: the site does not tell it back.
  await expect(harness.messages('to-app', 'SET_LANGUAGE')).toHaveCount(1);
});

test('SHOW_UPDATE both ways: the app announces a version, the player chooses to update, the app is told', async ({ page }) => {
  const harness = new AppHarnessPage(page);
  const site = await harness.open('/');
  await harness.announceUpdate('3.2.0');
  const dialog = site.scope.getByRole('dialog', { name: site.text('appUpdate.title') });
  await expect(dialog).toContainText('3.2.0');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: site.text('appUpdate.update') }).click();
  await expect(dialog).toBeHidden();
  await expect(harness.messages('to-app', 'SHOW_UPDATE')).toContainText('"version":"3.2.0"');
});

test('guest play in the app: a guest plays demo games on a demo balance; registering keeps the favourites', async ({ page, mock }) => {
  test.setTimeout(90_000);
  const harness = new AppHarnessPage(page);
  const site = await harness.open('/slots');
  const auth = new AuthDialogPage(site);
  await auth.open('login');
  await auth.dialog.getByRole('button', { name: site.text('guest.play') }).click();
  await expect(auth.accountMenu(site.text('account.guestName'))).toBeVisible();
  const demoBalance = site.header.getByRole('button', { name: site.text('wallet.guest.button', { amount: '¥100.00K' }) });
  await expect(demoBalance).toBeVisible();

  // Demo play: the app opens the game (GO_GAME).
  const [game] = (await mock.listGames({ playType: 'SLOT', limit: 1 })).games;
  const name = game!.name['ja-JP'];
  const lobby = new LobbyPage(site);
  await lobby.playButton(name).click();
  await expect(harness.messages('to-app', 'GO_GAME')).toContainText(`"gameId":"${game!.gameId}"`);

  // A favourite, then registration from the demo balance's popover.
  await lobby.heart(name).click();
  await expect(lobby.heart(name, true)).toHaveAttribute('aria-pressed', 'true');
  await demoBalance.click();
  await site.scope.getByRole('button', { name: site.text('wallet.guest.register') }).click();
  const register = new RegisterPanelPage(auth);
  await register.fillEmailForm({ username: 'Guest2026', password: 'Passw0rd!', email: 'guest2026@example.com' });
  await register.submit.click();
  await expect(register.successDialog).toBeVisible();
  await expect(harness.messages('to-app', 'AFFILIATE_EVENT')).toContainText('RegisterClick');
  await register.successDialog.getByRole('button', { name: site.text('registrationSuccess.play') }).click();
  await register.limitDialog.getByRole('button', { name: site.text('limitPrompt.skip') }).click();
  await register.welcomeDialog.getByRole('button', { name: site.text('welcome.later') }).click();
  await expect(auth.accountMenu('guest2026')).toBeVisible();

  await lobby.tab('games.tabs.favourites').click();
  await expect(lobby.playButton(name)).toBeVisible();
  await expect(lobby.heart(name, true)).toBeVisible();
  const account = await mock.account('qcguest2026');
  expect(account.userSource).toBe('QC');
});

test('outside the app there is no guest play, and the server refuses a guest login (109101)', async ({ page, mock }) => {
  const site = new SitePage(page);
  const auth = new AuthDialogPage(site);
  await site.goto('/');
  await auth.open('login');
  await expect(auth.button('auth.loginSubmit')).toBeVisible();
  await expect(auth.dialog.getByRole('button', { name: site.text('guest.play') })).toHaveCount(0);
  const answer = await page.request.post('/auth/oauth/token', {
    headers: mock.sessionHeaders,
    data: { grantType: 'guest', deviceId: 'a-browser', merchantCode: 'QCJP' },
  });
  expect(await answer.json()).toMatchObject({ code: 109101, success: false, msg: 'ゲストプレイはアプリでのみご利用いただけます' });
});
