// The first frame: what a page paints before the app's scripts run. Through the site's page server
// it comes in the HTML; from a plain static host the entry reads it itself. Either way a player sees
// home's first banner, a lobby's first games and the running line at once, and the app keeps the
// same pictures when it takes over.
import { dailyRace } from '../fixtures/competitions.ts';
import { expect, test } from '../fixtures/test.ts';
import { FirstFrame } from '../pages/first-frame.ts';
import { ContentPage } from '../pages/content-page.ts';
import { LobbyPage } from '../pages/lobby.ts';
import { PromotionsPage } from '../pages/promotions.ts';
import { SitePage } from '../pages/site-page.ts';

test("the first page's chunks and stylesheets are fetched while the libraries are still on their way", async ({ page }) => {
  const frame = new FirstFrame(page);
  const startApp = await frame.holdTheApp();
  const asked = (file: RegExp) => page.waitForRequest((request) => file.test(new URL(request.url()).pathname));
  // The libraries are held: only the entry can have asked for these.
  const lobbyFiles = Promise.all([asked(/^\/assets\/lobby-page-[\w-]+\.js$/), asked(/^\/assets\/site-footer-[\w-]+\.css$/)]);
  await page.goto('/slots');
  await lobbyFiles;
  const homeChunk = asked(/^\/assets\/home-page-[\w-]+\.js$/);
  await page.goto('/');
  await homeChunk;
  startApp();
  await expect(new ContentPage(new SitePage(page)).banners.getByRole('link').first()).toBeVisible();
});

for (const way of ['page server', 'static files'] as const) {
  test.describe(`served by ${way === 'page server' ? 'the page server' : 'a plain static host'}`, () => {
    test("home's first frame shows the first banner and the running line before the app, and the app keeps that banner", { tag: '@both' }, async ({ page, mock, pageErrors }) => {
      const frame = new FirstFrame(page);
      if (way === 'static files') await frame.servedAsStaticFiles(pageErrors);
      const startApp = await frame.holdTheApp();
      await page.goto('/');

      await expect(frame.banner).toBeVisible();
      await expect(frame.runningLine).toBeVisible();
      expect(await frame.layoutShift()).toBeLessThan(0.001);
      await expect.poll(() => frame.banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      expect(await frame.filledBy()).toBe(way === 'page server' ? 'server' : 'browser');
      const [read] = await mock.journal({ operation: 'getTemplatePage', limit: 1 });
      // The page server's read says it is one; the entry's is the browser's own.
      expect(read?.requestHeaders['x-page-server']).toBe(way === 'page server' ? 'first-frame' : undefined);
      const firstBanner = await frame.banner.getAttribute('src');

      startApp();
      const home = new ContentPage(new SitePage(page));
      await expect(home.banners.getByRole('link').first().getByRole('img')).toHaveAttribute('src', firstBanner!);
      await expect(frame.shell).toHaveCount(0);
    });

    test("a lobby's first frame shows its first games' pictures, in the order the lobby lists them", async ({ page, pageErrors }) => {
      const frame = new FirstFrame(page);
      if (way === 'static files') await frame.servedAsStaticFiles(pageErrors);
      const startApp = await frame.holdTheApp();
      await page.goto('/slots');

      await expect(frame.lobbyPictures).toHaveCount(6);
      await expect(frame.lobbyPictures.first()).toBeVisible();
      expect(await frame.layoutShift()).toBeLessThan(0.001);
      const pictures = await frame.lobbyPictures.evaluateAll((images) => images.map((image) => image.getAttribute('src')));

      startApp();
      const lobby = new LobbyPage(new SitePage(page));
      await expect(lobby.tiles.nth(pictures.length - 1)).toBeVisible();
      // Each tile's picture, which is decorative (the tile's buttons name the game).
      const shown = await lobby.tiles.evaluateAll((tiles) => tiles.map((tile) => tile.querySelector('img')?.getAttribute('src')));
      expect(shown.slice(0, pictures.length)).toEqual(pictures);
    });

    test("/promo's first frame shows the first promotion's picture, which the page's first card then shows", async ({ page, pageErrors }) => {
      const frame = new FirstFrame(page);
      if (way === 'static files') await frame.servedAsStaticFiles(pageErrors);
      const startApp = await frame.holdTheApp();
      await page.goto('/promo');

      await expect(frame.promotionPicture).toBeVisible();
      expect(await frame.layoutShift()).toBeLessThan(0.001);
      await expect(frame.banner.and(frame.promotionPicture)).toHaveCount(1);
      const picture = await frame.promotionPicture.getAttribute('src');

      startApp();
      const promo = new PromotionsPage(new SitePage(page));
      await expect(promo.promotion('初回入金ボーナス')).toBeVisible();
      await expect(promo.promotionPicture('初回入金ボーナス')).toHaveAttribute('src', picture!);
    });

    test("a tournament's first frame shows its name and summary as the page then draws them", async ({ page, mock, pageErrors }) => {
      const frame = new FirstFrame(page);
      if (way === 'static files') await frame.servedAsStaticFiles(pageErrors);
      const startApp = await frame.holdTheApp();
      await page.goto(`/tournaments/${await dailyRace(mock)}`);

      await expect(frame.title).toHaveText('パチンコ・デイリーレース');
      await expect(frame.lead).toHaveText('今日のパチンコ・パチスロのベット額の合計で競います');
      expect(await frame.layoutShift()).toBeLessThan(0.001);
      const lead = await frame.lead.boundingBox();

      startApp();
      const site = new SitePage(page);
      await expect(site.main.getByRole('heading', { level: 1, name: 'パチンコ・デイリーレース' })).toBeVisible();
      const summary = site.main.getByText('今日のパチンコ・パチスロのベット額の合計で競います', { exact: true });
      await expect(summary).toBeVisible();
      await expect(frame.shell).toHaveCount(0);
      // Drawn where the first frame drew it, and no larger (the page's largest paint stays the first frame's).
      const drawn = (await summary.boundingBox())!;
      expect(Math.abs(drawn.y - lead!.y)).toBeLessThan(24);
      expect(drawn.width * drawn.height).toBeLessThanOrEqual(lead!.width * lead!.height);
    });
  });
}
