// A business code reaches the player as the right toast, whether forced per request with
// `Prefer: code=N` or armed for the session with /__mock/scenarios.
import { expect, test } from '../fixtures/test.ts';
import { SitePage } from '../pages/site-page.ts';

test('Prefer: code=400 on a request shows the catalogue message as an error toast', async ({ page, mock }) => {
  const catalogue = await mock.listCodes();
  const invalid = catalogue.common.find((entry) => entry.code === 400);
  expect(invalid, 'code 400 is in the catalogue').toBeDefined();

  // Home's game-labels call carries the header, as a QA engineer's proxy rule would add it (the
  // marquee, a background strip, fails silently).
  await page.route('**/api/cms/game/labels', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'code=400' } }),
  );
  const site = new SitePage(page, 'ja-JP');
  await site.goto('/');
  await expect(site.toast(invalid!.message['ja-JP'])).toBeVisible();
});

test('a scenario armed for getGameLabels shows its message as an error toast', async ({ page, mock }) => {
  await mock.armScenario({ operation: 'getGameLabels', code: 100700, msg: 'E2E: シナリオのメッセージ', force: true });
  const site = new SitePage(page, 'ja-JP');
  await site.goto('/');
  await expect(site.toast('E2E: シナリオのメッセージ')).toBeVisible();
  const [entry] = await mock.journal({ operation: 'getGameLabels', limit: 1 });
  expect(entry?.code).toBe(100700);
});

test('-130 from a scenario signs out with the logged-in-elsewhere toast', async ({ page, mock }) => {
  await mock.armScenario({ operation: 'getMarquee', code: -130 });
  const site = new SitePage(page, 'ja-JP');
  await site.goto('/');
  // The catalogue's words for the code, as /__mock/codes has them.
  await expect(site.toast(await mock.codeText('loggedInElsewhere'))).toBeVisible();
});
