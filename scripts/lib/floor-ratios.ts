// The pages' budgets as ratios to the floor (web/floor: the same libraries, none of the site's code)
// measured in the same run (issue 25): absolute Lighthouse figures move with the machine (it
// multiplies the machine's own task times by 4), a page's figures against the floor's measured in
// the same minutes much less. Pure: the order of the runs, which floor runs stand beside which
// page, the verdicts and the table.
import type { Check } from './bench-report.ts';
import { kilobytes, medianOf, millis, score, seconds, type LighthouseMedian, type LighthouseRun } from './lighthouse-report.ts';

export interface FloorBudgets {
  /** A page's TBT at most this many times the floor's. */
  tbtRatio: number;
  /** A page's performance score at most this much below the floor's. */
  performanceBelow: number;
  /** A page's LCP at most this or the floor's LCP, whichever is larger (the floor paints only after its script). */
  lcpMs: number;
  /** CLS at most this (the floor shifts nothing). */
  cls: number;
}

export const floorBudgets: FloorBudgets = { tbtRatio: 1.5, performanceBelow: 0.03, lcpMs: 1200, cls: 0.01 };

/** One Lighthouse run to make: the floor beside a page, or the page. */
export interface Turn {
  measure: 'floor' | 'page';
  page: string;
}

/**
 * The order of the runs: in each round, every page right after a floor run of its own (floor, A,
 * floor, B, ...), so each page has `rounds` floor runs taken in the same minutes as its own.
 */
export function interleave(pages: string[], rounds: number): Turn[] {
  return Array.from({ length: rounds }, () => pages.flatMap((page): Turn[] => [{ measure: 'floor', page }, { measure: 'page', page }])).flat();
}

/** A page's medians beside the medians of the floor runs measured next to it. */
export interface BesideFloor {
  page: LighthouseMedian;
  floor: LighthouseMedian;
  /** The page's script during load at most this many times the floor's; none: reported only. */
  scriptRatio?: number;
  /** Each round's page TBT over the floor TBT measured right before it: how far a single pair swings. */
  tbtPairRatios: number[];
}

/** Pairs each page's runs with the floor runs taken beside it (`besidePage`), in the pages' order. */
export function besideFloor(runs: LighthouseRun[], scriptRatios: Record<string, number> = {}): BesideFloor[] {
  const pages = [...new Set(runs.filter((run) => run.label !== 'floor').map((run) => run.label))];
  return pages.map((label) => {
    const own = runs.filter((run) => run.label === label);
    const floors = runs.filter((run) => run.label === 'floor' && run.besidePage === label);
    return {
      page: medianOf(label, own),
      floor: medianOf('floor', floors),
      ...(scriptRatios[label] !== undefined && { scriptRatio: scriptRatios[label] }),
      tbtPairRatios: own.flatMap((run, round) => (floors[round] ? [ratioOf(run.tbtMs, floors[round].tbtMs)] : [])),
    };
  });
}

function ratioOf(page: number, floor: number): number {
  return floor > 0 ? page / floor : page > 0 ? Number.POSITIVE_INFINITY : 1;
}
const times = (ratio: number) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : 'n/a');

interface Verdict {
  measured: string;
  budget: string;
  ok: boolean;
}

/** Each budget of a page against its floor: what was measured, the limit it was held to, and whether it holds. */
export function verdicts({ page, floor, scriptRatio }: BesideFloor, limits: FloorBudgets = floorBudgets): Record<'performance' | 'tbt' | 'lcp' | 'cls', Verdict> & { script?: Verdict } {
  const tbtRatio = ratioOf(page.tbtMs, floor.tbtMs);
  const lcpLimit = Math.max(limits.lcpMs, floor.lcpMs);
  // In hundredths, as Lighthouse shows the score: 0.91 against a floor of 0.94 holds.
  const minPerformance = (Math.round(floor.performance * 100) - Math.round(limits.performanceBelow * 100)) / 100;
  const scriptTimes = ratioOf(page.scriptBytes, floor.scriptBytes);
  return {
    performance: {
      measured: `${score(page.performance)} (floor ${score(floor.performance)})`,
      budget: `>= ${score(minPerformance)} (floor - ${limits.performanceBelow})`,
      ok: Math.round(page.performance * 100) >= Math.round(minPerformance * 100),
    },
    tbt: {
      measured: `${millis(page.tbtMs)} = ${times(tbtRatio)} floor ${millis(floor.tbtMs)}`,
      budget: `<= ${limits.tbtRatio}x (${millis(floor.tbtMs * limits.tbtRatio)})`,
      ok: page.tbtMs <= floor.tbtMs * limits.tbtRatio,
    },
    lcp: {
      measured: `${seconds(page.lcpMs)} (floor ${seconds(floor.lcpMs)})`,
      budget: `<= ${seconds(lcpLimit)} (${floor.lcpMs > limits.lcpMs ? "the floor's" : `${limits.lcpMs / 1000} s`})`,
      ok: page.lcpMs <= lcpLimit,
    },
    cls: { measured: page.cls.toFixed(3), budget: `<= ${limits.cls}`, ok: page.cls <= limits.cls },
    ...(scriptRatio !== undefined && {
      script: {
        measured: `${kilobytes(page.scriptBytes)} = ${times(scriptTimes)} floor ${kilobytes(floor.scriptBytes)}`,
        budget: `<= ${scriptRatio}x (${kilobytes(floor.scriptBytes * scriptRatio)})`,
        ok: page.scriptBytes <= floor.scriptBytes * scriptRatio,
      },
    }),
  };
}

/** The verdicts as the bench's checks. */
export function floorChecks(pair: BesideFloor, limits: FloorBudgets = floorBudgets): Check[] {
  const all = verdicts(pair, limits);
  const titles: Array<[keyof typeof all, string]> = [
    ['performance', 'performance vs floor'],
    ['lcp', 'LCP vs floor'],
    ['tbt', 'TBT vs floor'],
    ['cls', 'CLS'],
    ['script', 'script during load vs floor'],
  ];
  return titles.flatMap(([key, title]) => {
    const verdict = all[key];
    return verdict ? [{ what: `${pair.page.path}: ${title}`, ...verdict }] : [];
  });
}

const cell = (verdict: Verdict | undefined, text: string) => (verdict ? (verdict.ok ? text : `**${text}** over`) : text);

/** The table of ratios: each page beside its own floor runs, a figure in bold with "over" where it misses its budget. */
export function ratioTable(pairs: BesideFloor[], limits: FloorBudgets = floorBudgets): string {
  const header = `| page | performance (floor) | TBT (floor) | TBT ratio, budget ${limits.tbtRatio}x | LCP (floor) | CLS | script during load (floor) | script ratio |`;
  const lines = pairs.map((pair) => {
    const v = verdicts(pair, limits);
    const { page, floor } = pair;
    const scriptTimes = times(ratioOf(page.scriptBytes, floor.scriptBytes));
    return [
      `\`${page.path}\``,
      cell(v.performance, `${score(page.performance)} (${score(floor.performance)})`),
      `${millis(page.tbtMs)} (${millis(floor.tbtMs)})`,
      `${cell(v.tbt, times(ratioOf(page.tbtMs, floor.tbtMs)))} (pairs ${pair.tbtPairRatios.map(times).join(', ') || '-'})`,
      cell(v.lcp, `${seconds(page.lcpMs)} (${seconds(floor.lcpMs)})`),
      cell(v.cls, page.cls.toFixed(3)),
      `${kilobytes(page.scriptBytes)} (${kilobytes(floor.scriptBytes)})`,
      v.script ? `${cell(v.script, scriptTimes)}, budget ${pair.scriptRatio}x` : `${scriptTimes}, no budget`,
    ];
  });
  return [header, '|---|---|---|---|---|---|---|---|', ...lines.map((cells) => `| ${cells.join(' | ')} |`)].join('\n');
}
