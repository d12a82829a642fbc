// Lighthouse on the production build, for `npm run bench`: its default mobile settings (a Moto
// G-class phone, simulated slow 4G and a 4x slower CPU), Chromium headless, each run in a fresh
// browser. The floor (web/floor, served the same way) is measured right before every page run, so
// each page has floor runs from the same minutes (floor-ratios.ts). A page that needs a player is
// measured logged in: the browser logs in through the site first (as a player would, on /login),
// and Lighthouse keeps that storage but starts from an empty HTTP cache, as it does for every run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { systemChromium } from './chromium.ts';
import { controlClient } from './control-client.ts';
import { interleave } from './floor-ratios.ts';
import { notInBuild } from './lighthouse-report.ts';
import { readRun, type LighthouseRun, type LhrLike, type Way } from './lighthouse-read.ts';

export interface LighthousePage {
  path: string;
  /** Logs in as this player (the name as typed in the site) before measuring. */
  loginAs?: { name: string; password: string };
  /** Measured only when the build has the page (not a redirect, not a frame still to be built); else skipped and said so. */
  optional?: boolean;
  /** The page's script transferred during load at most this many times the floor's; none: reported only. */
  scriptRatio?: number;
}

const chromeFlags = ['--no-sandbox', '--disable-gpu', '--headless=new', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** The login dialog that /login opens, in the site's first language (ja-JP). */
async function logIn(page: Page, base: string, name: string, password: string): Promise<void> {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.locator('::-p-aria(ユーザー名またはメールアドレス)').fill(name);
  await page.locator('::-p-aria(パスワード[role="textbox"])').fill(password);
  await page.locator('[role="dialog"] ::-p-aria(ログイン[role="button"])').click();
  // Logged in: the header's account menu replaces the login button.
  await page.locator(`header ::-p-aria(${name} のアカウントメニュー)`).setTimeout(30_000).wait();
}

/** A fresh Chromium with its own mock session, logged in when the page asks. The caller kills it. */
/**
 * Logs `player` in on `session`, with the day's timed offers off first: as a player who has taken
 * today's offers sees the page. With them on, the login bonus dialog comes up over it after the
 * start-up and becomes the LCP (5.8-6.2 s on /account/deposit in the bench's runs). The e2e suite
 * switches them off the same way.
 */
export async function logInWithOffersOff(browser: Browser, base: string, session: string, player: { name: string; password: string }): Promise<void> {
  await controlClient(base, session).setMockTimedOffers({ enabled: false });
  const page = await browser.newPage();
  await logIn(page, base, player.name, player.password);
  await page.close();
}

async function launchFor(base: string, target: Pick<LighthousePage, 'loginAs'>, session: string): Promise<{ chrome: LaunchedChrome; browser: Browser }> {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? systemChromium, chromeFlags });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    // Each run its own mock session, so runs never see each other's state.
    await browser.setCookie({ name: 'mock-session', value: session, domain: new URL(base).hostname, path: '/' });
    if (target.loginAs) await logInWithOffersOff(browser, base, session, target.loginAs);
    return { chrome, browser };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}

async function runOnce(base: string, target: LighthousePage, label: string, session: string, keepReports?: string): Promise<LighthouseRun> {
  const { chrome, browser } = await launchFor(base, target, session);
  try {
    const page = await browser.newPage();
    const client = await page.createCDPSession();
    await client.send('Network.clearBrowserCache');
    // The login above ran the site, which installs its service worker and precaches the build
    // (vite-plugin-pwa): a page measured with it would load its script from that cache, not the
    // network. Gone too, as the HTTP cache: a logged-in page loads like a returning player's on a
    // device that has the session and not the code (the session lives in IndexedDB and
    // localStorage, which stay).
    await client.send('Storage.clearDataForOrigin', { origin: new URL(base).origin, storageTypes: 'service_workers,cache_storage' });
    await page.close();
    // Lighthouse drives the browser alone.
    await browser.disconnect();
    const result = await lighthouse(`${base}${target.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // Keeps the cookie and the player's sealed session; the HTTP cache was emptied above.
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${label}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${label}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    if (keepReports) {
      mkdirSync(keepReports, { recursive: true });
      writeFileSync(join(keepReports, `${session}.json`), JSON.stringify(result.lhr));
    }
    return readRun(label, target.path, result.lhr as unknown as LhrLike);
  } finally {
    chrome.kill();
  }
}

/** Opens each optional page once (no throttling) and keeps those the build has; says why for the others. */
export async function pagesInBuild(base: string, pages: LighthousePage[]): Promise<{ measured: LighthousePage[]; skipped: Array<{ path: string; why: string }> }> {
  const measured: LighthousePage[] = [];
  const skipped: Array<{ path: string; why: string }> = [];
  for (const [index, target] of pages.entries()) {
    if (!target.optional) {
      measured.push(target);
      continue;
    }
    const { chrome, browser } = await launchFor(base, target, `lighthouse-check-${Date.now()}-${index}`);
    let why: string | undefined;
    try {
      const page = await browser.newPage();
      await page.goto(`${base}${target.path}`, { waitUntil: 'networkidle0' });
      why = notInBuild(target.path, new URL(page.url()).pathname);
      await browser.disconnect();
    } finally {
      chrome.kill();
    }
    if (why) skipped.push({ path: target.path, why });
    else measured.push(target);
  }
  return { measured, skipped };
}

/**
 * `rounds` Lighthouse runs of every page served both ways, each page right after a run of the
 * floor (floor-ratios.ts, `interleave`), after one run of the floor that is thrown away (the first
 * browser of a run starts from a cold disk cache). `onRun` hears of each run as it ends.
 */
export async function measureBesideFloor(options: {
  /** The site through its page server, and as plain static files (`--plain`), each with a mock behind it. */
  bases: Record<Way, string>;
  floorBase: string;
  pages: LighthousePage[];
  rounds: number;
  keepReports?: string;
  onRun?: (run: LighthouseRun, done: number, total: number) => void;
}): Promise<LighthouseRun[]> {
  const { bases, floorBase, pages, rounds, keepReports, onRun } = options;
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const turns = interleave([...byPath.keys()], rounds);
  const stamp = Date.now();
  await runOnce(floorBase, { path: '/' }, 'floor', `lighthouse-${stamp}-warm-up`);
  const runs: LighthouseRun[] = [];
  for (const [index, turn] of turns.entries()) {
    const session = `lighthouse-${stamp}-${index}-${turn.measure.replace(/\W+/g, '-')}`;
    const run =
      turn.measure === 'floor'
        ? { ...(await runOnce(floorBase, { path: '/' }, 'floor', session, keepReports)), besidePage: turn.page }
        : { ...(await runOnce(bases[turn.measure], byPath.get(turn.page)!, `${turn.page} (${turn.measure})`, session, keepReports)), way: turn.measure };
    runs.push(run);
    onRun?.(run, index + 1, turns.length);
  }
  return runs;
}
