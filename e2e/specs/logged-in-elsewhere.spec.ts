// One live session per account (SPEC §8 -130, PRODUCT.md "sessions and -130"), in both viewports:
// a second browser logging in as the same player ends the first one's session; the first, on its
// next action, says "logged in elsewhere" and shows the visitor's buttons.
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { SitePage } from '../pages/site-page.ts';

test('a login in a second browser ends the first one’s session: "logged in elsewhere", and the visitor’s buttons', async ({
  page,
  browser,
  baseURL,
  mock,
  mockSession,
  player,
}, testInfo) => {
  // Two browsers and two logins: a busy machine needs more than the default half minute.
  test.setTimeout(90_000);
  const first = new SitePage(page);
  await first.goto('/');
  await new AuthDialogPage(first).restored(player.name);

  // The second browser: another device on the same mock session, logged in through the login form.
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, timezoneId } = testInfo.project.use;
  const secondContext = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, timezoneId, baseURL });
  await secondContext.addCookies([{ name: 'mock-session', value: mockSession, url: baseURL! }]);
  try {
    const second = new SitePage(await secondContext.newPage());
    await second.goto('/');
    const secondAuth = new AuthDialogPage(second);
    await secondAuth.open('login');
    await secondAuth.loginWithPassword(player.name, 'Passw0rd!');
    await expect(secondAuth.accountMenu(player.name)).toBeVisible({ timeout: 15_000 });

    // The first browser's next step (a page of the account centre) meets -130.
    await first.goto('/account');
    await expect(first.toast(await mock.codeText('loggedInElsewhere'))).toBeVisible({ timeout: 15_000 });
    await expect(first.loginButton).toBeVisible();
    await expect(first.header.getByRole('button', { name: first.text('header.register'), exact: true })).toBeVisible();
    await expect(new AuthDialogPage(first).accountMenu(player.name)).toBeHidden();
    // The server said so (-130), not the page on its own.
    expect((await mock.journal({ limit: 50 })).some((call) => call.code === -130)).toBe(true);

    // The second browser goes on, logged in.
    await second.page.reload();
    await expect(secondAuth.accountMenu(player.name)).toBeVisible({ timeout: 15_000 });
  } finally {
    await secondContext.close();
  }
});
