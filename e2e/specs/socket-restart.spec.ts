// SPEC §9 "Socket reconnect 5 s": when the mock server goes away and comes back, the page's live
// push connects again and subscribes again, without a reload. The test runs its own mock server
// behind a page server of its own, on ports of their own (the shared one must not restart under
// other tests), kills the mock and starts it again on the same port while the page server stays,
// as a backend restarts behind a site. A restart forgets every session, so what proves the page listens again
// is a public toast pushed to the session after the restart.
import { mockControl } from '../fixtures/mock-control.ts';
import { startLoggedIn } from '../fixtures/player.ts';
import { publicToast, pushWhenConnected } from '../fixtures/push.ts';
import { startMockServer, startPageServer, stopMockServer as stopServer } from '../fixtures/server-process.ts';
import { expect, test } from '../fixtures/test.ts';
import { HeaderWalletPage } from '../pages/header-wallet.ts';
import { SitePage } from '../pages/site-page.ts';

const startServer = (port: number) => startMockServer(port, ['--validate-responses']);

test('the live push comes back after the mock server restarts', async ({ page, mockSession, pageErrors }, testInfo) => {
  test.setTimeout(90_000);
  pageErrors.allow(/WebSocket connection to '[^']*\/ws\/push' failed: .*(ERR_CONNECTION_REFUSED|502)/, 'the mock server is stopped on purpose while the page reconnects');
  // Whatever the page asks of the backend while it is down (a lazy picture coming into view, a
  // query refetched) gets the page server's 502: the page itself is not at fault.
  pageErrors.allow(/Failed to load resource: the server responded with a status of 502 \(Bad Gateway\) \(http:\/\/127\.0\.0\.1:\d+\/(api|auth|throne-api|media)\//, 'the mock server is stopped on purpose: the page server answers 502 for it meanwhile');
  // Off the suite's port, one per project so both viewports can run at once.
  const port = Number(process.env.E2E_PORT ?? 4310) + 100 + testInfo.parallelIndex * 10 + (testInfo.project.name === 'mobile' ? 1 : 0);
  const base = `http://127.0.0.1:${port}`;
  const mockPort = port + 5;
  // The session cookie the fixture set is the host's, whatever the port: the page lands in `mockSession` here too.
  const mock = mockControl(base, mockSession);
  let server = await startServer(mockPort);
  const pages = await startPageServer(port, mockPort);
  try {
    // This server's session is new: the day's timed offers (the login bonus dialog over the page) off, as the suite's fixture has them.
    await mock.setMockTimedOffers({ enabled: false });
    const site = new SitePage(page);
    // Logged in on this server's origin (another port is another origin, with storage of its own).
    await startLoggedIn(page.context(), mock);
    await page.goto(`${base}/`);
    // Both servers were started just now: their first answers (the session's restore among them)
    // compile as they run, which beside a CPU-bound process took more than the usual 10 s.
    await expect(new HeaderWalletPage(site).button).toContainText('¥125.00K', { timeout: 30_000 });
    await pushWhenConnected(mock, publicToast('info', 'before the restart'));
    await expect(page.getByText('before the restart')).toBeVisible();
    await page.evaluate(() => Object.assign(window, { __noReload: true }));

    await stopServer(server);
    server = await startServer(mockPort);
    const restarted = Date.now();
    // Subscribed again: a push to the (new) session reaches the page within the 5 s reconnect.
    await expect
      .poll(async () => (await mock.pushMessage(publicToast('success', 'after the restart'))).delivered, { message: 'the page never reconnected', timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(Date.now() - restarted).toBeLessThan(8_000);
    await expect(page.getByText('after the restart').first()).toBeVisible();
    expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
  } finally {
    await stopServer(server);
    await stopServer(pages);
  }
});
