// e2e against the production build, served by the site's page server (web/server) in front of the
// mock server, on one origin (as `npm run preview`).
// Run through `npm run test:e2e`, which builds nothing: `npm test` builds first.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/lib/chromium.ts';
import { projectGrep } from '../scripts/lib/e2e-projects.ts';

const root = join(import.meta.dirname, '..');
const onCI = Boolean(process.env.CI);
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
// The mock server behind the page server, on loopback; the browser reaches it through the page server only.
const mockPort = port + 1;
// A headless run takes the headless shell when the machine has it (scripts/lib/chromium.ts); a
// run to watch (--headed, --ui, --debug, PWDEBUG) needs the full browser.
const watched = Boolean(process.env.PWDEBUG) || process.argv.some((arg) => ['--headed', '--ui', '--debug'].includes(arg));
const chromium = findChromium(process.env, { headlessShell: !watched });
// The built site to serve; E2E_STATIC_DIR points elsewhere (e.g. a copy while web/dist is rebuilt).
const staticDir = process.env.E2E_STATIC_DIR ?? 'web/dist';

// Every spec file, as Playwright names them (relative to testDir): each runs in the project(s)
// scripts/lib/e2e-projects.ts assigns it, never in none.
const specFiles = readdirSync(join(import.meta.dirname, 'specs'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => file.split('\\').join('/'));

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
  // Twice what a quiet machine needs, so a machine half as fast (another CPU-bound process beside
  // the run) still passes; a test's own setTimeout or an expectation's own timeout overrides these.
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
    // The site's moving parts (the announcements line, Mantine's transitions: theme.respectReducedMotion)
    // stand still for a player who asks for less motion. Tests ask for it: an element that moves is
    // waited on before a click, and a line moving on every page kept the compositor busy throughout
    // (~15% of a core per open page). shell.spec.ts checks the moving line with no preference.
    reducedMotion: 'reduce',
  },
  // A flow that does not depend on the viewport runs in one project, one that does in both:
  // scripts/lib/e2e-projects.ts (a spec file listed there, or a test tagged @both).
  projects: [
    {
      name: 'desktop',
      grep: projectGrep('desktop', specFiles),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'mobile',
      grep: projectGrep('mobile', specFiles),
      // Pixel 7: Chromium with isMobile, hasTouch and an Android user agent, at the 390x844 we design for.
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  webServer: [
    {
      // --validate-responses: an answer that breaks the contract is a 500 (and a logged violation), so the test sees it.
      command: `"${process.execPath}" mock-server/src/server.ts --port ${mockPort} --host 127.0.0.1 --validate-responses`,
      cwd: root,
      url: `http://127.0.0.1:${mockPort}/__mock/health`,
      reuseExistingServer: !onCI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The site's page server: the page with its first frame read from the mock, the mock's paths sent on to it.
      command: `"${process.execPath}" web/server/serve.ts --dist ${JSON.stringify(staticDir)} --port ${port} --host 127.0.0.1 --backend http://127.0.0.1:${mockPort} --mock`,
      cwd: root,
      url: `${baseURL}/__mock/health`,
      reuseExistingServer: !onCI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
