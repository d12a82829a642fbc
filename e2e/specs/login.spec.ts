// Logging in and out as a player does it (SPEC §4 "Login", §8 login codes), in both viewports.
import { loginElsewhere, setUpElsewhere } from '../fixtures/api-login.ts';
import { collectTokens, expectNoSecretsStored } from '../fixtures/secrets.ts';
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { HeaderWalletPage } from '../pages/header-wallet.ts';
import { SitePage } from '../pages/site-page.ts';

const PASSWORD = 'Passw0rd!';

test.describe('login', () => {
  let site: SitePage;
  let auth: AuthDialogPage;

  test.beforeEach(async ({ page }) => {
    site = new SitePage(page);
    auth = new AuthDialogPage(site);
    await site.goto('/');
    await auth.open('login');
  });

  test('by password: the header shows the player and the wallets, logout forgets them', async ({ page }) => {
    const tokens = collectTokens(page);
    await auth.loginWithPassword('player01', PASSWORD);
    await expect(auth.dialog).toBeHidden();
    const menu = auth.accountMenu('player01');
    await expect(menu).toBeVisible();
    const wallet = new HeaderWalletPage(site);
    await expect(wallet.button).toContainText('¥125.00K');
    const popover = await wallet.open();
    await expect(popover).toContainText(site.text('wallet.header.promotion'));
    await expect(popover).toContainText('¥5,000');
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await menu.click();
    await page.getByRole('menuitem', { name: site.text('account.logout') }).click();
    await expect(site.loginButton).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(wallet.button).toBeHidden();
    // Logged out for good: a reload does not bring the session back.
    await page.reload();
    await expect(site.loginButton).toBeVisible();
    await expectNoSecretsStored(page, [PASSWORD, ...(await tokens.all())]);
  });

  test('a reload keeps the player logged in', async ({ page }) => {
    await auth.loginWithPassword('player01', PASSWORD);
    await expect(auth.accountMenu('player01')).toBeVisible();
    await page.goto('/account/deposit');
    await expect(page).toHaveURL(/\/account\/deposit$/);
    await expect(auth.accountMenu('player01')).toBeVisible();
  });

  test('a wrong password shows the server message and keeps the form', async () => {
    await auth.loginWithPassword('player01', 'Wrong-pass1');
    await expect(auth.failure).toContainText('ユーザー名またはパスワードが正しくありません');
    await expect(auth.field('auth.account')).toHaveValue('player01');
  });

  test('the submit button waits for a valid form', async () => {
    await expect(auth.button('auth.loginSubmit')).toBeDisabled();
    await auth.field('auth.account').fill('pl');
    await auth.field('auth.password').fill(PASSWORD);
    await expect(auth.button('auth.loginSubmit')).toBeDisabled();
    await expect(auth.dialog).toContainText(site.text('validation.loginNameRule'));
    await auth.field('auth.account').fill('player01');
    await expect(auth.button('auth.loginSubmit')).toBeEnabled();
  });

  test('a disabled account (10004) lands on /accountDisabled', async ({ page }) => {
    await auth.loginWithPassword('disabled01', PASSWORD);
    await expect(page).toHaveURL(/\/accountDisabled$/);
    await expect(auth.dialog).toBeHidden();
  });

  test('arriving by a /login link, a disabled account (10004) lands on /accountDisabled too', async ({ page }) => {
    await site.goto('/login');
    await expect(auth.dialog).toBeVisible();
    await auth.loginWithPassword('disabled01', PASSWORD);
    await expect(page).toHaveURL(/\/accountDisabled$/);
    await expect(auth.dialog).toBeHidden();
  });

  test('an armed 10004 on an ordinary account lands on /accountDisabled too; an armed 100700 says code error', async ({ page, mock }) => {
    // QA's way to any login code without a special account (SPEC §8 via the control API).
    const loginCodes = (await mock.listCodes()).operations.find((operation) => operation.operationId === 'login')?.codes ?? [];
    const codeError = loginCodes.find((entry) => entry.code === 100700);
    if (!codeError) throw new Error('100700 is not in the login catalogue');
    await mock.armScenario({ operation: 'login', code: 100700, times: 1 });
    await auth.loginWithPassword('player01', PASSWORD);
    // The server's message, in the player's language.
    await expect(auth.failure).toContainText(codeError.message['ja-JP']);
    await mock.armScenario({ operation: 'login', code: 10004, times: 1 });
    await auth.button('auth.loginSubmit').click();
    await expect(page).toHaveURL(/\/accountDisabled$/);
  });

  test('Google Authenticator (100807) completes with the app code', async ({ mock }) => {
    await auth.loginWithPassword('g2fa01', PASSWORD);
    await expect(auth.dialog.getByRole('heading', { name: site.text('auth.challenge.googleTitle') })).toBeVisible();
    const { authenticatorCode } = await mock.account('g2fa01');
    await auth.field('auth.challenge.authenticatorCode').fill(authenticatorCode!);
    await auth.button('auth.challenge.submit').click();
    await expect(auth.accountMenu('g2fa01')).toBeVisible();
  });

  test('e-mail second factor (101808) completes with the mailed code; a wrong one says code error (100700)', async ({ mock }) => {
    await auth.loginWithPassword('mail2fa01', PASSWORD);
    await expect(auth.dialog.getByRole('heading', { name: site.text('auth.challenge.emailTitle') })).toBeVisible();
    const code = await mock.latestCode('mail2fa01@example.com', 'second-factor');
    await auth.field('auth.code').fill(code === '000000' ? '111111' : '000000');
    await auth.button('auth.challenge.submit').click();
    await expect(auth.dialog).toContainText('認証コードが正しくありません');
    await auth.field('auth.code').fill(code);
    await auth.button('auth.challenge.submit').click();
    await expect(auth.accountMenu('mail2fa01')).toBeVisible();
  });

  test('SMS second factor (101809) completes with the texted code', async ({ mock }) => {
    await auth.loginWithPassword('sms2fa01', PASSWORD);
    await expect(auth.dialog.getByRole('heading', { name: site.text('auth.challenge.phoneTitle') })).toBeVisible();
    await auth.field('auth.code').fill(await mock.latestCode('+81 9087654321', 'second-factor'));
    await auth.button('auth.challenge.submit').click();
    await expect(auth.accountMenu('sms2fa01')).toBeVisible();
  });

  test('a new device gets the safety check (100701) once', async ({ mock, page }) => {
    await auth.loginWithPassword('verify01', PASSWORD);
    await expect(auth.dialog.getByRole('heading', { name: site.text('auth.challenge.safetyTitle') })).toBeVisible();
    await auth.field('auth.code').fill(await mock.latestCode('verify01@example.com', 'login-check'));
    await auth.button('auth.challenge.submit').click();
    const menu = auth.accountMenu('verify01');
    await expect(menu).toBeVisible();
    // The device is trusted now: logging in again asks for nothing more.
    await menu.click();
    await page.getByRole('menuitem', { name: site.text('account.logout') }).click();
    await auth.open('login');
    await auth.loginWithPassword('verify01', PASSWORD);
    await expect(menu).toBeVisible();
  });

  test('an account without a name and password of its own is set up silently (first-time set-up)', async ({ mock }) => {
    await auth.loginWithPassword('setup01', PASSWORD);
    await expect(auth.accountMenu('setup01')).toBeVisible();
    const account = await mock.account('qcsetup01');
    expect(account.userNamePwdStatus).toBe(1);
    const calls = await mock.journal();
    expect(calls.find((call) => call.operation === 'completeFirstSetup')?.code).toBe(200);
    const refresh = calls.find((call) => call.operation === 'login' && (call.requestBody as { grantType?: string }).grantType === 'refresh_token');
    expect(refresh?.code).toBe(200);
  });

  test('a password the system chose brings the login notice, which leads to setting one', { tag: '@both' }, async ({ mock, page }) => {
    await setUpElsewhere(mock, 'qcsetup01', PASSWORD);
    await auth.loginWithCode(mock, '9011112222', '+81 9011112222');
    const notice = page.getByRole('dialog', { name: site.text('loginNotice.setPasswordTitle') });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: site.text('loginNotice.setPassword') }).click();
    await expect(notice).toBeHidden();
    if (site.page.viewportSize()!.width > 768) await expect(site.forgotPasswordDialog).toBeVisible();
    else await expect(page).toHaveURL(/\/resetPassword$/);
  });

  test('by SMS code', async ({ mock, page }) => {
    const tokens = collectTokens(page);
    await auth.loginWithCode(mock, '9012345678', '+81 9012345678');
    await expect(auth.accountMenu('player01')).toBeVisible();
    await expectNoSecretsStored(page, await tokens.all());
  });

  test('a login on another device ends this session with a message (-130): one live session per account', async ({ mock, page }) => {
    await auth.loginWithPassword('player01', PASSWORD);
    await expect(auth.accountMenu('player01')).toBeVisible();
    expect((await loginElsewhere(mock, 'qcplayer01', PASSWORD)).code).toBe(200);
    await page.reload();
    await expect(site.toast(await mock.codeText('loggedInElsewhere'))).toBeVisible();
    await expect(site.loginButton).toBeVisible();
  });

  test('a rotated public key (-120) refreshes the key and reloads; the next try logs in', async ({ mock, page }) => {
    await mock.rotatePublicKey();
    const reloaded = page.waitForEvent('load');
    await auth.loginWithPassword('player01', PASSWORD);
    await reloaded;
    const [staleTry] = await mock.journal({ operation: 'login' });
    expect(staleTry?.code).toBe(-120);
    // The reload reopens the login form with the name typed (never the password).
    await expect(auth.dialog).toBeVisible();
    await expect(auth.field('auth.account')).toHaveValue('player01');
    await auth.loginWithPassword('player01', PASSWORD);
    await expect(auth.accountMenu('player01')).toBeVisible();
  });

  test('remember me: refills the form after the session ends, and no secret is stored in clear', async ({ mock, page }) => {
    const tokenAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/oauth/token');
    await auth.loginWithPassword('player01', PASSWORD, { remember: true });
    const { data } = (await (await tokenAnswer).json()) as { data: { access_token: string; refresh_token: string } };
    await expect(auth.accountMenu('player01')).toBeVisible();

    await expectNoSecretsStored(page, [PASSWORD, data.access_token, data.refresh_token]);

    // Eight days later the refresh token is gone too: the player is a visitor again, and the
    // login form comes back filled in.
    await mock.setClock({ advanceMs: 8 * 24 * 3600 * 1000 });
    await page.clock.install({ time: Date.now() + 8 * 24 * 3600 * 1000 });
    await page.reload();
    await expect(site.loginButton).toBeVisible();
    await auth.open('login');
    await expect(auth.field('auth.account')).toHaveValue('player01');
    await expect(auth.field('auth.password')).toHaveValue(PASSWORD);
  });
});
