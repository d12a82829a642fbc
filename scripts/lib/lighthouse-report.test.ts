import { describe, expect, it } from 'vitest';
import { categoryChecks, lighthouseTable, mainThreadTable, median, medians, notInBuild, remainsList, slowestScriptsList } from './lighthouse-report.ts';
import { run } from './lighthouse-runs.fixture.ts';

describe('median', () => {
  it('takes the middle run, the mean of the middle two for an even count, and skips missing figures', () => {
    expect(median([0.9, 0.5, 0.7])).toBe(0.7);
    expect(median([1, 4, 2, 3])).toBe(2.5);
    expect(median([Number.NaN, 3])).toBe(3);
    expect(median([])).toBeNaN();
  });
});

describe('medians', () => {
  it('gives one row per label with each figure its median, the spread of TBT, and the slowest scripts of the median run', () => {
    const rows = medians([
      run('/', 0.97, 120),
      run('/slots', 0.5, 400, { failing: ['target-size'] }),
      run('/', 0.93, 300, { mainThreadMs: { scriptEvaluation: 600 } }),
      run('/', 0.99, 200, { failing: ['meta-description'] }),
      run('/slots', 1, 200),
    ]);
    expect(rows.map((row) => [row.label, row.runs, row.performance, row.tbtMs, row.spread.tbtMs, row.failing])).toEqual([
      ['/', 3, 0.97, 200, [120, 300], ['meta-description']],
      ['/slots', 2, 0.75, 300, [200, 400], ['target-size']],
    ]);
    // A group missing from a run counts as 0 ms in it.
    expect(rows[0]!.mainThreadMs).toEqual({ scriptEvaluation: 400, styleLayout: 100 });
    expect(rows[0]!.slowestScripts[0]!.url).toContain('start-200.js');
  });
});

describe('tables', () => {
  const rows = medians([run('floor', 0.95, 250), run('/', 0.8, 900, { scriptBytes: 256 * 1024 })]);

  it('prints the absolute figures, the floor first under its own name', () => {
    const table = lighthouseTable(rows);
    expect(table).toContain('| floor (`web/floor`) | 1 | 0.95 (0.95-0.95) | 1.00 | 1.00 | 1.00 | 0.90 s | 1.00 s (1.00-1.00) | 250 ms (250-250) | 0.000 | 2 | 100.0 KB |');
    expect(table).toContain('| `/` | 1 | 0.80 (0.80-0.80) |');
    expect(table).toContain('| 256.0 KB |');
  });

  it('prints where the main thread went by group, and the slowest scripts without their origin', () => {
    expect(mainThreadTable(rows)).toContain('| `/` | 1800 ms | 0 ms | 100 ms | 0 ms | 0 ms | 0 ms | 0 ms | 1900 ms |');
    expect(slowestScriptsList(rows)).toContain('- `/`: `/assets/start-900.js` 900 ms (evaluation 890 ms)');
  });

  it('says what remains on each page: its long tasks, and the LCP element most of its runs named', () => {
    const [page] = medians([
      run('/promo', 0.6, 900, { lcpElement: 'img.banner', longTasks: { count: 13, longestMs: 142 } }),
      run('/promo', 0.6, 800, { lcpElement: 'img.banner', longTasks: { count: 15, longestMs: 120 } }),
      run('/promo', 0.6, 700, { lcpElement: 'p.summary', longTasks: { count: 9, longestMs: 100 } }),
    ]);
    expect(remainsList([page!])).toBe('- `/promo`: 13 tasks of 50 ms or more, the longest 120 ms; LCP 1.00 s on "img.banner"');
    expect(remainsList(medians([run('floor', 1, 0, { longTasks: { count: 0, longestMs: 0 } })]))).toBe('- floor (`web/floor`): no task of 50 ms or more; LCP 1.00 s on an element Lighthouse did not name');
  });
});

describe('categoryChecks', () => {
  it('holds accessibility, best practices and SEO at 1, and fails a page measured somewhere else (a login redirect)', () => {
    const [row] = medians([run('/account/deposit', 1, 50, { finalPath: '/', seo: 0.92 })]);
    const failed = categoryChecks(row!).filter((check) => !check.ok).map((check) => check.what);
    expect(failed).toEqual(['/account/deposit: SEO', '/account/deposit: measured where asked']);
    expect(lighthouseTable([row!])).toContain('(ended at /)');
  });
});

describe('notInBuild', () => {
  it('says why a page is not in the build: sent home; a built page passes', () => {
    expect(notInBuild('/promo', '/')).toBe('ended at /');
    expect(notInBuild('/promo', '/promo')).toBeUndefined();
  });
});
