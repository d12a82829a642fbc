// The site talks only to its own origin, under a Content-Security-Policy it never breaks:
// every request to another host is aborted and recorded, and a browse through home, a lobby and a
// login must record none, with no CSP violation reported by the browser.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { AuthDialogPage } from '../pages/auth-dialog.ts';
import { SitePage } from '../pages/site-page.ts';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records what would leave the origin (aborting it) and every CSP violation the page reports. */
async function watchOrigin(page: Page, origin: string): Promise<{ leaving: string[]; violations: () => Promise<string[]>; consoleErrors: string[] }> {
  const leaving: string[] = [];
  const consoleErrors: string[] = [];
  const elsewhere = (url: string) => {
    const parsed = new URL(url);
    return !['data:', 'blob:'].includes(parsed.protocol) && parsed.origin !== origin;
  };
  await page.route(
    (url) => elsewhere(url.href),
    (route) => {
      leaving.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  page.on('websocket', (socket) => {
    const { host } = new URL(socket.url());
    if (host !== new URL(origin).host) leaving.push(socket.url());
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  // The browser's own report of every violation, also those that print nothing (an eval probe).
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return { leaving, consoleErrors, violations: () => page.evaluate(() => window.__cspViolations ?? []) };
}

test('home, a lobby and a login never leave the origin, under a CSP the site keeps', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const watch = await watchOrigin(page, origin);
  const site = new SitePage(page, 'ja-JP');

  const home = await page.goto('/');
  const headers = home!.headers();
  expect(headers['content-security-policy']).toMatch(/default-src 'self'/);
  expect(headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  // Framed only by a page of its own origin (the mock's app harness), never by another site.
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(site.logoLink).toBeVisible();
  await expect(site.main.getByRole('link').first()).toBeVisible();
  expect(await watch.violations()).toEqual([]);

  await site.goto('/slots');
  await expect(site.logoLink).toBeVisible();
  await expect(page).toHaveURL(/\/slots$/);

  await site.goto('/');
  const auth = new AuthDialogPage(site);
  await auth.open('login');
  await auth.loginWithPassword('player01', 'Passw0rd!');
  await expect(auth.accountMenu('player01')).toBeVisible({ timeout: 15_000 });

  expect(watch.leaving, 'requests that tried to leave the origin').toEqual([]);
  expect(await watch.violations(), 'CSP violations the browser reported').toEqual([]);
  expect(watch.consoleErrors, 'CSP messages on the console').toEqual([]);
});

test('the first paint needs no script: the header and the page skeleton come with the HTML', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  // The logo's mark on every screen, its name beside it where there is room (over 400 px).
  await expect(page.getByText('QC', { exact: true })).toBeVisible();
  await context.close();
});

test('once the app draws its first screen the static shell is gone, so nothing shows twice', async ({ page }) => {
  const site = new SitePage(page, 'ja-JP');
  await site.goto('/');
  await expect(site.logoLink).toBeVisible();
  await expect(page.getByText('QC', { exact: true })).toHaveCount(0);
});
