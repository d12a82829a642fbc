// A page load traced as a slow phone runs it, each long task broken down (scripts/lib/long-tasks.ts):
// which components rendered, React's phase, the browser's own style, layout and paint. What
// docs/measures.md's long tasks are made of; names are readable on an unminified build:
//
//   npx vite build --config web/vite.config.ts --minify false --outDir /tmp/site-unminified
//   node mock-server/src/server.ts --port 4391 &   (Node 24: npm runs it)
//   node web/server/serve.ts --dist /tmp/site-unminified --port 4390 --backend http://127.0.0.1:4391 --mock &
//   npm run trace -- http://127.0.0.1:4390/ [--login] [--out=/tmp/home.trace.json]
//
// The CPU is slowed 4x (CDP), as Lighthouse's mobile default; the network is not (the tasks are
// the same; only when they run moves). `--login` logs in as player01 first, with the day's timed
// offers off for the session, as the bench does.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, systemChromium } from './lib/chromium.ts';
import { logInWithOffersOff } from './lib/lighthouse-run.ts';
import { describeLongTasks, longTasks, type TraceEvent } from './lib/long-tasks.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { login: { type: 'boolean' }, out: { type: 'string' }, min: { type: 'string' } } });
const url = positionals[0];
if (!url) {
  console.error('usage: node scripts/trace-load.ts <url> [--login] [--out=<trace.json>] [--min=<ms>]');
  process.exit(2);
}
const { origin, hostname } = new URL(url);
const session = `trace-${Date.now()}`;

const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? systemChromium, headless: true, args: chromiumArgs });
try {
  await browser.setCookie({ name: 'mock-session', value: session, domain: hostname, path: '/' });
  if (values.login) await logInWithOffersOff(browser, origin, session, { name: 'player01', password: 'Passw0rd!' });
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const client = await page.createCDPSession();
  await client.send('Network.clearBrowserCache');
  // As the bench: no service worker or cache left by the login.
  await client.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading', 'toplevel'] });
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
  const trace = await page.tracing.stop();
  if (!trace) throw new Error('Chromium gave no trace');
  const text = Buffer.from(trace).toString('utf8');
  if (values.out) writeFileSync(values.out, text);
  const { traceEvents } = JSON.parse(text) as { traceEvents: TraceEvent[] };
  console.log(describeLongTasks(longTasks(traceEvents, Number(values.min ?? 50))));
} finally {
  await browser.close();
}
