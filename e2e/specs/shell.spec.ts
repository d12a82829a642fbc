// The shell's reactions to the backend and to the player: maintenance, "not logged in", the
// theme choice, the contact button, the native app's links, accessibility of home, and the
// announcements line with and without reduced motion.
import { installNativeApp } from '../../web/src/testing/native-app.ts';
import { seriousViolations } from '../fixtures/axe.ts';
import { failedResource } from '../fixtures/page-errors.ts';
import { expect, test } from '../fixtures/test.ts';
import { SitePage } from '../pages/site-page.ts';

test('the maintenance preset takes the site to the maintenance page, all chrome hidden', async ({ page, mock, pageErrors }) => {
  pageErrors.allow(failedResource(503), 'the maintenance preset answers 503');
  await mock.applyPreset('maintenance');
  const site = new SitePage(page, 'ja-JP');
  await site.goto('/promo');
  await expect(page).toHaveURL(/\/maintence$/);
  await expect(site.heading('pages.maintenance')).toBeVisible();
  await expect(site.header).toHaveCount(0);
  await expect(site.footer).toHaveCount(0);
  await expect(site.serviceButton).toHaveCount(0);
});

test('HTTP 401 clears the visitor back home and opens login', async ({ page, mock, pageErrors }) => {
  pageErrors.allow(failedResource(401), 'the marquee is armed to answer 401');
  await mock.armScenario({ operation: 'getMarquee', code: 401 });
  const site = new SitePage(page, 'ja-JP');
  await site.goto('/promo');
  await expect(page).toHaveURL(/\/$/);
  await expect(site.authDialog).toBeVisible();
  await expect(site.authTab('login')).toHaveAttribute('aria-selected', 'true');
  const [entry] = await mock.journal({ operation: 'getMarquee', limit: 1 });
  expect(entry?.httpStatus).toBe(401);
});

test('the dark theme can be chosen and is remembered', async ({ page }) => {
  const site = new SitePage(page, 'ja-JP');
  await site.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: site.text('header.themeToDark') }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: site.text('header.themeToLight') })).toBeVisible();
});

test('the floating contact button leads to the contact page', async ({ page }) => {
  const site = new SitePage(page, 'ja-JP');
  await site.goto('/');
  await site.serviceButton.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(site.heading('pages.contact')).toBeVisible();
});

test('inside the native app an external link is opened through the app', async ({ page, context }) => {
  await page.addInitScript(installNativeApp as (os: string) => unknown, 'ios');
  const site = new SitePage(page, 'ja-JP');
  await site.goto('/');
  let opened = false;
  context.on('page', () => {
    opened = true;
  });
  const social = site.footer.getByRole('link', { name: 'X', exact: true });
  const url = await social.getAttribute('href');
  await social.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __nativeApp: { messages: unknown[] } }).__nativeApp.messages))
    .toContainEqual({ type: 'OPEN_EXTERNAL_LINK', data: { url } });
  expect(opened, 'no browser tab opened beside the app').toBe(false);
});

test('home has no serious accessibility violations', async ({ page }) => {
  const site = new SitePage(page, 'ja-JP');
  await site.goto('/');
  await expect(site.heading('site.name')).toBeAttached();
  await expect(site.footer.getByRole('link').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('every navigation starts at the top of the page', async ({ page }) => {
  // A short window, so the page navigated to could keep a scroll position if nothing reset it.
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 360 });
  const site = new SitePage(page, 'ja-JP');
  await site.goto('/');
  const link = site.footer.getByRole('link', { name: site.text('pages.static.privacy'), exact: true });
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await link.click();
  await expect(site.heading('pages.static.privacy')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 100)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the layout follows the window: narrow is the phone layout, wide the desktop one', async ({ page, isMobile }) => {
  test.skip(isMobile, 'a mobile user agent keeps the phone layout at any width');
  const site = new SitePage(page, 'ja-JP');
  await site.goto('/');
  // "No tab bar" means something only once the app has drawn its chrome.
  await expect(site.mainNav).toBeVisible();
  await expect(site.tabBar).toHaveCount(0);
  await expect(site.openMenuButton).toHaveCount(0);
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(site.tabBar).toBeVisible();
  await expect(site.openMenuButton).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(site.tabBar).toHaveCount(0);
});

test('a mobile user agent keeps the phone layout even on a wide window', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'only a mobile user agent has this rule');
  const site = new SitePage(page, 'ja-JP');
  await page.setViewportSize({ width: 1024, height: 768 });
  await site.goto('/');
  await expect(site.tabBar).toBeVisible();
  await expect(site.openMenuButton).toBeVisible();
});

test('the announcements line moves, and stands still for a player who asks for less motion', async ({ page }) => {
  const site = new SitePage(page, 'ja-JP');
  const line = page.getByRole('region', { name: site.text('marquee.label') });
  const moving = () => line.evaluate((region) => region.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running').length);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await site.goto('/');
  await expect(line).toBeVisible();
  await expect.poll(moving).toBe(1);
  const announcement = line.getByText('おめでとうございます！', { exact: false });
  // Mantine's Marquee repeats the line to fill its loop.
  expect(await announcement.count()).toBeGreaterThan(1);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(moving).toBe(0);
  await expect(announcement).toHaveCount(1);
  await expect(announcement).toBeVisible();
});
