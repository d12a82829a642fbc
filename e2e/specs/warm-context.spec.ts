// A worker's browser context is kept warm from test to test (fixtures/warm-context.ts): each test
// must still start as in a new browser, with the site's files from the warm cache. These tests run
// in order in one worker: the first leaves things behind, the next finds none of them.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { SitePage } from '../pages/site-page.ts';

test.describe.configure({ mode: 'serial' });

const LEFT = 'e2e-left-behind';
/** Warm reuse is off for a retry and with E2E_FRESH_CONTEXTS=1: the cache checks hold only without them. */
const warm = (retry: number) => retry === 0 && process.env.E2E_FRESH_CONTEXTS !== '1';

async function openHome(page: Page) {
  const site = new SitePage(page);
  await site.goto('/');
  await expect(site.header).toBeVisible();
  await page.waitForLoadState('load');
}

/** The site's scripts this load took from the network (bytes over the wire), by file. */
async function scriptsFetched(page: Page): Promise<Array<{ name: string; transferSize: number }>> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => ({ name: new URL(entry.name).pathname, transferSize: entry.transferSize })),
  );
}

/** What the page's origin holds of what the first test stored. */
async function leftBehind(page: Page) {
  return page.evaluate(async (key) => ({
    localStorage: localStorage.getItem(key),
    cookie: document.cookie.includes(key),
    indexedDB: (await indexedDB.databases()).some((database) => database.name === key),
    cacheStorage: (await caches.keys()).includes(key),
  }), LEFT);
}

test('a test that stores data in every kind of storage of the site', async ({ page }) => {
  await openHome(page);
  await page.evaluate(async (key) => {
    localStorage.setItem(key, 'yes');
    document.cookie = `${key}=yes; path=/; max-age=3600`;
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(key, 1);
      open.onupgradeneeded = () => open.result.createObjectStore('kept');
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
      open.onerror = () => reject(open.error);
    });
    await (await caches.open(key)).put('/e2e-left-behind', new Response('yes'));
  }, LEFT);
  expect(await leftBehind(page)).toEqual({ localStorage: 'yes', cookie: true, indexedDB: true, cacheStorage: true });
});

test('the next test finds none of it, and the site\'s scripts come from the warm cache', async ({ page }, testInfo) => {
  await openHome(page);
  expect(await leftBehind(page)).toEqual({ localStorage: null, cookie: false, indexedDB: false, cacheStorage: false });
  const scripts = await scriptsFetched(page);
  expect(scripts.length).toBeGreaterThan(0);
  if (warm(testInfo.retry)) expect(scripts.filter((script) => script.transferSize > 0)).toEqual([]);
});

test('a test that installs a clock (which no call undoes)', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2020-01-01T00:00:00+09:00'));
  await openHome(page);
  expect(await page.evaluate(() => new Date().getFullYear())).toBe(2020);
});

test('the next test gets a new context: the real time, the scripts fetched again', async ({ page }) => {
  await openHome(page);
  expect(Math.abs((await page.evaluate(() => Date.now())) - Date.now())).toBeLessThan(60_000);
  const scripts = await scriptsFetched(page);
  expect(scripts.filter((script) => script.transferSize > 0).length).toBeGreaterThan(0);
});
