// Pure parts of the Lighthouse bench: the median of a page's runs, the table, and the verdict.

export interface LighthouseRun {
  path: string;
  /** Where the page ended up (a login-only page measured logged out would show `/`). */
  finalPath: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Pass/fail audits that failed, to say why a category is under 1. */
  failing: string[];
}

export type LighthouseMedian = Omit<LighthouseRun, 'failing'> & { runs: number; failing: string[] };

export interface LighthouseBudgets {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Issue 11: performance 0.95 or more, the other categories 1.00, LCP 1.5 s, TBT 100 ms, CLS 0.01. */
export const lighthouseBudgets: LighthouseBudgets = { performance: 0.95, accessibility: 1, bestPractices: 1, seo: 1, lcpMs: 1500, tbtMs: 100, cls: 0.01 };

export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's median over a page's runs (each figure on its own, as Lighthouse's own guidance does). */
export function medians(runs: LighthouseRun[]): LighthouseMedian[] {
  const paths = [...new Set(runs.map((run) => run.path))];
  return paths.map((path) => {
    const own = runs.filter((run) => run.path === path);
    const of = (key: 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'tbtMs' | 'cls' | 'fcpMs') => median(own.map((run) => run[key]));
    return {
      path,
      finalPath: own.map((run) => run.finalPath).join(' ') === own.map(() => path).join(' ') ? path : [...new Set(own.map((run) => run.finalPath))].join(', '),
      runs: own.length,
      performance: of('performance'),
      accessibility: of('accessibility'),
      bestPractices: of('bestPractices'),
      seo: of('seo'),
      lcpMs: of('lcpMs'),
      tbtMs: of('tbtMs'),
      cls: of('cls'),
      fcpMs: of('fcpMs'),
      failing: [...new Set(own.flatMap((run) => run.failing))].sort(),
    };
  });
}

const score = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(2));
const seconds = (ms: number) => (Number.isNaN(ms) ? '-' : `${(ms / 1000).toFixed(2)} s`);

/** The README's table: one row per page. */
export function lighthouseTable(rows: LighthouseMedian[]): string {
  const header = '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |';
  const lines = rows.map(
    (row) =>
      `| \`${row.path}\`${row.finalPath === row.path ? '' : ` (ended at ${row.finalPath})`} | ${score(row.performance)} | ${score(row.accessibility)} | ${score(row.bestPractices)} | ${score(row.seo)} | ${seconds(row.fcpMs)} | ${seconds(row.lcpMs)} | ${Math.round(row.tbtMs)} ms | ${row.cls.toFixed(3)} |`,
  );
  return [header, '|---|---|---|---|---|---|---|---|---|', ...lines].join('\n');
}

export interface LighthouseCheck {
  what: string;
  measured: string;
  budget: string;
  ok: boolean;
}

export function lighthouseChecks(rows: LighthouseMedian[], limits: LighthouseBudgets = lighthouseBudgets): LighthouseCheck[] {
  return rows.flatMap((row) => {
    const at = (what: string) => `${row.path}: ${what}`;
    return [
      { what: at('performance'), measured: score(row.performance), budget: `>= ${limits.performance}`, ok: row.performance >= limits.performance },
      { what: at('accessibility'), measured: score(row.accessibility), budget: `>= ${limits.accessibility}`, ok: row.accessibility >= limits.accessibility },
      { what: at('best practices'), measured: score(row.bestPractices), budget: `>= ${limits.bestPractices}`, ok: row.bestPractices >= limits.bestPractices },
      { what: at('SEO'), measured: score(row.seo), budget: `>= ${limits.seo}`, ok: row.seo >= limits.seo },
      { what: at('LCP'), measured: seconds(row.lcpMs), budget: `<= ${limits.lcpMs / 1000} s`, ok: row.lcpMs <= limits.lcpMs },
      { what: at('TBT'), measured: `${Math.round(row.tbtMs)} ms`, budget: `<= ${limits.tbtMs} ms`, ok: row.tbtMs <= limits.tbtMs },
      { what: at('CLS'), measured: row.cls.toFixed(3), budget: `<= ${limits.cls}`, ok: row.cls <= limits.cls },
      // A login-only page that ended elsewhere was not measured as asked.
      { what: at('measured where asked'), measured: row.finalPath, budget: row.path, ok: row.finalPath === row.path },
    ];
  });
}
