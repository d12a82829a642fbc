// The auth surfaces read right to assistive technology (axe, WCAG 2 A and AA), in Japanese, in
// both viewports: login, register (with errors showing), the slider captcha, forgot password.
import { seriousViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { ForgotPasswordPage } from '../pages/forgot-password.ts';
import { RegisterPanelPage } from '../pages/register-panel.ts';
import { SitePage } from '../pages/site-page.ts';
import { SliderCaptchaPage } from '../pages/slider-captcha.ts';

const DIALOG = '[role="dialog"]';

test('login and register, with field errors showing, have no serious violations', async ({ page }) => {
  const site = new SitePage(page, 'ja-JP');
  const auth = new AuthDialogPage(site);
  await site.goto('/');
  await auth.open('login');
  await auth.field('auth.account').fill('x');
  await auth.field('auth.account').blur();
  await expect(auth.field('auth.account')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page, DIALOG)).toEqual([]);

  await auth.chooseLoginMode('code');
  expect(await seriousViolations(page, DIALOG)).toEqual([]);

  const register = new RegisterPanelPage(auth);
  await site.authTab('register').click();
  await register.field('register.username').fill('ab');
  await register.password.fill('short');
  await register.field('register.email').focus();
  await expect(register.field('register.username')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page, DIALOG)).toEqual([]);
});

test('the slider captcha has no serious violations', async ({ page }) => {
  const site = new SitePage(page, 'ja-JP');
  const auth = new AuthDialogPage(site);
  const register = new RegisterPanelPage(auth);
  await site.goto('/');
  await auth.open('register');
  await register.chooseMethod('phone');
  await register.phone.fill('8011112222');
  await register.sendButton.click();
  const slider = new SliderCaptchaPage(site);
  await expect(page.getByRole('img', { name: site.text('captcha.picture') })).toBeVisible();
  await slider.handle.hover();
  expect(await seriousViolations(page, DIALOG)).toEqual([]);
});

test('forgot password has no serious violations', async ({ page, isMobile }) => {
  const site = new SitePage(page, 'ja-JP');
  const reset = new ForgotPasswordPage(site, !isMobile);
  await site.goto('/');
  await reset.openFromLogin();
  expect(await seriousViolations(page, isMobile ? undefined : DIALOG)).toEqual([]);
  await reset.tab('email').click();
  expect(await seriousViolations(page, isMobile ? undefined : DIALOG)).toEqual([]);
});
