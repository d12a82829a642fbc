// Redirects and the routes that open dialogs (SPEC §2).
import { expect, test } from '../fixtures/test.ts';
import { SitePage } from '../pages/site-page.ts';

test('an unknown path goes home', async ({ page }) => {
  const site = new SitePage(page);
  await site.goto('/no/such/page');
  await expect(page).toHaveURL('/');
  await expect(site.heading('site.name')).toBeAttached();
});

test('/static goes to /static/about', async ({ page }) => {
  const site = new SitePage(page);
  await site.goto('/static');
  await expect(page).toHaveURL('/static/about');
  await expect(site.heading('pages.static.about')).toBeVisible();
});

test('/q-pon sends a visitor home', async ({ page }) => {
  const site = new SitePage(page);
  await site.goto('/q-pon');
  await expect(page).toHaveURL('/');
  await site.goto('/q-pon/shop');
  await expect(page).toHaveURL('/');
});

test('a login-only account page sends a visitor home', async ({ page }) => {
  await page.goto('/account/deposit');
  await expect(page).toHaveURL('/');
});

test('/resetPassword on a big screen goes home and opens the forgot-password dialog', { tag: '@both' }, async ({ page, isMobile }) => {
  test.skip(isMobile, 'small screens keep the page (chrome.spec.ts)');
  const site = new SitePage(page);
  await site.goto('/resetPassword');
  await expect(page).toHaveURL('/');
  await expect(site.forgotPasswordDialog).toBeVisible();
});

for (const tab of ['login', 'register'] as const) {
  test(`/${tab} opens the auth dialog on the ${tab} tab`, async ({ page }) => {
    const site = new SitePage(page);
    await site.goto(`/${tab}`);
    await expect(site.authDialog).toBeVisible();
    await expect(site.authTab(tab)).toHaveAttribute('aria-selected', 'true');
  });
}

for (const parameter of ['invite', 'agent'] as const) {
  test(`an ${parameter} parameter opens registration and is recorded`, async ({ page, mock }) => {
    const site = new SitePage(page);
    await site.goto(`/?${parameter}=E2E${parameter.toUpperCase()}1`);
    await expect(site.authDialog).toBeVisible();
    await expect(site.authTab('register')).toHaveAttribute('aria-selected', 'true');
    await expect
      .poll(async () => (await mock.journal({ operation: 'addReferralLinkLog' })).map((entry) => entry.requestBody))
      .toContainEqual(expect.objectContaining({ referralCode: `E2E${parameter.toUpperCase()}1` }));
  });
}
