import { describe, expect, it } from 'vitest';
import { anyRunLcp, besideFloor, interleave, pageChecks, ratioTable, verdictsOf } from './floor-ratios.ts';
import type { LighthouseRun, Way } from './lighthouse-read.ts';
import { run } from './lighthouse-runs.fixture.ts';

const served = (path: string, way: Way, performance: number, tbtMs: number, extra: Partial<LighthouseRun> = {}) => run(path, performance, tbtMs, { way, ...extra });

describe('interleave', () => {
  it('puts a floor run right before every page, the page both ways, the ways taking turns at going first', () => {
    expect(interleave(['/', '/slots'], 2).map((turn) => `${turn.measure}:${turn.page}`)).toEqual([
      'floor:/',
      'page server:/',
      'static files:/',
      'floor:/slots',
      'page server:/slots',
      'static files:/slots',
      'floor:/',
      'static files:/',
      'page server:/',
      'floor:/slots',
      'static files:/slots',
      'page server:/slots',
    ]);
  });
});

describe('besideFloor', () => {
  it('holds each page, each way, against the median of the floor runs taken beside it, not the others', () => {
    const runs = [
      run('floor', 0.95, 200, { besidePage: '/' }),
      served('/', 'page server', 0.8, 900),
      served('/', 'static files', 0.7, 1200),
      run('floor', 0.9, 600, { besidePage: '/slots' }),
      served('/slots', 'page server', 0.85, 700),
      served('/slots', 'static files', 0.85, 650),
      run('floor', 0.97, 220, { besidePage: '/' }),
      served('/', 'page server', 0.78, 950),
      served('/', 'static files', 0.72, 1000),
    ];
    const pairs = besideFloor(runs, { '/': 1.3 });
    expect(pairs.map((pair) => [pair.path, pair.ways['page server'].tbtMs, pair.ways['static files'].tbtMs, pair.floor.runs, pair.floor.tbtMs, pair.scriptRatio])).toEqual([
      ['/', 925, 1100, 2, 210, 1.3],
      ['/slots', 700, 650, 1, 600, undefined],
    ]);
    expect(pairs[0]!.ways['static files'].spread.tbtMs).toEqual([1000, 1200]);
    // Each round's page (through the page server) over the floor run right before it.
    expect(pairs[0]!.tbtPairRatios.map((ratio) => ratio.toFixed(2))).toEqual(['4.50', '4.32']);
  });
});

const pair = (page: Partial<LighthouseRun>, floor: Partial<LighthouseRun>, options: { staticPage?: Partial<LighthouseRun>; scriptRatio?: number } = {}) =>
  besideFloor(
    [run('floor', 0.94, 250, { besidePage: '/', lcpMs: 1800, ...floor }), served('/', 'page server', 0.92, 370, page), served('/', 'static files', 0.92, 370, { ...page, ...options.staticPage })],
    options.scriptRatio === undefined ? {} : { '/': options.scriptRatio },
  )[0]!;

describe('verdictsOf', () => {
  it('holds TBT to 2x the floor, performance to 0.90, CLS to 0.01 and the request chain to 3 hops', () => {
    const within = pair({ tbtMs: 500, performance: 0.9, cls: 0.01, chainHops: 3 }, {});
    const verdict = verdictsOf('page server', within.ways['page server'], within.floor);
    expect([verdict.tbt.ok, verdict.performance.ok, verdict.cls.ok, verdict.chain.ok]).toEqual([true, true, true, true]);
    expect(verdict.tbt.measured).toBe('500 ms (500-500) = 2.00x floor 250 ms');
    const over = pair({ tbtMs: 501, performance: 0.894, cls: 0.011, chainHops: 4 }, {});
    const overVerdict = verdictsOf('page server', over.ways['page server'], over.floor);
    expect([overVerdict.tbt.ok, overVerdict.performance.ok, overVerdict.cls.ok, overVerdict.chain.ok]).toEqual([false, false, false, false]);
  });

  it("holds LCP to the floor's + 0.3 s through the page server, and to 2.5 s as static files", () => {
    const floorAt = { lcpMs: 1800 };
    const page = (lcpMs: number) => pair({ lcpMs }, floorAt);
    expect(verdictsOf('page server', page(2100).ways['page server'], page(2100).floor).lcp).toMatchObject({ ok: true, budget: '<= 2.10 s (floor + 300 ms)' });
    expect(verdictsOf('page server', page(2101).ways['page server'], page(2101).floor).lcp.ok).toBe(false);
    expect(verdictsOf('static files', page(2500).ways['static files'], page(2500).floor).lcp).toMatchObject({ ok: true, budget: '<= 2.50 s' });
    expect(verdictsOf('static files', page(2501).ways['static files'], page(2501).floor).lcp.ok).toBe(false);
  });

  it('fails a figure that is missing rather than passing it', () => {
    const missing = pair({ tbtMs: Number.NaN, performance: Number.NaN, chainHops: Number.NaN }, {});
    const verdict = verdictsOf('page server', missing.ways['page server'], missing.floor);
    expect([verdict.tbt.ok, verdict.performance.ok, verdict.chain.ok]).toEqual([false, false, false]);
  });

  it('passes a page with no blocking time beside a floor with none', () => {
    const none = pair({ tbtMs: 0 }, { tbtMs: 0 });
    expect(verdictsOf('page server', none.ways['page server'], none.floor).tbt).toMatchObject({ ok: true, measured: '0 ms (0-0) = 1.00x floor 0 ms' });
  });
});

describe('anyRunLcp', () => {
  it('holds the slowest single run of either way to 2.5 s', () => {
    const runs = [
      run('floor', 0.95, 200, { besidePage: '/' }),
      served('/', 'page server', 0.9, 300, { lcpMs: 1200 }),
      served('/', 'static files', 0.9, 300, { lcpMs: 1500 }),
      run('floor', 0.95, 200, { besidePage: '/' }),
      served('/', 'page server', 0.9, 300, { lcpMs: 1250 }),
      served('/', 'static files', 0.9, 300, { lcpMs: 2600 }),
    ];
    expect(anyRunLcp(besideFloor(runs)[0]!)).toEqual({ measured: '2.60 s', budget: '<= 2.50 s', ok: false });
  });
});

describe('pageChecks and ratioTable', () => {
  it('names each check by page, way and budget, and marks what is over in the table', () => {
    const home = pair({ tbtMs: 900, scriptBytes: 256 * 1024 }, { scriptBytes: 118 * 1024 }, { scriptRatio: 1.3, staticPage: { lcpMs: 3000 } });
    expect(pageChecks(home).map((check) => [check.what, check.ok])).toEqual([
      ['/ (page server): performance', true],
      ['/ (page server): LCP', true],
      ['/ (page server): TBT vs floor', false],
      ['/ (page server): CLS', true],
      ['/ (page server): request chain', true],
      ['/ (static files): performance', true],
      ['/ (static files): LCP', false],
      ['/ (static files): TBT vs floor', false],
      ['/ (static files): CLS', true],
      ['/ (static files): request chain', true],
      ['/: LCP of every run', false],
      ['/: script during load vs floor', false],
    ]);
    const table = ratioTable([home]);
    expect(table).toContain('| `/` | page server | 0.92 (0.92-0.92) | 1.00 s (1.00-1.00) (floor 1.80 s), budget 2.10 s (floor + 300 ms) | **900 ms (900-900) = 3.60x floor 250 ms** over | 0.000 | 2 hops | 0.94, 1.80 s, 250 ms |');
    expect(table).toContain('| `/` | static files | 0.92 (0.92-0.92) | **3.00 s (3.00-3.00)** over, budget 2.50 s |');
  });
});
