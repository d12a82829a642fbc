// Pure parts of the Lighthouse bench: the median of each measured thing's runs, the table of
// absolute figures, and the checks that do not depend on the machine (accessibility, best
// practices, SEO, and that a page was measured where asked). The budgets against the floor are in
// floor-ratios.ts.
import type { Check } from './bench-report.ts';
import type { LighthouseRun } from './lighthouse-read.ts';

export type { LighthouseRun } from './lighthouse-read.ts';

/**
 * A page's (or the floor's) runs in one row: each figure the median of the runs, `finalPath` the
 * paths they ended at when any ended elsewhere than asked, the slowest scripts those of the run
 * whose TBT is nearest the median.
 */
export type LighthouseMedian = Omit<LighthouseRun, 'besidePage'> & {
  runs: number;
  /** The lowest and highest of each budgeted figure over the runs (`chainHops` in the median row is the highest: a chain is the page's build, not noise). */
  spread: Record<SpreadFigure, [number, number]>;
};

export type SpreadFigure = 'performance' | 'lcpMs' | 'tbtMs' | 'cls' | 'chainHops';
const spreadFigures: readonly SpreadFigure[] = ['performance', 'lcpMs', 'tbtMs', 'cls', 'chainHops'];

/** The lowest and highest of the figures that are there; NaN, NaN when none is. */
export function rangeOf(values: number[]): [number, number] {
  const there = values.filter((value) => !Number.isNaN(value));
  return there.length > 0 ? [Math.min(...there), Math.max(...there)] : [Number.NaN, Number.NaN];
}

/** Budgets only for the categories that do not depend on the machine's speed (performance does, so it is reported, not judged). */
export const categoryBudgets = { accessibility: 1, bestPractices: 1, seo: 1 };

export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function mostCommon(values: Array<string | undefined>): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

type Figure = 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'tbtMs' | 'cls' | 'fcpMs' | 'scriptBytes' | 'benchmarkIndex';

/** The median of each figure over `runs` (each figure on its own, as Lighthouse's own guidance does), as `label`. */
export function medianOf(label: string, runs: LighthouseRun[]): LighthouseMedian {
  const of = (key: Figure) => median(runs.map((run) => run[key]));
  const path = runs[0]?.path ?? label;
  const groups = [...new Set(runs.flatMap((run) => Object.keys(run.mainThreadMs)))];
  const tbtMedian = of('tbtMs');
  const middleRun = [...runs].sort((a, b) => Math.abs(a.tbtMs - tbtMedian) - Math.abs(b.tbtMs - tbtMedian))[0];
  const ended = [...new Set(runs.map((run) => run.finalPath))];
  return {
    label,
    path,
    finalPath: ended.length === 1 ? ended[0]! : ended.join(', '),
    runs: runs.length,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: tbtMedian,
    spread: Object.fromEntries(spreadFigures.map((figure) => [figure, rangeOf(runs.map((run) => run[figure]))])) as LighthouseMedian['spread'],
    cls: of('cls'),
    fcpMs: of('fcpMs'),
    scriptBytes: of('scriptBytes'),
    benchmarkIndex: of('benchmarkIndex'),
    mainThreadMs: Object.fromEntries(groups.map((group) => [group, median(runs.map((run) => run.mainThreadMs[group] ?? 0))])),
    slowestScripts: middleRun?.slowestScripts ?? [],
    // The LCP element the runs named most often (a page whose data comes late can paint a different one).
    lcpElement: mostCommon(runs.map((run) => run.lcpElement)),
    longTasks: { count: median(runs.map((run) => run.longTasks.count)), longestMs: median(runs.map((run) => run.longTasks.longestMs)) },
    chainHops: rangeOf(runs.map((run) => run.chainHops))[1],
    ...(runs[0]?.way && { way: runs[0].way }),
    failing: [...new Set(runs.flatMap((run) => run.failing))].sort(),
  };
}

/** One median per label, in the order the labels first appear. */
export function medians(runs: LighthouseRun[]): LighthouseMedian[] {
  const labels = [...new Set(runs.map((run) => run.label))];
  return labels.map((label) => medianOf(label, runs.filter((run) => run.label === label)));
}

export const score = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(2));
export const seconds = (ms: number) => (Number.isNaN(ms) ? '-' : `${(ms / 1000).toFixed(2)} s`);
export const millis = (ms: number) => (Number.isNaN(ms) ? '-' : `${Math.round(ms)} ms`);
export const kilobytes = (bytes: number) => (Number.isNaN(bytes) ? '-' : `${(bytes / 1024).toFixed(1)} KB`);

const name = (row: LighthouseMedian) =>
  row.label === 'floor' ? 'floor (`web/floor`)' : `\`${row.path}\`${row.way ? ` ${row.way === 'static files' ? 'as static files' : 'via the page server'}` : ''}${row.finalPath === row.path ? '' : ` (ended at ${row.finalPath})`}`;

/** A figure with the lowest and highest of its runs: `1.20 s (1.10-1.90)`. */
export function withSpread(median: number, [low, high]: [number, number], format: (value: number) => string, bare: (value: number) => string = format): string {
  return Number.isNaN(low) ? format(median) : `${format(median)} (${bare(low)}-${bare(high)})`;
}
/** Seconds and milliseconds without their unit, for a spread beside a figure that has it. */
export const secondsBare = (ms: number) => (ms / 1000).toFixed(2);
export const millisBare = (ms: number) => String(Math.round(ms));

/** The absolute figures: one row per page (and way it was served) and the floor, each figure the median of its runs, with their spread. */
export function lighthouseTable(rows: LighthouseMedian[]): string {
  const header = '| measured | runs | performance (runs) | accessibility | best practices | SEO | FCP | LCP (runs) | TBT (runs) | CLS | chain hops (longest) | script during load |';
  const lines = rows.map(
    (row) =>
      `| ${name(row)} | ${row.runs} | ${withSpread(row.performance, row.spread.performance, score)} | ${score(row.accessibility)} | ${score(row.bestPractices)} | ${score(row.seo)} | ${seconds(row.fcpMs)} | ${withSpread(row.lcpMs, row.spread.lcpMs, seconds, secondsBare)} | ${withSpread(row.tbtMs, row.spread.tbtMs, millis, millisBare)} | ${row.cls.toFixed(3)} | ${Number.isNaN(row.chainHops) ? '-' : row.chainHops} | ${kilobytes(row.scriptBytes)} |`,
  );
  return [header, '|---|---|---|---|---|---|---|---|---|---|---|---|', ...lines].join('\n');
}

/** Lighthouse's task groups, in the order of its main-thread work breakdown, with short names. */
const groups: Array<[string, string]> = [
  ['scriptEvaluation', 'script evaluation'],
  ['scriptParseCompile', 'parse and compile'],
  ['styleLayout', 'style and layout'],
  ['paintCompositeRender', 'paint and composite'],
  ['parseHTML', 'HTML and CSS parsing'],
  ['garbageCollection', 'garbage collection'],
  ['other', 'other'],
];

/** Where the main thread went (Lighthouse's breakdown at 4x, median of the runs), one row per page and the floor. */
export function mainThreadTable(rows: LighthouseMedian[]): string {
  const header = `| measured | ${groups.map(([, title]) => title).join(' | ')} | total |`;
  const lines = rows.map((row) => {
    const total = Object.values(row.mainThreadMs).reduce((sum, ms) => sum + ms, 0);
    return `| ${name(row)} | ${groups.map(([group]) => millis(row.mainThreadMs[group] ?? 0)).join(' | ')} | ${millis(total)} |`;
  });
  return [header, `|---|${groups.map(() => '---|').join('')}---|`, ...lines].join('\n');
}

/** The scripts that took the main thread longest in a page's median run, as a list. */
export function slowestScriptsList(rows: LighthouseMedian[]): string {
  return rows
    .map((row) => {
      const scripts = row.slowestScripts.map((script) => `\`${script.url.replace(/^https?:\/\/[^/]+/, '')}\` ${millis(script.totalMs)} (evaluation ${millis(script.scriptingMs)})`);
      return `- ${name(row)}: ${scripts.length > 0 ? scripts.join(', ') : 'none over Lighthouse\'s threshold'}`;
    })
    .join('\n');
}

/**
 * What is left on each page's main thread and what its LCP was: the long tasks (50 ms or more at
 * 4x; TBT is what each of them has over 50 ms) and the element of the largest contentful paint.
 */
export function remainsList(rows: LighthouseMedian[]): string {
  return rows
    .map((row) => {
      const tasks = row.longTasks.count === 0 ? 'no task of 50 ms or more' : `${row.longTasks.count} tasks of 50 ms or more, the longest ${millis(row.longTasks.longestMs)}`;
      return `- ${name(row)}: ${tasks}; LCP ${seconds(row.lcpMs)} on ${row.lcpElement ? `"${row.lcpElement}"` : 'an element Lighthouse did not name'}`;
    })
    .join('\n');
}

/** The checks that hold on any machine: accessibility, best practices and SEO at 1.00, and the page measured where asked. */
export function categoryChecks(row: LighthouseMedian, limits = categoryBudgets): Check[] {
  const at = (what: string) => `${row.path}: ${what}`;
  return [
    { what: at('accessibility'), measured: score(row.accessibility), budget: `>= ${limits.accessibility}`, ok: row.accessibility >= limits.accessibility },
    { what: at('best practices'), measured: score(row.bestPractices), budget: `>= ${limits.bestPractices}`, ok: row.bestPractices >= limits.bestPractices },
    { what: at('SEO'), measured: score(row.seo), budget: `>= ${limits.seo}`, ok: row.seo >= limits.seo },
    // A login-only page that ended elsewhere was not measured as asked.
    { what: at('measured where asked'), measured: row.finalPath, budget: row.path, ok: row.finalPath === row.path },
  ];
}

/** Why a page is not in this build: it ended elsewhere (the site sends unknown paths home). */
export function notInBuild(path: string, finalPath: string): string | undefined {
  return finalPath === path ? undefined : `ended at ${finalPath}`;
}
