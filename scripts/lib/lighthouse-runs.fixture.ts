// A Lighthouse run's figures for the bench's unit tests, with what each test sets.
import type { LighthouseRun } from './lighthouse-read.ts';

/** A run of `label` (`floor` or a page's path); its slowest script is named after its TBT. */
export const run = (label: string, performance: number, tbtMs: number, extra: Partial<LighthouseRun> = {}): LighthouseRun => ({
  label,
  path: label === 'floor' ? '/' : label,
  finalPath: label === 'floor' ? '/' : label,
  performance,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 1000,
  tbtMs,
  cls: 0,
  fcpMs: 900,
  scriptBytes: 100 * 1024,
  benchmarkIndex: 1300,
  mainThreadMs: { scriptEvaluation: tbtMs * 2, styleLayout: 100 },
  slowestScripts: [{ url: `http://127.0.0.1:4173/assets/${label === 'floor' ? 'index' : 'start'}-${tbtMs}.js`, totalMs: tbtMs, scriptingMs: tbtMs - 10 }],
  longTasks: { count: 2, longestMs: tbtMs / 2 + 50 },
  chainHops: 2,
  failing: [],
  ...extra,
});
