import { describe, expect, it } from 'vitest';
import { chainHopsOf, lcpElementOf, longTasksOf, mainThreadByGroup, readRun, scriptTransferBytes, slowestScripts, type LhrLike } from './lighthouse-read.ts';

const table = (items: Array<Record<string, unknown>>) => ({ score: null, scoreDisplayMode: 'informative', details: { type: 'table', items } });

/** A cut-down Lighthouse 13 result, shaped as its JSON is. */
const lhr = (audits: LhrLike['audits'] = {}): LhrLike => ({
  finalDisplayedUrl: 'http://127.0.0.1:4173/slots?tab=new',
  environment: { benchmarkIndex: 1312.5 },
  categories: { performance: { score: 0.83 }, accessibility: { score: 1 }, 'best-practices': { score: 0.96 }, seo: { score: null } },
  audits: {
    'largest-contentful-paint': { score: 0.9, scoreDisplayMode: 'numeric', numericValue: 1210.4 },
    'total-blocking-time': { score: 0.5, scoreDisplayMode: 'numeric', numericValue: 650 },
    'cumulative-layout-shift': { score: 1, scoreDisplayMode: 'numeric', numericValue: 0.002 },
    'first-contentful-paint': { score: 1, scoreDisplayMode: 'numeric', numericValue: 1010 },
    'errors-in-console': { score: 0, scoreDisplayMode: 'binary' },
    'target-size': { score: 1, scoreDisplayMode: 'binary' },
    ...audits,
  },
});

describe('scriptTransferBytes', () => {
  it("reads the resource summary's script row: bytes on the wire", () => {
    const result = lhr({
      'resource-summary': table([
        { resourceType: 'total', label: 'Total', requestCount: 40, transferSize: 700_000 },
        { resourceType: 'script', label: 'Script', requestCount: 31, transferSize: 304_128 },
        { resourceType: 'third-party', label: 'Third-party', requestCount: 0, transferSize: 0 },
      ]),
      'network-requests': table([{ url: 'http://127.0.0.1:4173/assets/a.js', resourceType: 'Script', transferSize: 1 }]),
    });
    expect(scriptTransferBytes(result)).toBe(304_128);
  });

  it('counts no script as 0, and falls back to the network requests of type Script without a summary', () => {
    expect(scriptTransferBytes(lhr({ 'resource-summary': table([{ resourceType: 'total', transferSize: 9 }]) }))).toBe(0);
    const requests = table([
      { url: 'http://127.0.0.1:4173/', resourceType: 'Document', transferSize: 5_000 },
      { url: 'http://127.0.0.1:4173/assets/a.js', resourceType: 'Script', transferSize: 100_000 },
      { url: 'http://127.0.0.1:4173/assets/b.js', resourceType: 'Script', transferSize: 20_000 },
    ]);
    expect(scriptTransferBytes(lhr({ 'network-requests': requests }))).toBe(120_000);
    expect(scriptTransferBytes(lhr())).toBeNaN();
  });
});

describe('mainThreadByGroup and slowestScripts', () => {
  it('sums the breakdown by group and lists the scripts with the most main-thread time first', () => {
    const result = lhr({
      'mainthread-work-breakdown': table([
        { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 812.2 },
        { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 300 },
        { group: 'styleLayout', duration: 12 },
      ]),
      'bootup-time': table([
        { url: 'Unattributable', total: 90, scripting: 5, scriptParseCompile: 0 },
        { url: 'http://127.0.0.1:4173/assets/start-1.js', total: 420, scripting: 380, scriptParseCompile: 20 },
        { url: 'http://127.0.0.1:4173/assets/libraries-2.js', total: 610, scripting: 500, scriptParseCompile: 80 },
      ]),
    });
    expect(mainThreadByGroup(result)).toEqual({ scriptEvaluation: 812.2, styleLayout: 312 });
    expect(slowestScripts(result, 2)).toEqual([
      { url: 'http://127.0.0.1:4173/assets/libraries-2.js', totalMs: 610, scriptingMs: 500 },
      { url: 'http://127.0.0.1:4173/assets/start-1.js', totalMs: 420, scriptingMs: 380 },
    ]);
  });
});

describe('readRun', () => {
  it('reads the scores, the metrics, the benchmark index, where the page ended and the binary audits that failed', () => {
    const result = readRun('/slots', '/slots', lhr());
    expect(result).toMatchObject({
      label: '/slots',
      path: '/slots',
      finalPath: '/slots',
      performance: 0.83,
      bestPractices: 0.96,
      lcpMs: 1210.4,
      tbtMs: 650,
      cls: 0.002,
      fcpMs: 1010,
      benchmarkIndex: 1312.5,
      failing: ['errors-in-console'],
    });
    // A category Lighthouse could not score is missing, not 0.
    expect(result.seo).toBeNaN();
  });
});

describe('lcpElementOf and longTasksOf', () => {
  it("names the LCP element from Lighthouse 13's breakdown insight, or the older audit, with its white space folded", () => {
    const insight = { score: null, details: { type: 'list', items: [{ type: 'table', items: [] }, { type: 'node', nodeLabel: '今日の\n  トーナメント', selector: 'p' }] } };
    expect(lcpElementOf(lhr({ 'lcp-breakdown-insight': insight }))).toBe('今日の トーナメント');
    expect(lcpElementOf(lhr({ 'largest-contentful-paint-element': { score: null, details: { items: [{ type: 'node', nodeLabel: 'img.banner' }] } } }))).toBe('img.banner');
    expect(lcpElementOf(lhr())).toBeUndefined();
  });

  it('counts the tasks of 50 ms or more and keeps the longest; none is 0 and 0', () => {
    expect(longTasksOf(lhr({ 'long-tasks': table([{ duration: 142 }, { duration: 49.9 }, { duration: 66 }]) }))).toEqual({ count: 2, longestMs: 142 });
    expect(longTasksOf(lhr())).toEqual({ count: 0, longestMs: 0 });
  });
});

describe('chainHopsOf', () => {
  const tree = (chains: unknown) => ({ score: null, scoreDisplayMode: 'informative', details: { type: 'list', items: [{ type: 'list-section', value: { type: 'network-tree', chains, longestChain: { duration: 900 } } }] } });
  const node = (children: Record<string, unknown> = {}) => ({ url: 'http://127.0.0.1:4173/x', navStartToEndTime: 1, transferSize: 1, isLongest: false, children });

  it('counts the hops after the document in the longest chain of the network dependency tree', () => {
    // document -> entry -> libraries -> app, and document -> stylesheet
    const chains = { doc: node({ entry: node({ libraries: node({ app: node() }) }), css: node() }) };
    expect(chainHopsOf(lhr({ 'network-dependency-tree-insight': tree(chains) }))).toBe(3);
    expect(chainHopsOf(lhr({ 'network-dependency-tree-insight': tree({ doc: node() }) }))).toBe(0);
  });

  it('reads the older critical-request-chains audit, and is NaN without either', () => {
    const older = { score: null, details: { type: 'criticalrequestchain', chains: { doc: node({ a: node() }) } } };
    expect(chainHopsOf(lhr({ 'critical-request-chains': older }))).toBe(1);
    expect(chainHopsOf(lhr())).toBeNaN();
  });
});
