// The installable site (web/vite.config.ts, vite-plugin-pwa): Chromium finds nothing in the way of
// installing it, the offline page shows once the network is gone, and a new release waits for the
// player's word. Service workers are blocked elsewhere in the suite (playwright.config.ts); here
// they run, as in a player's browser.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seriousViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { SitePage } from '../pages/site-page.ts';
import type { Page } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

// Logins, a second browser or a worker's install on top of a page's flow: room on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Waits until a service worker controls the page (after the first visit's reload). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await page.evaluate(() => navigator.serviceWorker.ready);
  }
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

test('Chromium reports no installability errors: manifest, icons, start URL, worker', async ({ playwright, baseURL, mockSession }, testInfo) => {
  // A profile of its own: a test's usual context is incognito, which Chromium never installs from
  // (it would report only that, "in-incognito", and nothing about the site).
  const profile = mkdtempSync(join(tmpdir(), 'pwa-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL: baseURL!,
    viewport: testInfo.project.use.viewport ?? null,
    serviceWorkers: 'allow',
  });
  try {
    await context.addCookies([{ name: 'mock-session', value: mockSession, url: baseURL! }]);
    const page = context.pages()[0] ?? (await context.newPage());
    const site = new SitePage(page);
    await site.goto('/');
    await expect(site.logoLink).toBeVisible({ timeout: 15_000 });
    await page.evaluate(() => navigator.serviceWorker.ready);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#0b1f3a' });
    const sizes = (manifest.icons as { sizes: string; purpose: string }[]).map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']));
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors.map((e) => e.errorId), {
        timeout: 15_000,
      })
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline after a first visit: a page shows the offline page in three languages; nothing personal was cached', async ({ page, context, pageErrors }) => {
  // The live-push socket retries while the browser is offline, and Chromium logs each refused try.
  pageErrors.allow(/WebSocket connection to '.*\/ws\/push' failed: .*ERR_INTERNET_DISCONNECTED/, 'the push socket retries while the browser is offline');
  // A call the page (still starting after the worker's reload) makes as the network goes fails,
  // and Chromium logs it: the player's browser does the same.
  pageErrors.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(http:\/\/[^/]+\/api\//, 'the page\'s own calls fail while the browser is offline');
  const site = new SitePage(page);
  await site.goto('/');
  // The first visit also installs the worker (it fetches the whole build): slow on a busy machine.
  await expect(site.logoLink).toBeVisible({ timeout: 15_000 });
  await controlledByWorker(page);
  await context.setOffline(true);
  await page.goto('/slots');
  await expect(page.getByRole('heading', { level: 1, name: 'インターネットに接続されていません' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '您目前处于离线状态' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // What the worker keeps: the build's files and the offline page, never an API answer, a page or a picture.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached.length).toBeGreaterThan(10);
  expect(cached.filter((path) => !/^\/(assets\/|icons\/|favicon\.svg$|offline\.(html|css)$|manifest\.webmanifest$)/.test(path))).toEqual([]);
  await context.setOffline(false);
  await page.getByRole('link', { name: /もう一度試す/ }).click();
  await expect(site.logoLink).toBeVisible();
});

test('a new release is offered and taken on the player’s word', async ({ page, mock }) => {
  const site = new SitePage(page);
  await site.goto('/');
  // The first visit also installs the worker (it fetches the whole build): slow on a busy machine.
  await expect(site.logoLink).toBeVisible({ timeout: 15_000 });
  await controlledByWorker(page);
  const prompt = page.getByRole('region', { name: site.text('siteUpdate.title') });
  await expect(prompt).toHaveCount(0);

  // QA releases a new build: the next check (a reload) finds a worker that changed.
  await mock.releaseSiteBuild();
  await page.reload();
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
  const waiting = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);
  expect(await waiting()).toBe('installed');

  // "Later" leaves the player where they are; the new release still waits.
  await prompt.getByRole('button', { name: site.text('siteUpdate.later') }).click();
  await expect(prompt).toHaveCount(0);
  expect(await waiting()).toBe('installed');

  // Taken: the new worker takes over and the page reloads on it.
  await page.reload();
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: site.text('siteUpdate.reload') }).click();
  await reloaded;
  await expect(site.logoLink).toBeVisible();
  await expect.poll(waiting).toBeNull();
  await expect(prompt).toHaveCount(0);
});
