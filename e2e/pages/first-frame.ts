// index.html's first frame (#boot-shell): what a page paints before any of the app's scripts run,
// with what the page server (or, on a page a plain static host sent, the entry) read for it. It is
// aria-hidden (the app's own screen replaces it), so it has no role to find it by: its parts are
// found by the classes web/index.html gives them.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { PageErrors } from '../fixtures/page-errors.ts';
import { root } from '../fixtures/server-process.ts';
import { isBackendPath } from '../../web/server/page-server.ts';

export class FirstFrame {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  get shell(): Locator {
    return this.page.locator('#boot-shell');
  }

  /** Home's first banner. */
  get banner(): Locator {
    return this.shell.locator('.boot-shell-banner > img');
  }

  /** /promo's first promotion's picture (in the banner's frame). */
  get promotionPicture(): Locator {
    return this.shell.locator('.boot-shell-banner > img.boot-shell-promotion');
  }

  /** A tournament's name, as the page's title. */
  get title(): Locator {
    return this.shell.locator('.boot-shell-title');
  }

  /** A tournament's summary, the page's lead. */
  get lead(): Locator {
    return this.shell.locator('.boot-shell-card > p');
  }

  /** A lobby's first games' pictures. */
  get lobbyPictures(): Locator {
    return this.shell.locator('.boot-shell-tiles > img');
  }

  /** The first running announcement. */
  get runningLine(): Locator {
    return this.shell.locator('.boot-shell-strip > span');
  }

  /**
   * The page's layout shift so far (the sum Lighthouse's CLS starts from): filling the first frame
   * must move nothing painted. Specs hold it under 0.001 (the budget is 0.01): a desktop page
   * shifts by a few millionths as its strip's text settles, a moved skeleton by 0.08-0.1.
   */
  layoutShift(): Promise<number> {
    return this.page.evaluate(() => {
      const observer = new PerformanceObserver(() => undefined);
      // A buffered observe puts the page's entries so far in the observer's buffer at once (no wait, no race).
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords();
      observer.disconnect();
      return entries.reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0);
    });
  }

  /** Who filled it: `server` (the page server), `browser` (the entry, on a plain page), or null. */
  filledBy(): Promise<string | null> {
    return this.shell.getAttribute('data-first-frame');
  }

  /** Holds the app's start (its libraries' chunk) until the returned call lets it go: the first frame stays on screen meanwhile. */
  async holdTheApp(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await this.page.route('**/assets/start-libraries-*.js', async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  /**
   * Every page comes as a plain static host sends it: the built index.html, without the page
   * server's first frame. Chromium gives a page the test fulfils no address space, so it blocks
   * that page's push socket to the loopback server (Local Network Access): allowed by name.
   */
  async servedAsStaticFiles(pageErrors: PageErrors): Promise<void> {
    pageErrors.allow(/WebSocket connection to '.*\/ws\/push' failed: .*ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS/, 'a page the test fulfils has no address space: Chromium blocks its socket to the loopback mock');
    const built = readFileSync(join(resolve(root, process.env.E2E_STATIC_DIR ?? 'web/dist'), 'index.html'), 'utf8');
    await this.page.route(
      (url) => !url.pathname.includes('.') && !isBackendPath(url.pathname),
      (route) => (route.request().resourceType() === 'document' ? route.fulfill({ body: built, contentType: 'text/html; charset=utf-8' }) : route.fallback()),
    );
  }
}
