// The login dialog's time to show, for `npm run bench`: `/login` opened in a headless
// Chromium with no throttling, the time from the navigation's start to the dialog's name field on
// screen, read in the page (performance.now(), which counts from the navigation). Alone, and with
// four pages loading at once (each in a browser context of its own: no cache shared), as a player
// opening links in tabs or a machine busy with other work would. Each page its own mock session.
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumArgs, systemChromium } from './chromium.ts';
import { median, rangeOf } from './lighthouse-report.ts';

/** The dialog's name field, by the label the site gives it in Japanese (its first language). */
const NAME_FIELD_LABEL = 'ユーザー名またはメールアドレス';

/** In the page: the time since the navigation once the dialog's name field has a size, else false. */
const dialogShown = `(() => {
  const field = [...document.querySelectorAll('[role="dialog"] input')].find((input) => input.getAttribute('aria-label') === ${JSON.stringify(NAME_FIELD_LABEL)} || (input.labels?.[0]?.textContent ?? '').includes(${JSON.stringify(NAME_FIELD_LABEL)}));
  if (!field) return false;
  const box = field.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && performance.now();
})()`;

export interface DialogBudgets {
  /** One page alone: the dialog shown within this many ms of the navigation. */
  aloneMs: number;
  /** Four pages at once: each dialog within this many ms of its navigation. */
  fourAtOnceMs: number;
}

export const dialogBudgets: DialogBudgets = { aloneMs: 1000, fourAtOnceMs: 2500 };

/** Opens `/login` in `count` contexts at once; the ms from each navigation's start to its dialog. */
async function openAtOnce(browser: Browser, base: string, count: number, stamp: string): Promise<number[]> {
  const { hostname } = new URL(base);
  const contexts = await Promise.all(Array.from({ length: count }, () => browser.createBrowserContext()));
  try {
    const pages = await Promise.all(
      contexts.map(async (context, index) => {
        const page = await context.newPage();
        await page.setViewport({ width: 390, height: 844 });
        await context.setCookie({ name: 'mock-session', value: `dialog-${stamp}-${count}-${index}`, domain: hostname, path: '/' });
        return page;
      }),
    );
    return await Promise.all(
      pages.map(async (page) => {
        // The probe is evaluated through the DevTools protocol, which the page's CSP does not govern;
        // it waits in the page from the moment its document exists, checking on every change to the DOM.
        const shown = page.waitForFunction(dialogShown, { polling: 'mutation', timeout: 60_000 });
        await page.goto(`${base}/login`, { waitUntil: 'domcontentloaded' });
        return Number(await (await shown).jsonValue());
      }),
    );
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}

export interface DialogTimes {
  /** Each run's time, alone. */
  alone: number[];
  /** Each run's slowest of the four. */
  fourAtOnce: number[];
}

/** `runs` rounds of one page alone, then four at once, each in a fresh browser. */
export async function dialogBench(base: string, runs: number): Promise<DialogTimes> {
  const times: DialogTimes = { alone: [], fourAtOnce: [] };
  const stamp = String(Date.now());
  for (let round = 0; round < runs; round += 1) {
    for (const count of [1, 4]) {
      const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? systemChromium, headless: true, args: chromiumArgs });
      try {
        const each = await openAtOnce(browser, base, count, `${stamp}-${round}`);
        (count === 1 ? times.alone : times.fourAtOnce).push(Math.max(...each));
      } finally {
        await browser.close();
      }
    }
  }
  return times;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const spread = (values: number[]) => {
  const [low, high] = rangeOf(values);
  return `${ms(median(values))} (${Math.round(low)}-${Math.round(high)})`;
};

/** The checks and the table of a run: each figure the median of its runs, with the runs' spread. */
export function dialogReport(times: DialogTimes, limits: DialogBudgets = dialogBudgets): { checks: Array<{ what: string; measured: string; budget: string; ok: boolean }>; table: string } {
  const alone = median(times.alone);
  const four = median(times.fourAtOnce);
  const checks = [
    { what: '/login: dialog shown, alone', measured: spread(times.alone), budget: `<= ${ms(limits.aloneMs)}`, ok: !Number.isNaN(alone) && alone <= limits.aloneMs },
    { what: '/login: dialog shown, 4 pages at once', measured: spread(times.fourAtOnce), budget: `<= ${ms(limits.fourAtOnceMs)}`, ok: !Number.isNaN(four) && four <= limits.fourAtOnceMs },
  ];
  const table = [
    '| `/login` | runs | dialog shown, median (lowest-highest) | budget |',
    '|---|---|---|---|',
    `| alone | ${times.alone.length} | ${spread(times.alone)} | ${ms(limits.aloneMs)} |`,
    `| four pages at once (the slowest of the four) | ${times.fourAtOnce.length} | ${spread(times.fourAtOnce)} | ${ms(limits.fourAtOnceMs)} |`,
  ].join('\n');
  return { checks, table };
}
