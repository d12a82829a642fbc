// e2e against the production build, served with the mock server on one origin (as `npm run preview`).
// Run through `npm run test:e2e`, which builds nothing: `npm test` builds first.
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/lib/chromium.ts';

const root = join(import.meta.dirname, '..');
const onCI = Boolean(process.env.CI);
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
// A headless run takes the headless shell when the machine has it (scripts/lib/chromium.ts); a
// run to watch (--headed, --ui, --debug, PWDEBUG) needs the full browser.
const watched = Boolean(process.env.PWDEBUG) || process.argv.some((arg) => ['--headed', '--ui', '--debug'].includes(arg));
const chromium = findChromium(process.env, { headlessShell: !watched });
// The built site to serve; E2E_STATIC_DIR points elsewhere (e.g. a copy while web/dist is rebuilt).
const staticDir = process.env.E2E_STATIC_DIR ?? 'web/dist';

const launchOptions = {
  ...(chromium ? { executablePath: chromium.path } : {}),
  args: chromiumArgs,
};

export default defineConfig({
  testDir: './specs',
  // Run before the web server stops: the run's contract coverage (e2e/.results/coverage.json), and
  // every answer of the run held against the served contracts (fails the run on a violation).
  globalTeardown: ['./fixtures/coverage-report.ts', './fixtures/contract-report.ts'],
  outputDir: './.results/test-results',
  fullyParallel: true,
  // A `.only` left in a spec would silently skip the rest of the suite: refused on every machine.
  forbidOnly: true,
  workers: 2,
  retries: onCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: onCI ? [['list'], ['html', { outputFolder: './.results/report', open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    timezoneId: 'Asia/Tokyo',
    launchOptions,
    // The installable site's service worker would answer requests from its cache, out of reach of
    // page.route and of a test's own timing: only the specs about it (pwa.spec.ts) allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'mobile',
      // Pixel 7: Chromium with isMobile, hasTouch and an Android user agent, at the 390x844 we design for.
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  webServer: {
    // --validate-responses: an answer that breaks the contract is a 500 (and a logged violation), so the test sees it.
    command: `"${process.execPath}" mock-server/src/server.ts --static ${JSON.stringify(staticDir)} --port ${port} --host 127.0.0.1 --validate-responses`,
    cwd: root,
    url: `${baseURL}/__mock/health`,
    reuseExistingServer: !onCI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
