// A failed script or style chunk shows a recovery screen with a reload button, never a blank page.
import { seriousViolations } from '../fixtures/axe.ts';
import { breakLazyChunks } from '../fixtures/chunks.ts';
import { expect, test } from '../fixtures/test.ts';
import type { PageErrors } from '../fixtures/page-errors.ts';
import { SitePage } from '../pages/site-page.ts';

/** Every lazy chunk is cut on purpose here, the live-push client's among them. */
function allowBrokenChunks(pageErrors: PageErrors): void {
  pageErrors.allow(/Failed to load resource: net::ERR_CONNECTION_RESET/, 'lazy chunks are cut on purpose');
  pageErrors.allow(/\[push\] could not start TypeError: Failed to fetch dynamically imported module/, 'the live-push chunk is cut with the others');
  // When the cut chunk is one a render waits for (a locale's, say), React Router logs the error its boundary caught.
  pageErrors.allow(/ChunkLoadError: Loading chunk failed/, 'the recovery screen catches a cut chunk, and React Router logs what it caught');
}

test('a failed script chunk shows the recovery screen, and reload recovers', async ({ page, pageErrors }) => {
  allowBrokenChunks(pageErrors);
  const site = new SitePage(page);
  await breakLazyChunks(page, 'js');
  await site.goto('/static/about');

  await expect(site.recoveryScreen).toBeVisible();
  await expect(site.recoveryScreen.getByText(site.text('chunk.detail', { code: 'CHUNK_LOAD_FAILED' }))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The connection is back: reload brings the page.
  await page.unrouteAll();
  await site.reloadButton.click();
  await expect(site.heading('pages.static.about')).toBeVisible();
  await expect(site.recoveryScreen).toBeHidden();
});

test('a failed style chunk shows the recovery screen', async ({ page, pageErrors }) => {
  allowBrokenChunks(pageErrors);
  const site = new SitePage(page);
  await breakLazyChunks(page, 'css');
  await site.goto('/');

  await expect(site.recoveryScreen).toBeVisible();
  await expect(site.recoveryScreen.getByText(site.text('chunk.detail', { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBeVisible();
  await expect(site.reloadButton).toBeVisible();
});

test('a chunk failing on a later navigation shows the recovery screen too', async ({ page, pageErrors }) => {
  allowBrokenChunks(pageErrors);
  const site = new SitePage(page);
  await site.goto('/promo');
  await expect(site.heading('pages.promo')).toBeVisible();
  // The page settled: the header's own lazy parts (the language menu) are in, so only the next
  // navigation's chunks can fail.
  await page.waitForLoadState('networkidle');

  // Home's chunk has not been loaded yet; going there by the logo link needs it.
  await breakLazyChunks(page, 'js');
  await site.logoLink.click();
  await expect(site.recoveryScreen).toBeVisible();
  await expect(site.reloadButton).toBeVisible();
});

test("the app's own chunk failing replaces the first frame with a message and a reload that recovers", async ({ page, pageErrors }) => {
  allowBrokenChunks(pageErrors);
  pageErrors.allow(/\[start\] the app could not load/, 'the app chunk is cut on purpose');
  const site = new SitePage(page);
  await page.route('**/assets/start-*.js', (route) => route.abort('connectionreset'));
  await site.goto('/');

  const alert = page.getByRole('alert').filter({ hasText: 'ページを読み込めませんでした' });
  await expect(alert).toBeVisible();
  await expect(page.locator('#boot-shell')).toHaveCount(0);
  // The message stands alone (the app's styles never loaded): it must still read and work for everyone.
  expect(await seriousViolations(page)).toEqual([]);

  await page.unrouteAll();
  await alert.getByRole('button', { name: '再読み込み / Reload' }).click();
  await expect(site.header).toBeVisible();
  await expect(alert).toHaveCount(0);
});
