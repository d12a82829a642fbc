// Lighthouse on the production build, for `npm run bench`: its default mobile settings (a Moto
// G-class phone, simulated slow 4G and a 4x slower CPU), Chromium headless, each page in a fresh
// browser. A page that needs a player is measured logged in: the browser logs in through the site
// first (as a player would, on /login), and Lighthouse keeps that storage but starts from an empty
// HTTP cache, as it does for every other page.
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { systemChromium } from './chromium.ts';
import type { LighthouseRun } from './lighthouse-report.ts';

export interface LighthousePage {
  path: string;
  /** Logs in as this player (the name as typed in the site) before measuring. */
  loginAs?: { name: string; password: string };
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

async function runOnce(base: string, target: LighthousePage, session: string): Promise<LighthouseRun> {
  const chrome: LaunchedChrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? systemChromium, chromeFlags });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    // Each run its own mock session, so runs never see each other's state.
    await browser.setCookie({ name: 'mock-session', value: session, domain: new URL(base).hostname, path: '/' });
    if (target.loginAs) await logIn(page, base, target.loginAs.name, target.loginAs.password);
    const client = await page.createCDPSession();
    await client.send('Network.clearBrowserCache');
    await page.close();
    browser.disconnect();
    const result = await lighthouse(`${base}${target.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // Keeps the cookie and the player's sealed session; the HTTP cache was emptied above.
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
    const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${target.path}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id: string) => categories[id]?.score ?? Number.NaN;
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      path: target.path,
      finalPath: new URL(finalDisplayedUrl).pathname,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      failing: Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    };
  } finally {
    chrome.kill();
  }
}

/** `runs` measurements of each page, in turn (a page's runs interleaved with the others'). */
export async function measurePages(base: string, pages: LighthousePage[], runs: number): Promise<LighthouseRun[]> {
  const results: LighthouseRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    for (const [index, target] of pages.entries()) {
      results.push(await runOnce(base, target, `lighthouse-${Date.now()}-${run}-${index}`));
    }
  }
  return results;
}
