// Registering as a player does it (SPEC §2 auth dialog, §3 register entities, §4, §5, §8 register
// codes), by e-mail and by phone in both viewports (a dialog or a page; the slider by mouse or touch); then the success dialog, the deposit-limit
// step and the welcome dialog.
import { collectTokens, expectNoSecretsStored } from '../fixtures/secrets.ts';
import { seriousViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { RegisterPanelPage } from '../pages/register-panel.ts';
import { SitePage } from '../pages/site-page.ts';

const PASSWORD = 'Passw0rd!';
/** A Japanese mobile number no seeded account has (080-1111-2222 without the trunk 0). */
const NEW_PHONE = '8011112222';
const NEW_PHONE_INBOX = '+81 8011112222';

test.describe('registration', () => {
  let site: SitePage;
  let auth: AuthDialogPage;
  let register: RegisterPanelPage;

  test.beforeEach(async ({ page }) => {
    site = new SitePage(page);
    auth = new AuthDialogPage(site);
    register = new RegisterPanelPage(auth);
  });

  test('by e-mail: logged in at once, then the success dialog, a deposit limit set, and the welcome dialog', { tag: '@both' }, async ({ page, mock }) => {
    const tokens = collectTokens(page);
    await site.goto('/');
    await auth.open('register');
    await expect(register.submit).toBeDisabled();
    await register.fillEmailForm({ username: 'Newbie2026', password: PASSWORD, email: 'newbie2026@example.com' });
    await expect(register.submit).toBeEnabled();
    await register.submit.click();

    await expect(auth.dialog).toBeHidden();
    // The name as the player typed it, lower-cased, without the site's prefix.
    await expect(auth.accountMenu('newbie2026')).toBeVisible();
    await expect(register.successDialog).toBeVisible();
    await expect(register.successDialog).toContainText('newbie2026');
    await register.successDialog.getByRole('button', { name: site.text('registrationSuccess.play') }).click();
    // The limit prompt at sign-up: a weekly deposit limit, saved through the responsible-gaming call.
    await expect(register.limitDialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await register.limitDialog.getByText(site.text('limitPrompt.periods.WEEKLY'), { exact: true }).click();
    // The amounts are chips: the radio is hidden under its label, which the player clicks.
    await register.limitDialog.getByText('¥50,000', { exact: true }).click();
    await expect(register.limitDialog.getByRole('radio', { name: '¥50,000' })).toBeChecked();
    await register.limitDialog.getByRole('button', { name: site.text('limitPrompt.set') }).click();
    await expect(register.welcomeDialog).toBeVisible();
    const [limit] = await mock.journal({ operation: 'setSelfControl', limit: 1 });
    expect(limit?.code).toBe(200);
    expect(limit?.requestBody).toMatchObject({ type: 'DEPOSIT_LIMIT', period: 'WEEKLY', amount: 50_000 });
    await expect(register.welcomeDialog.getByRole('link', { name: site.text('welcome.promoLink') })).toHaveAttribute('href', '/promo');
    await register.welcomeDialog.getByRole('button', { name: site.text('welcome.later') }).click();
    await expect(register.welcomeDialog).toBeHidden();

    const [entry] = await mock.journal({ operation: 'registerByEmail', limit: 1 });
    expect(entry?.code).toBe(200);
    expect(entry?.requestBody).toMatchObject({ loginName: 'qcnewbie2026', email: 'newbie2026@example.com', userSource: 3 });
    const given = await tokens.all();
    expect(given.length, 'registration answered a token').toBeGreaterThan(0);
    await expectNoSecretsStored(page, [PASSWORD, ...given]);
  });

  test('100010: a taken username is said under the username field', async ({ mock }) => {
    await site.goto('/');
    await auth.open('register');
    await register.fillEmailForm({ username: 'player01', password: PASSWORD, email: 'someone.new@example.com' });
    await register.submit.click();
    await expect(register.field('register.username')).toHaveAccessibleDescription(new RegExp(await mock.codeText('nameTaken')));
    await expect(register.submit).toBeDisabled();
    await expect(auth.dialog).toBeVisible();
    // A new name clears it.
    await register.field('register.username').fill('player0199');
    await expect(register.submit).toBeEnabled();
  });

  test('100919: a taken e-mail is said under the e-mail field as soon as it is left', async ({ mock }) => {
    await site.goto('/');
    await auth.open('register');
    await register.field('register.email').fill('player01@example.com');
    await register.field('register.email').blur();
    await expect(register.field('register.email')).toHaveAccessibleDescription(await mock.codeText('emailTaken'));
    const [check] = await mock.journal({ operation: 'validateEmail', limit: 1 });
    expect(check?.code).toBe(100919);
  });

  test('100919 on submit lands under the e-mail field too', async ({ mock }) => {
    await site.goto('/');
    await auth.open('register');
    // The check on leaving the field passes; the registration itself answers 100919.
    await mock.armScenario({ operation: 'registerByEmail', code: 100919 });
    await register.fillEmailForm({ username: 'newbie2027', password: PASSWORD, email: 'newbie2027@example.com' });
    await register.submit.click();
    await expect(register.field('register.email')).toHaveAccessibleDescription(await mock.codeText('emailTaken'));
  });

  test('by phone: JP by default, SEND through the slider, the SMS code, a silent first-time set-up', { tag: '@both' }, async ({ page, mock }) => {
    const tokens = collectTokens(page);
    await site.goto('/');
    await auth.open('register');
    await register.chooseMethod('phone');
    await expect(auth.dialog.getByRole('button', { name: new RegExp(`${site.text('countryChooser.label')}.*\\+81`) })).toBeVisible();
    await expect(register.sendButton).toBeDisabled();
    const code = await register.requestPhoneCode(mock, NEW_PHONE, NEW_PHONE_INBOX);
    await expect(register.countdownButton).toBeDisabled();
    await register.field('register.code').fill(code);
    await register.terms.check();
    await register.submit.click();

    await expect(auth.dialog).toBeHidden();
    // The set-up gave the account the name prefix + calling code + number; the player sees it without the prefix.
    await expect(auth.accountMenu(`81${NEW_PHONE}`)).toBeVisible();
    await expect(register.successDialog).toContainText(`81${NEW_PHONE}`);
    const [setup] = await mock.journal({ operation: 'completeFirstSetup', limit: 1 });
    expect(setup?.code).toBe(200);
    const [registration] = await mock.journal({ operation: 'registerByPhone', limit: 1 });
    expect(registration?.requestBody).toMatchObject({ mobileNo: NEW_PHONE, phonePrefix: '0081', mobileCode: code });
    // The set-up's tokens too: the registration's and the refresh login's that follows it.
    const given = await tokens.all();
    expect(given.length).toBeGreaterThanOrEqual(2);
    await expectNoSecretsStored(page, given);
  });

  test('the SEND countdown survives a reload and ends after 60 s', async ({ page, mock }) => {
    await page.clock.install();
    await site.goto('/');
    await auth.open('register');
    await register.chooseMethod('phone');
    await register.requestPhoneCode(mock, NEW_PHONE, NEW_PHONE_INBOX);
    await expect(register.countdownButton).toBeDisabled();

    await page.reload();
    await auth.open('register');
    await register.chooseMethod('phone');
    await expect(register.countdownButton).toBeDisabled();
    // One clock: the countdown runs on the server's time (the Date of its answers), so the mock's
    // session clock moves with the page's; an answer landing after the jump would otherwise pull
    // the page's idea of the server's time back.
    await mock.setClock({ advanceMs: 61_000 });
    await page.clock.fastForward('01:01');
    await expect(register.sendButton).toBeVisible();
    await expect(register.countdownButton).toBeHidden();
  });

  test('an invite link opens registration, shows its code read-only and sends it', async ({ mock }) => {
    await site.goto('/?invite=AGT2026&btag=summer');
    // Nothing was clicked: the dialog's chunk starts loading only once the capture opens it.
    await expect(auth.dialog).toBeVisible({ timeout: 15_000 });
    await expect(register.field('register.referralCode')).toHaveValue('AGT2026');
    await expect(register.field('register.referralCode')).not.toBeEditable();
    await register.fillEmailForm({ username: 'invited01', password: PASSWORD, email: 'invited01@example.com' });
    await register.submit.click();
    await expect(auth.accountMenu('invited01')).toBeVisible();

    const [entry] = await mock.journal({ operation: 'registerByEmail', limit: 1 });
    expect(entry?.requestBody).toMatchObject({ referCode: 'AGT2026', btag: 'summer' });
  });
});
