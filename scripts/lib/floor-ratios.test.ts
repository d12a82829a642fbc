import { describe, expect, it } from 'vitest';
import { besideFloor, floorChecks, interleave, ratioTable, verdicts } from './floor-ratios.ts';
import type { LighthouseRun } from './lighthouse-read.ts';
import { run } from './lighthouse-runs.fixture.ts';

describe('interleave', () => {
  it('puts a floor run right before every page run, round after round', () => {
    expect(interleave(['/', '/slots'], 2).map((turn) => `${turn.measure}:${turn.page}`)).toEqual([
      'floor:/',
      'page:/',
      'floor:/slots',
      'page:/slots',
      'floor:/',
      'page:/',
      'floor:/slots',
      'page:/slots',
    ]);
  });
});

describe('besideFloor', () => {
  it('holds each page against the median of the floor runs taken beside it, not the others', () => {
    const runs = [
      run('floor', 0.95, 200, { besidePage: '/' }),
      run('/', 0.8, 900),
      run('floor', 0.9, 600, { besidePage: '/slots' }),
      run('/slots', 0.85, 700),
      run('floor', 0.97, 220, { besidePage: '/' }),
      run('/', 0.78, 950),
    ];
    const pairs = besideFloor(runs, { '/': 1.3 });
    expect(pairs.map((pair) => [pair.page.path, pair.page.tbtMs, pair.floor.runs, pair.floor.tbtMs, pair.scriptRatio])).toEqual([
      ['/', 925, 2, 210, 1.3],
      ['/slots', 700, 1, 600, undefined],
    ]);
    // Each round's page over the floor run right before it.
    expect(pairs[0]!.tbtPairRatios.map((ratio) => ratio.toFixed(2))).toEqual(['4.50', '4.32']);
  });
});

const pair = (page: Partial<LighthouseRun>, floor: Partial<LighthouseRun>, scriptRatio?: number) =>
  besideFloor([run('floor', 0.94, 250, { besidePage: '/', ...floor }), run('/', 0.92, 370, page)], scriptRatio === undefined ? {} : { '/': scriptRatio })[0]!;

describe('verdicts', () => {
  it('holds TBT to 1.5x the floor, performance to 0.03 below it, CLS to 0.01', () => {
    const within = verdicts(pair({ tbtMs: 375, performance: 0.91, cls: 0.01 }, {}));
    expect([within.tbt.ok, within.performance.ok, within.cls.ok]).toEqual([true, true, true]);
    expect(within.tbt.measured).toBe('375 ms = 1.50x floor 250 ms');
    expect(within.performance.budget).toBe('>= 0.91 (floor - 0.03)');
    const over = verdicts(pair({ tbtMs: 376, performance: 0.9, cls: 0.011 }, {}));
    expect([over.tbt.ok, over.performance.ok, over.cls.ok]).toEqual([false, false, false]);
  });

  it("holds LCP to 1.2 s, or to the floor's when the floor paints later", () => {
    expect(verdicts(pair({ lcpMs: 1200 }, { lcpMs: 900 })).lcp).toMatchObject({ ok: true, budget: '<= 1.20 s (1.2 s)' });
    expect(verdicts(pair({ lcpMs: 1250 }, { lcpMs: 900 })).lcp.ok).toBe(false);
    expect(verdicts(pair({ lcpMs: 1500 }, { lcpMs: 1550 })).lcp).toMatchObject({ ok: true, budget: "<= 1.55 s (the floor's)" });
  });

  it('holds the script transferred during the load only where the page has a ratio', () => {
    expect(verdicts(pair({ scriptBytes: 256 * 1024 }, { scriptBytes: 118 * 1024 })).script).toBeUndefined();
    const script = verdicts(pair({ scriptBytes: 256 * 1024 }, { scriptBytes: 118 * 1024 }, 1.3)).script!;
    expect(script).toMatchObject({ ok: false, measured: '256.0 KB = 2.17x floor 118.0 KB', budget: '<= 1.3x (153.4 KB)' });
    expect(verdicts(pair({ scriptBytes: 150 * 1024 }, { scriptBytes: 118 * 1024 }, 1.3)).script!.ok).toBe(true);
  });

  it('fails a figure that is missing rather than passing it', () => {
    expect(verdicts(pair({ tbtMs: Number.NaN, performance: Number.NaN }, {})).tbt.ok).toBe(false);
    expect(verdicts(pair({}, { performance: Number.NaN })).performance.ok).toBe(false);
  });

  it('passes a page with no blocking time beside a floor with none', () => {
    expect(verdicts(pair({ tbtMs: 0 }, { tbtMs: 0 })).tbt).toMatchObject({ ok: true, measured: '0 ms = 1.00x floor 0 ms' });
  });
});

describe('floorChecks and ratioTable', () => {
  it('names each check by page and budget, and marks what is over in the table', () => {
    const home = pair({ tbtMs: 900, scriptBytes: 256 * 1024 }, { scriptBytes: 118 * 1024 }, 1.3);
    expect(floorChecks(home).map((check) => [check.what, check.ok])).toEqual([
      ['/: performance vs floor', true],
      ['/: LCP vs floor', true],
      ['/: TBT vs floor', false],
      ['/: CLS', true],
      ['/: script during load vs floor', false],
    ]);
    const table = ratioTable([home]);
    expect(table).toContain('| `/` | 0.92 (0.94) | 900 ms (250 ms) | **3.60x** over (pairs 3.60x) | 1.00 s (1.00 s) | 0.000 | 256.0 KB (118.0 KB) | **2.17x** over, budget 1.3x |');
  });
});
