// The Lighthouse part of `npm run bench` (issue 25): which pages, measured how, and what it prints
// and writes. Each page is measured right after a run of the floor (web/floor), three rounds, and
// held to budgets that are ratios to the floor's figures from the same minutes (floor-ratios.ts).
import type { Check } from './bench-report.ts';
import { besideFloor, floorBudgets, floorChecks, ratioTable } from './floor-ratios.ts';
import { categoryBudgets, categoryChecks, kilobytes, lighthouseTable, mainThreadTable, medianOf, millis, remainsList, score, seconds, slowestScriptsList } from './lighthouse-report.ts';
import type { LighthouseRun } from './lighthouse-read.ts';
import { measureBesideFloor, pagesInBuild, type LighthousePage } from './lighthouse-run.ts';
import type { Stamp } from './measures-doc.ts';
import { TEMPLATES, tournamentId } from '../../mock-server/src/domain/tournaments/schedule.ts';

const player = { name: 'player01', password: 'Passw0rd!' };

/**
 * The pages measured, one line each. An `optional` page is measured once the build has it (not a
 * redirect home) and skipped with a word until then, so a page
 * another branch is building can be listed before it lands.
 */
export const lighthousePages: LighthousePage[] = [
  // Issue 25: home downloads at most 1.3x the floor's script during its load.
  { path: '/', scriptRatio: 1.3 },
  { path: '/slots' },
  { path: '/account/deposit', loginAs: player },
  { path: '/promo', optional: true },
  { path: '/q-pon/shop', loginAs: player, optional: true },
  // A tournament page (issue 23) with its live ranking: today's daily race, open to visitors.
  { path: `/tournaments/${tournamentId('DAILY', TEMPLATES.DAILY.windowAt(Date.now()).startsAt)}`, optional: true },
];

/** Where the reasons behind these figures are written (by hand: the bench writes only what it measured). */
const whyLink = '[docs/decisions/speed-and-security-of-the-site.md, "Against the floor: what remains"](decisions/speed-and-security-of-the-site.md#against-the-floor-what-remains)';

/** Median of 3 of each page and of the floor beside each (`--rounds=<n>` for a quick look). */
export const lighthouseRounds = 3;

export interface LighthouseOutcome {
  checks: Check[];
  body: string;
  benchmarkIndex?: Stamp['benchmarkIndex'];
}

function printRun(run: LighthouseRun, done: number, total: number): void {
  const what = run.label === 'floor' ? `floor (beside ${run.besidePage})` : run.label;
  console.log(
    `  [${String(done).padStart(2)}/${total}] ${what.padEnd(34)} perf ${score(run.performance)}  LCP ${seconds(run.lcpMs)}  TBT ${millis(run.tbtMs).padStart(7)}  CLS ${run.cls.toFixed(3)}  script ${kilobytes(run.scriptBytes).padStart(8)}  index ${Math.round(run.benchmarkIndex)}`,
  );
}

const method = `Lighthouse 13 with its default mobile settings (simulated slow 4G, 4x CPU slowdown) in \`/usr/bin/chromium --headless=new\`, each run a fresh browser, an emptied HTTP cache and a mock session of its own. The site (\`web/dist\`) and the floor (\`web/floor\`: React, react-dom, a data router, React Query, i18next and Mantine around a Stack, a Text and a Button, making one API call; none of the site's code) are built with the same settings and each served as \`npm run preview\` serves the site: the site's page server (\`web/server\`) in front of a mock server of its own, precompressed brotli, the page's CSP nonce and first frame filled in. Each round measures the floor, then a page, the floor, the next page, and so on; ${lighthouseRounds} rounds, after one floor run thrown away. Each figure is the median of its runs, and each page is held against the median of the floor runs taken right before its own; the table also gives each round's TBT ratio (the page over the floor run just before it), to show how far one pair swings. Logged-in pages log in as \`${player.name}\` through the site's \`/login\` dialog first, with the day's timed offers switched off for their session (\`POST /__mock/timed-offers\`: the login bonus dialog would otherwise come up over the page and be its LCP, as on a player's first visit of the day), and are measured without the service worker and caches that login installed. Budgets (issue 25): TBT at most ${floorBudgets.tbtRatio}x the floor's; performance at most ${floorBudgets.performanceBelow} below the floor's; LCP at most ${floorBudgets.lcpMs / 1000} s or the floor's, whichever is larger; CLS at most ${floorBudgets.cls}; the script transferred during the load (Lighthouse's resource summary, bytes on the wire) of \`/\` at most 1.3x the floor's; and, on any machine, accessibility, best practices and SEO at ${categoryBudgets.accessibility.toFixed(2)}, and the page measured where asked (not redirected).`;

export async function lighthousePart(options: { siteBase: string; floorBase: string; rounds?: number; keepReports?: string }): Promise<LighthouseOutcome> {
  const rounds = options.rounds ?? lighthouseRounds;
  const { measured, skipped } = await pagesInBuild(options.siteBase, lighthousePages);
  for (const page of skipped) console.log(`  ${page.path}: not in this build (${page.why}), skipped`);
  console.log(`\nLighthouse: ${measured.map((page) => page.path).join(', ')}, each right after the floor, ${rounds} rounds...`);
  const runs = await measureBesideFloor({ siteBase: options.siteBase, floorBase: options.floorBase, pages: measured, rounds, keepReports: options.keepReports, onRun: printRun });

  const scriptRatios = Object.fromEntries(measured.flatMap((page) => (page.scriptRatio === undefined ? [] : [[page.path, page.scriptRatio]])));
  const pairs = besideFloor(runs, scriptRatios);
  const floor = medianOf('floor', runs.filter((run) => run.label === 'floor'));
  const rows = [floor, ...pairs.map((pair) => pair.page)];
  const indexes = runs.map((run) => run.benchmarkIndex).filter((value) => !Number.isNaN(value));
  const benchmarkIndex = indexes.length > 0 ? { median: medianOf('all', runs).benchmarkIndex, min: Math.min(...indexes), max: Math.max(...indexes) } : undefined;
  const failing = rows.filter((row) => row.label !== 'floor' && row.failing.length > 0).map((row) => `- \`${row.path}\`: ${row.failing.join(', ')}`);

  const body = [
    method,
    ...(rounds === lighthouseRounds ? [] : ['', `**This run made ${rounds} round(s), not ${lighthouseRounds}.**`]),
    '',
    skipped.length > 0 ? `Not in this build, so not measured: ${skipped.map((page) => `\`${page.path}\` (${page.why})`).join(', ')}.\n` : '',
    '### Against the floor measured beside each page',
    '',
    ratioTable(pairs),
    '',
    '### Absolute figures (median of the runs; the floor row is all its runs)',
    '',
    lighthouseTable(rows),
    '',
    "### Where the main thread goes (Lighthouse's main-thread work breakdown at 4x, median)",
    '',
    mainThreadTable(rows),
    '',
    "Scripts with the most main-thread time in each page's median run (Lighthouse's bootup-time at 4x):",
    '',
    slowestScriptsList(rows),
    '',
    'Long tasks and the LCP element (median run counts; the element most runs named):',
    '',
    remainsList(rows),
    '',
    `Why the pages are over the floor's budgets, and what was tried: ${whyLink}.`,
    ...(failing.length > 0 ? ['', 'Pass/fail audits that failed in some run:', '', ...failing] : []),
  ]
    .filter((line, index, all) => !(line === '' && all[index - 1] === ''))
    .join('\n');
  console.log(`\n${ratioTable(pairs)}\n\n${lighthouseTable(rows)}`);
  const checks = pairs.flatMap((pair) => [...floorChecks(pair), ...categoryChecks(pair.page)]);
  return { checks, body, benchmarkIndex };
}
