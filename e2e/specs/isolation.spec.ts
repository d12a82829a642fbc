// Mock sessions keep parallel tests apart: what one test arms, another never sees.
import { mockControl } from '../fixtures/mock-control.ts';
import { expect, test } from '../fixtures/test.ts';
import { SitePage } from '../pages/site-page.ts';

test('a scenario armed in one browser session does not affect another running at the same time', async ({ browser, baseURL, mock, page }) => {
  const message = 'E2E: このセッションだけ';
  await mock.armScenario({ operation: 'getGameLabels', code: 100700, msg: message, times: 0, force: true });

  // A second player in a session of its own, in the same moment.
  const otherSession = `${mock.sessionId}-neighbour`;
  const other = await browser.newContext({ baseURL: baseURL! });
  await other.addCookies([{ name: 'mock-session', value: otherSession, url: baseURL! }]);
  const otherPage = await other.newPage();
  try {
    const mine = new SitePage(page);
    const theirs = new SitePage(otherPage);
    await Promise.all([mine.goto('/'), theirs.goto('/')]);

    // The toast follows the whole start-up of home (its chunk, then the labels call): on a loaded
    // 2-core machine that took over 5 s, and the toast then shows for 3 s.
    await expect(mine.toast(message)).toBeVisible({ timeout: 15_000 });
    // The neighbour's game-labels call succeeded in its own session...
    const neighbour = mockControl(baseURL!, otherSession);
    await expect
      .poll(async () => (await neighbour.journal({ operation: 'getGameLabels', limit: 1 }))[0]?.code)
      .toBe(200);
    // ...so it shows no such toast.
    await expect(theirs.toast(message)).toHaveCount(0);
    expect((await neighbour.listScenarios()).scenarios).toEqual([]);
  } finally {
    await other.close();
  }
});
