// The referral centre: the referrer's code and link (with its QR code, copied on a
// tap); a friend opens the link in a browser of their own, registers with it and deposits; the
// referrer's centre then shows the friend qualified and the reward paid, and the header the
// money. Both viewports; axe on the centre.
import { seriousViolations } from '../fixtures/axe.ts';
import { paidDepositElsewhere } from '../fixtures/competitions.ts';
import { expect, test } from '../fixtures/test.ts';
import { AccountCentrePage } from '../pages/account-centre.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { HeaderWalletPage } from '../pages/header-wallet.ts';
import { RegisterPanelPage } from '../pages/register-panel.ts';
import { SitePage } from '../pages/site-page.ts';

test('a friend registers with the referral link in their own browser, deposits, and the referrer’s centre shows them qualified and the reward paid', async ({ page, context, browser, mock, mockSession, baseURL, player: _loggedIn }, testInfo) => {
  test.setTimeout(120_000);
  const site = new SitePage(page);
  const centre = new AccountCentrePage(site);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await centre.open('pages.referral');
  const link = (await page.getByLabel(site.text('referral.linkLabel'), { exact: true }).textContent())!.trim();
  expect(new URL(link).searchParams.get('invite')).toMatch(/^QC[0-9A-Z]{6}$/);
  await expect(page.getByRole('img', { name: site.text('referral.qrLabel') })).toBeVisible();
  await page.getByRole('button', { name: site.text('referral.copy') }).click();
  await expect(page.getByRole('status').filter({ hasText: site.text('referral.copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByText(site.text('referral.noInvitees'))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The friend: another browser (same mock session), the link as they received it.
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, timezoneId } = testInfo.project.use;
  const friendContext = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, timezoneId, baseURL });
  await friendContext.addCookies([{ name: 'mock-session', value: mockSession, url: baseURL! }]);
  const friend = new SitePage(await friendContext.newPage());
  const register = new RegisterPanelPage(new AuthDialogPage(friend));
  await friend.goto(new URL(link).pathname + new URL(link).search);
  await expect(friend.authDialog).toBeVisible({ timeout: 15_000 });
  await expect(register.field('register.referralCode')).toHaveValue(new URL(link).searchParams.get('invite')!);
  await register.fillEmailForm({ username: 'friend2026', password: 'Passw0rd!', email: 'friend2026@example.com' });
  await register.submit.click();
  await expect(new AuthDialogPage(friend).accountMenu('friend2026')).toBeVisible({ timeout: 15_000 });
  await friendContext.close();
  // Their first deposit, ¥10,000: what the rule asks for.
  await paidDepositElsewhere(mock, 'qcfriend2026', 10_000);

  await expect(new HeaderWalletPage(site).button).toContainText('¥127.00K', { timeout: 15_000 });
  await page.reload();
  const row = page.getByRole('table', { name: site.text('referral.invitees') }).getByRole('row').filter({ hasText: 'fr***26' });
  await expect(row).toContainText(site.text('referral.states.QUALIFIED'), { timeout: 15_000 });
  await expect(row).toContainText(site.text('referral.rewardPaid', { amount: '¥2,000' }));
});
