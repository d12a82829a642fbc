// The lobby on a phone: a 390x844 Chromium with the CPU slowed 4x (CDP
// Emulation.setCPUThrottlingRate), a lobby of 999 games (the slots lobby's answer padded to a full
// page of 999, SPEC §9), the time until the first row of tiles shows, and the longest task while
// scrolling to the end (PerformanceObserver longtask; the goal is none over 50 ms). The same scroll
// of web/floor's `/tiles` (the same games through the same virtualiser, none of the site's code),
// alternating with the lobby in the same run, says what the machine itself costs then.
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium.ts';
import { median } from './lighthouse-report.ts';

export interface ScrollRun {
  firstRowMs: number;
  longestTaskMs: number;
  longTasksOver50: number;
  tiles: number;
}

export interface ScrollMedian extends ScrollRun {
  runs: number;
  /** Each run's longest task, in the order measured. */
  longestTasks: number[];
}

export const LOBBY_GOAL_MS = 50;

/** In the page (as text: scripts have no DOM types): long tasks, and when the first tile is in the DOM. */
const WATCH = `
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push(entry.duration); }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((_, observer) => {
    if (document.querySelector('[role="list"] [role="listitem"]')) { window.__firstRowAt = performance.now(); observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
`;

/** A finger's worth of scroll per frame until the end of the page, then a moment for the last rows. */
const SCROLL_TO_END = `(async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2) { window.scrollBy(0, 600); await frame(); }
  await new Promise((resolve) => setTimeout(resolve, 500));
})()`;

/** A tile on screen at the end of the page, among the lobby's last games. */
const LAST_ROW_SHOWN = `(() => {
  const tiles = [...document.querySelectorAll('[role="list"] [role="listitem"]')];
  return tiles.some((tile) => { const box = tile.getBoundingClientRect(); return box.bottom > 0 && box.top < window.innerHeight; });
})()`;

type Page = { list: Record<string, unknown>[]; total: number; page: number; size: number };

/** A lobby of `size` games: the real answer, repeated under new ids until it is full. */
export function padLobby(page: Page, size: number): Page {
  const list = [...page.list];
  for (let copy = 1; list.length < size && page.list.length > 0; copy++) {
    for (const game of page.list) {
      if (list.length >= size) break;
      list.push({ ...game, gameId: `${String(game.gameId)}-${copy}`, sort: list.length + 1 });
    }
  }
  return { ...page, list, total: list.length, size };
}

/** One scroll of `path` (the lobby, or the floor's tiles) in a fresh phone-sized context of `browser`. */
async function scrollOnce(browser: Browser, base: string, path: string, session: string): Promise<ScrollRun> {
  // bypassCSP: the probes below are strings Playwright evaluates in the page, which the site's
  // policy (no eval) refuses; the page's own scripts run exactly as they do for a player.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'ja-JP', bypassCSP: true });
  try {
    await context.addCookies([{ name: 'mock-session', value: session, url: base }]);
    const page = await context.newPage();
    await page.route('**/api/v1/game/game_list', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Page };
      await route.fulfill({ response, json: { ...body, data: padLobby(body.data, 999) } });
    });
    await page.addInitScript({ content: WATCH }, undefined);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${base}${path}`);
    await page.waitForFunction('window.__firstRowAt !== undefined', undefined, { timeout: 60_000 });
    const firstRowMs = await page.evaluate<number>('window.__firstRowAt');
    const tiles = await page.evaluate<number>(`Number(/\\d+/.exec(document.querySelector('[role="status"]')?.textContent ?? '')?.[0] ?? 0)`);
    // Let loading settle, then count only the tasks of the scroll itself.
    await page.waitForTimeout(1500);
    await page.evaluate('window.__longTasks = []');
    await page.evaluate(SCROLL_TO_END);
    const tasks = await page.evaluate<number[]>('window.__longTasks');
    // The scroll must have drawn the page's end: rows rendered in the background still arrive.
    await page.waitForFunction(LAST_ROW_SHOWN, undefined, { timeout: 10_000 }).catch(() => {
      throw new Error(`after scrolling to the end of ${path}, no tile was on screen within 10 s`);
    });
    return { firstRowMs: Math.round(firstRowMs), longestTaskMs: Math.round(Math.max(0, ...tasks)), longTasksOver50: tasks.filter((d) => d > LOBBY_GOAL_MS).length, tiles };
  } finally {
    await context.close();
  }
}

/** Each figure's median over a page's scroll runs. */
export function scrollMedian(runs: ScrollRun[]): ScrollMedian {
  const of = (key: keyof ScrollRun) => median(runs.map((run) => run[key]));
  return { runs: runs.length, firstRowMs: of('firstRowMs'), longestTaskMs: of('longestTaskMs'), longTasksOver50: of('longTasksOver50'), tiles: of('tiles'), longestTasks: runs.map((run) => run.longestTaskMs) };
}

/**
 * The lobby (`/slots` of the site) and the floor's tiles, alternating (floor, lobby, floor, lobby,
 * ...), `runs` each, in one browser, each run its own context and mock session.
 */
export async function scrollBench(siteBase: string, floorBase: string, runs: number): Promise<{ lobby: ScrollMedian; floor: ScrollMedian }> {
  const found = findChromium();
  if (!found) throw new Error('no Chromium found (run npm run e2e once, or set CHROMIUM_PATH)');
  const browser = await chromium.launch({ executablePath: found.path, args: chromiumArgs });
  try {
    const lobby: ScrollRun[] = [];
    const floor: ScrollRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      floor.push(await scrollOnce(browser, floorBase, '/tiles', `bench-floor-tiles-${run}`));
      lobby.push(await scrollOnce(browser, siteBase, '/slots', `bench-lobby-${run}`));
    }
    return { lobby: scrollMedian(lobby), floor: scrollMedian(floor) };
  } finally {
    await browser.close();
  }
}

/** The lobby beside the floor's tiles, one row each. */
export function scrollTable(lobby: ScrollMedian, floor: ScrollMedian): string {
  const row = (name: string, figures: ScrollMedian) =>
    `| ${name} | ${figures.runs} | ${figures.tiles} | ${Math.round(figures.firstRowMs)} ms | ${Math.round(figures.longestTaskMs)} ms (${figures.longestTasks.join(', ')}) | ${figures.longTasksOver50} |`;
  return [
    `| scrolled | runs | tiles | first row of tiles | longest task while scrolling, median (runs) | tasks over ${LOBBY_GOAL_MS} ms, median |`,
    '|---|---|---|---|---|---|',
    row('floor (`web/floor` `/tiles`)', floor),
    row('lobby (`/slots`)', lobby),
  ].join('\n');
}
