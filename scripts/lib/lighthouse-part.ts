// The Lighthouse part of `npm run bench`: which pages, measured how, and what it prints and writes.
// Each page is measured right after a run of the floor (web/floor), served two ways (the site's page
// server, and plain static files), five rounds, and held to the pages' budgets, some absolute and
// some against the floor's figures from the same minutes (floor-ratios.ts).
import type { Check } from './bench-report.ts';
import { besideFloor, pageBudgets, pageChecks, ratioTable } from './floor-ratios.ts';
import type { Way } from './lighthouse-read.ts';
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
  // Home is every visit's first screen: during its load it downloads at most 1.3x the floor's script.
  { path: '/', scriptRatio: 1.3 },
  { path: '/slots' },
  { path: '/promo' },
  // The login dialog over home: the dialog route's page, its chunk and its inputs.
  { path: '/login' },
  // A tournament page with its live ranking: today's daily race, open to visitors.
  { path: `/tournaments/${tournamentId('DAILY', TEMPLATES.DAILY.windowAt(Date.now()).startsAt)}` },
  { path: '/account/deposit', loginAs: player },
  { path: '/q-pon/shop', loginAs: player },
];

/** Where the reasons behind these figures are written (by hand: the bench writes only what it measured). */
const whyLink = '[docs/decisions/speed-and-security-of-the-site.md, "Against the floor: what remains"](decisions/speed-and-security-of-the-site.md#against-the-floor-what-remains)';

/** Median of 5 of each page, each way, and of the floor beside each (`--rounds=<n>` for a quick look). */
export const lighthouseRounds = 5;

export interface LighthouseOutcome {
  checks: Check[];
  body: string;
  benchmarkIndex?: Stamp['benchmarkIndex'];
}

function printRun(run: LighthouseRun, done: number, total: number): void {
  const what = run.label === 'floor' ? `floor (beside ${run.besidePage})` : run.label.replace(' (page server)', ' (server)');
  console.log(
    `  [${String(done).padStart(3)}/${total}] ${what.padEnd(44)} perf ${score(run.performance)}  LCP ${seconds(run.lcpMs)}  TBT ${millis(run.tbtMs).padStart(7)}  CLS ${run.cls.toFixed(3)}  chain ${Number.isNaN(run.chainHops) ? '-' : run.chainHops}  script ${kilobytes(run.scriptBytes).padStart(8)}  index ${Math.round(run.benchmarkIndex)}`,
  );
}

const method = `Lighthouse 13 with its default mobile settings (simulated slow 4G, 4x CPU slowdown) in \`/usr/bin/chromium --headless=new\`, each run a fresh browser, an emptied HTTP cache and a mock session of its own. The site (\`web/dist\`) and the floor (\`web/floor\`: React, react-dom, a data router, React Query, i18next and Mantine around a Stack, a Text and a Button, making one API call; none of the site's code) are built with the same settings. The site is served two ways, each with a mock server of its own behind it: **through its page server** (\`web/server\`, as \`npm run preview\` serves it: precompressed brotli, the page's CSP nonce, the first frame filled in from the backend) and **as plain static files** (the same server with \`--plain\`: index.html as built, no first frame, what a CDN in front of the API would send). The floor is served through the page server. Each round measures the floor, then the page both ways (the two ways take turns at going first), then the floor beside the next page, and so on; ${lighthouseRounds} rounds, after one floor run thrown away. Each figure is the median of its runs, with the lowest and highest run beside it; each page is held against the median of the floor runs taken right before its own. Logged-in pages log in as \`${player.name}\` through the site's \`/login\` dialog first, with the day's timed offers switched off for their session (\`POST /__mock/timed-offers\`: the login bonus dialog would otherwise come up over the page and be its LCP, as on a player's first visit of the day), and are measured without the service worker and caches that login installed. Budgets, each way: performance at least ${pageBudgets.performance}; LCP at most ${pageBudgets.lcpStaticMs / 1000} s as static files and at most the floor's + ${pageBudgets.lcpOverFloorMs} ms through the page server, and no single run over ${pageBudgets.lcpAnyRunMs / 1000} s; TBT at most ${pageBudgets.tbtRatio}x the floor's; CLS at most ${pageBudgets.cls}; the longest critical request chain after the document (Lighthouse's network dependency tree) at most ${pageBudgets.chainHops} hops; the script transferred during the load of \`/\` at most 1.3x the floor's; and, on any machine, accessibility, best practices and SEO at ${categoryBudgets.accessibility.toFixed(2)}, and the page measured where asked (not redirected).`;

export async function lighthousePart(options: { bases: Record<Way, string>; floorBase: string; rounds?: number; keepReports?: string }): Promise<LighthouseOutcome> {
  const rounds = options.rounds ?? lighthouseRounds;
  const { measured, skipped } = await pagesInBuild(options.bases['page server'], lighthousePages);
  for (const page of skipped) console.log(`  ${page.path}: not in this build (${page.why}), skipped`);
  console.log(`\nLighthouse: ${measured.map((page) => page.path).join(', ')}, each right after the floor, through the page server and as static files, ${rounds} rounds...`);
  const runs = await measureBesideFloor({ bases: options.bases, floorBase: options.floorBase, pages: measured, rounds, keepReports: options.keepReports, onRun: printRun });

  const scriptRatios = Object.fromEntries(measured.flatMap((page) => (page.scriptRatio === undefined ? [] : [[page.path, page.scriptRatio]])));
  const pairs = besideFloor(runs, scriptRatios);
  const floor = medianOf('floor', runs.filter((run) => run.label === 'floor'));
  const rows = [floor, ...pairs.flatMap((pair) => Object.values(pair.ways))];
  const indexes = runs.map((run) => run.benchmarkIndex).filter((value) => !Number.isNaN(value));
  const benchmarkIndex = indexes.length > 0 ? { median: medianOf('all', runs).benchmarkIndex, min: Math.min(...indexes), max: Math.max(...indexes) } : undefined;
  const failing = rows.filter((row) => row.label !== 'floor' && row.failing.length > 0).map((row) => `- \`${row.path}\` (${row.way}): ${row.failing.join(', ')}`);

  const body = [
    method,
    ...(rounds === lighthouseRounds ? [] : ['', `**This run made ${rounds} round(s), not ${lighthouseRounds}.**`]),
    '',
    skipped.length > 0 ? `Not in this build, so not measured: ${skipped.map((page) => `\`${page.path}\` (${page.why})`).join(', ')}.\n` : '',
    '### The budgets, each page both ways, against the floor measured beside it (median, lowest-highest run)',
    '',
    ratioTable(pairs),
    '',
    '### Absolute figures (median of the runs, lowest-highest run; the floor row is all its runs)',
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
  const checks = pairs.flatMap((pair) => [...pageChecks(pair), ...Object.values(pair.ways).flatMap((row) => categoryChecks(row).map((check) => ({ ...check, what: check.what.replace(row.path, `${row.path} (${row.way})`) })))]);
  return { checks, body, benchmarkIndex };
}
