// The pages' budgets, each page measured two ways (through the site's page server, and as
// plain static files) beside the floor (web/floor: the same libraries, none of the site's code)
// measured in the same minutes: absolute Lighthouse figures move with the machine (it multiplies
// the machine's own task times by 4), a page's figures against the floor's from the same minutes
// much less. Pure: the order of the runs, which floor runs stand beside which page, the verdicts
// and the table.
import type { Check } from './bench-report.ts';
import { kilobytes, medianOf, millis, millisBare, score, seconds, secondsBare, withSpread, type LighthouseMedian, type LighthouseRun } from './lighthouse-report.ts';
import { ways, type Way } from './lighthouse-read.ts';

export interface PageBudgets {
  /** LCP (median) at most this as plain static files: what the site does without its page server. */
  lcpStaticMs: number;
  /** LCP (median) through the page server at most the floor's plus this. */
  lcpOverFloorMs: number;
  /** No single run's LCP, either way, over this. */
  lcpAnyRunMs: number;
  /** TBT (median) at most this many times the floor's, either way. */
  tbtRatio: number;
  /** Performance (median) at least this, either way. */
  performance: number;
  /** CLS (median) at most this, either way. */
  cls: number;
  /** The longest critical request chain after the document, in any run, at most this many hops. */
  chainHops: number;
}

export const pageBudgets: PageBudgets = { lcpStaticMs: 2500, lcpOverFloorMs: 300, lcpAnyRunMs: 2500, tbtRatio: 2, performance: 0.9, cls: 0.01, chainHops: 3 };

/** One Lighthouse run to make: the floor beside a page, or the page served one way. */
export interface Turn {
  measure: 'floor' | Way;
  page: string;
}

/**
 * The order of the runs: in each round, every page right after a floor run of its own, served both
 * ways (floor, A, A, floor, B, B, ...), the two ways taking turns at going first from round to
 * round, so each page has `rounds` floor runs taken in the same minutes as its own and neither way
 * always runs on the warmer machine.
 */
export function interleave(pages: string[], rounds: number): Turn[] {
  return Array.from({ length: rounds }, (_, round) => {
    const order = round % 2 === 0 ? ways : [...ways].reverse();
    return pages.flatMap((page): Turn[] => [{ measure: 'floor', page }, ...order.map((way) => ({ measure: way, page }))]);
  }).flat();
}

/** A page's medians, each way it was served, beside the medians of the floor runs measured next to it. */
export interface BesideFloor {
  path: string;
  floor: LighthouseMedian;
  ways: Record<Way, LighthouseMedian>;
  /** The page's script during load (through the page server) at most this many times the floor's; none: reported only. */
  scriptRatio?: number;
  /** Each round's page TBT (through the page server) over the floor TBT measured right before it: how far a single pair swings. */
  tbtPairRatios: number[];
}

/** Pairs each page's runs with the floor runs taken beside it (`besidePage`), in the pages' order. */
export function besideFloor(runs: LighthouseRun[], scriptRatios: Record<string, number> = {}): BesideFloor[] {
  const paths = [...new Set(runs.filter((run) => run.label !== 'floor').map((run) => run.path))];
  return paths.map((path) => {
    const own = (way: Way) => runs.filter((run) => run.label !== 'floor' && run.path === path && run.way === way);
    const floors = runs.filter((run) => run.label === 'floor' && run.besidePage === path);
    return {
      path,
      floor: medianOf('floor', floors),
      ways: Object.fromEntries(ways.map((way) => [way, medianOf(path, own(way))])) as Record<Way, LighthouseMedian>,
      ...(scriptRatios[path] !== undefined && { scriptRatio: scriptRatios[path] }),
      tbtPairRatios: own('page server').flatMap((run, round) => (floors[round] ? [ratioOf(run.tbtMs, floors[round].tbtMs)] : [])),
    };
  });
}

function ratioOf(page: number, floor: number): number {
  return floor > 0 ? page / floor : page > 0 ? Number.POSITIVE_INFINITY : 1;
}
const times = (ratio: number) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : 'n/a');
/** NaN is never within a budget: a missing figure fails rather than passes. */
const atMost = (value: number, limit: number) => !Number.isNaN(value) && value <= limit;

export interface Verdict {
  measured: string;
  budget: string;
  ok: boolean;
}

export type BudgetName = 'performance' | 'lcp' | 'tbt' | 'cls' | 'chain';

/** One way's budgets against its floor: what was measured (median, with the runs' spread), the limit, and whether it holds. */
export function verdictsOf(way: Way, row: LighthouseMedian, floor: LighthouseMedian, limits: PageBudgets = pageBudgets): Record<BudgetName, Verdict> {
  const tbtRatio = ratioOf(row.tbtMs, floor.tbtMs);
  const lcpLimit = way === 'static files' ? limits.lcpStaticMs : floor.lcpMs + limits.lcpOverFloorMs;
  return {
    // In hundredths, as Lighthouse shows the score.
    performance: {
      measured: withSpread(row.performance, row.spread.performance, score),
      budget: `>= ${score(limits.performance)}`,
      ok: !Number.isNaN(row.performance) && Math.round(row.performance * 100) >= Math.round(limits.performance * 100),
    },
    lcp: {
      measured: `${withSpread(row.lcpMs, row.spread.lcpMs, seconds, secondsBare)}${way === 'page server' ? ` (floor ${seconds(floor.lcpMs)})` : ''}`,
      budget: way === 'static files' ? `<= ${seconds(lcpLimit)}` : `<= ${seconds(lcpLimit)} (floor + ${limits.lcpOverFloorMs} ms)`,
      ok: atMost(row.lcpMs, lcpLimit),
    },
    tbt: {
      measured: `${withSpread(row.tbtMs, row.spread.tbtMs, millis, millisBare)} = ${times(tbtRatio)} floor ${millis(floor.tbtMs)}`,
      budget: `<= ${limits.tbtRatio}x (${millis(floor.tbtMs * limits.tbtRatio)})`,
      ok: atMost(row.tbtMs, floor.tbtMs * limits.tbtRatio),
    },
    cls: { measured: row.cls.toFixed(3), budget: `<= ${limits.cls}`, ok: atMost(row.cls, limits.cls) },
    chain: { measured: Number.isNaN(row.chainHops) ? '-' : `${row.chainHops} hops`, budget: `<= ${limits.chainHops}`, ok: atMost(row.chainHops, limits.chainHops) },
  };
}

/** The slowest single run's LCP of a page, either way: no run over the budget. */
export function anyRunLcp(pair: BesideFloor, limits: PageBudgets = pageBudgets): Verdict {
  const highest = Math.max(...ways.map((way) => pair.ways[way].spread.lcpMs[1]));
  return { measured: seconds(highest), budget: `<= ${seconds(limits.lcpAnyRunMs)}`, ok: atMost(highest, limits.lcpAnyRunMs) };
}

/** The page's script during the load (through the page server) against the floor's, where the page has a ratio. */
export function scriptVerdict(pair: BesideFloor): Verdict | undefined {
  if (pair.scriptRatio === undefined) return undefined;
  const page = pair.ways['page server'];
  return {
    measured: `${kilobytes(page.scriptBytes)} = ${times(ratioOf(page.scriptBytes, pair.floor.scriptBytes))} floor ${kilobytes(pair.floor.scriptBytes)}`,
    budget: `<= ${pair.scriptRatio}x (${kilobytes(pair.floor.scriptBytes * pair.scriptRatio)})`,
    ok: atMost(page.scriptBytes, pair.floor.scriptBytes * pair.scriptRatio),
  };
}

const titles: Array<[BudgetName, string]> = [
  ['performance', 'performance'],
  ['lcp', 'LCP'],
  ['tbt', 'TBT vs floor'],
  ['cls', 'CLS'],
  ['chain', 'request chain'],
];

/** Every budget of a page as the bench's checks: each way's, every run's LCP, and the script where it has a ratio. */
export function pageChecks(pair: BesideFloor, limits: PageBudgets = pageBudgets): Check[] {
  const perWay = ways.flatMap((way) => {
    const all = verdictsOf(way, pair.ways[way], pair.floor, limits);
    return titles.map(([key, title]) => ({ what: `${pair.path} (${way}): ${title}`, ...all[key] }));
  });
  const script = scriptVerdict(pair);
  return [...perWay, { what: `${pair.path}: LCP of every run`, ...anyRunLcp(pair, limits) }, ...(script ? [{ what: `${pair.path}: script during load vs floor`, ...script }] : [])];
}

const cell = (verdict: Verdict) => (verdict.ok ? verdict.measured : `**${verdict.measured}** over`);

/** The budgets table: a row per page and way, each figure its median with the runs' spread, in bold with "over" where it misses its budget. */
export function ratioTable(pairs: BesideFloor[], limits: PageBudgets = pageBudgets): string {
  const header = `| page | served | performance, >= ${limits.performance} | LCP | TBT, <= ${limits.tbtRatio}x floor | CLS, <= ${limits.cls} | chain, <= ${limits.chainHops} hops | floor (perf, LCP, TBT) |`;
  const lines = pairs.flatMap((pair) =>
    ways.map((way) => {
      const v = verdictsOf(way, pair.ways[way], pair.floor, limits);
      const { floor } = pair;
      return [
        `\`${pair.path}\``,
        way,
        cell(v.performance),
        `${cell(v.lcp)}, budget ${v.lcp.budget.replace(/^<= /, '')}`,
        cell(v.tbt),
        cell(v.cls),
        cell(v.chain),
        `${score(floor.performance)}, ${seconds(floor.lcpMs)}, ${millis(floor.tbtMs)}`,
      ];
    }),
  );
  return [header, '|---|---|---|---|---|---|---|---|', ...lines.map((cells) => `| ${cells.join(' | ')} |`)].join('\n');
}
