// A business code reaches the player as the right toast, whether forced per request with
// `Prefer: code=N` or armed for the session with /__mock/scenarios.
import { expect, test } from '../fixtures/test.ts';
import { SitePage } from '../pages/site-page.ts';

test('Prefer: code=400 on a request shows the catalogue message as an error toast', async ({ page, mock }) => {
  const catalogue = await mock.codes();
  const invalid = catalogue.common.find((entry) => entry.code === 400);
  expect(invalid, 'code 400 is in the catalogue').toBeDefined();

  // The marquee call carries the header, as a QA engineer's proxy rule would add it.
  await page.route('**/api/phoenix/message/open/marquee', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'code=400' } }),
  );
  const site = new SitePage(page, 'ja-JP');
  await site.goto('/');
  await expect(site.toast(invalid!.message['ja-JP'])).toBeVisible();
});

test('a scenario armed for getMarquee shows its message as an error toast', async ({ page, mock }) => {
  await mock.arm({ operation: 'getMarquee', code: 100700, msg: 'E2E: シナリオのメッセージ', force: true });
  const site = new SitePage(page, 'ja-JP');
  await site.goto('/');
  await expect(site.toast('E2E: シナリオのメッセージ')).toBeVisible();
  const [entry] = await mock.journal({ operation: 'getMarquee', limit: 1 });
  expect(entry?.code).toBe(100700);
});

test('-130 from a scenario signs out with the logged-in-elsewhere toast', async ({ page, mock }) => {
  await mock.arm({ operation: 'getMarquee', code: -130 });
  const site = new SitePage(page, 'ja-JP');
  await site.goto('/');
  await expect(site.toast(site.text('errors.loggedInElsewhere'))).toBeVisible();
});
