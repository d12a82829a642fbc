import { describe, expect, it } from 'vitest';
import { lighthouseChecks, lighthouseTable, median, medians, type LighthouseRun } from './lighthouse-report.ts';

const run = (path: string, performance: number, lcpMs: number, extra: Partial<LighthouseRun> = {}): LighthouseRun => ({
  path,
  finalPath: path,
  performance,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs,
  tbtMs: 40,
  cls: 0,
  fcpMs: 900,
  failing: [],
  ...extra,
});

describe('median', () => {
  it('takes the middle run, the mean of the middle two for an even count, and skips missing figures', () => {
    expect(median([0.9, 0.5, 0.7])).toBe(0.7);
    expect(median([1, 4, 2, 3])).toBe(2.5);
    expect(median([Number.NaN, 3])).toBe(3);
    expect(median([])).toBeNaN();
  });
});

describe('medians and checks', () => {
  it('gives one row per page with each figure its median, and holds them against the budgets', () => {
    const rows = medians([
      run('/', 0.97, 1200),
      run('/slots', 0.5, 2500, { failing: ['target-size'] }),
      run('/', 0.93, 1400),
      run('/', 0.99, 1000, { failing: ['meta-description'] }),
      run('/slots', 1, 1900),
    ]);
    expect(rows.map((row) => [row.path, row.runs, row.performance, row.lcpMs, row.failing])).toEqual([
      ['/', 3, 0.97, 1200, ['meta-description']],
      ['/slots', 2, 0.75, 2200, ['target-size']],
    ]);
    const failed = lighthouseChecks(rows).filter((check) => !check.ok).map((check) => check.what);
    expect(failed).toEqual(['/slots: performance', '/slots: LCP']);
    expect(lighthouseTable(rows)).toContain('| `/` | 0.97 | 1.00 | 1.00 | 1.00 | 0.90 s | 1.20 s | 40 ms | 0.000 |');
  });

  it('fails a login-only page that was measured somewhere else (a redirect home)', () => {
    const rows = medians([run('/account/deposit', 1, 900, { finalPath: '/' })]);
    expect(rows[0]!.finalPath).toBe('/');
    expect(lighthouseChecks(rows).find((check) => check.what.endsWith('measured where asked'))?.ok).toBe(false);
    expect(lighthouseTable(rows)).toContain('(ended at /)');
  });
});
