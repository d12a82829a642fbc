// The live wins ticker (SPEC §7 orderAll) under the marquee of home and the lobbies: a
// win pushed on orderAll shows at once to a visitor; a player who hid other players' wins in
// responsible gaming sees no ticker, however many wins come. Both viewports.
import { seriousViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { AccountCentrePage } from '../pages/account-centre.ts';
import { CompetitionsPage } from '../pages/competitions.ts';
import { SitePage } from '../pages/site-page.ts';

const win = {
  orderNo: 'B-20261124-000777',
  maskedName: 'sa***77',
  gameId: 'AMIGO-PA-0001',
  gameName: { 'ja-JP': '海物語テスト', 'en-US': 'Sea Story Test', 'zh-CN': '海物语测试' },
  playType: 'PACHINKO',
  stake: 500,
  payout: 7_500,
  multiplier: 15,
  currency: 'JPY',
  time: '2026-11-24T03:00:00.000Z',
};

test('a win on orderAll shows on the lobby at once; a player who hid them sees none', async ({ page, browser, mock, mockSession, baseURL, player: _loggedIn }, testInfo) => {
  test.setTimeout(90_000);
  const site = new SitePage(page);
  const competitions = new CompetitionsPage(site);
  const centre = new AccountCentrePage(site);
  await centre.open('pages.responsibleGaming');
  await page.getByRole('button', { name: site.text('responsibleGaming.winsTicker.hide') }).click();
  await expect(page.getByText(site.text('responsibleGaming.winsTicker.hidden'), { exact: true })).toBeVisible();
  await site.goto('/pachinko');
  await expect(competitions.strip).toBeVisible({ timeout: 15_000 });

  // A visitor on the same lobby, in a browser of their own.
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, timezoneId } = testInfo.project.use;
  const visitorContext = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, timezoneId, baseURL });
  await visitorContext.addCookies([{ name: 'mock-session', value: mockSession, url: baseURL! }]);
  const visitor = new CompetitionsPage(new SitePage(await visitorContext.newPage()));
  await visitor.site.goto('/pachinko');
  await expect(visitor.strip).toBeVisible({ timeout: 15_000 });
  // Both pages listen before the win is pushed (the ticker subscribes once its chunk is there).
  await expect.poll(async () => (await mock.pushMessage({ topic: 'orderAll', payload: win })).delivered, { timeout: 15_000 }).toBeGreaterThan(0);

  await expect(visitor.winsTicker).toContainText('sa***77', { timeout: 15_000 });
  await expect(visitor.winsTicker).toContainText('¥7,500');
  expect(await seriousViolations(visitor.site.page, 'nav')).toEqual([]);
  await visitorContext.close();
  await expect(competitions.winsTicker).toHaveCount(0);
});
