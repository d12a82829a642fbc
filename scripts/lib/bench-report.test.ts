import { describe, expect, it } from 'vitest';
import { checks, initialJsTable, initialScripts, serverTable } from './bench-report.ts';

describe('initialScripts', () => {
  it('takes the module entry and modulepreload links, not styles or lazy chunks', async () => {
    const html = `<!doctype html><html><head>
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-def.js">
      <link rel='modulepreload' href='/assets/mantine-123.js' />
      <link rel="stylesheet" href="/assets/index-xyz.css">
      <link rel="preload" as="font" href="/assets/font.woff2">
      <script src="https://example.com/analytics.js" type="module"></script>
      <script>window.inline = 1</script>
    </head><body></body></html>`;
    await expect(initialScripts(html)).resolves.toEqual(['/assets/index-abc.js', '/assets/react-def.js', '/assets/mantine-123.js']);
  });

  it("adds the chunks the entry preloads for its dynamic imports (the app the loader starts), not their styles", async () => {
    const html = '<script type="module" src="/assets/index-abc.js"></script>';
    const entry = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/start-1.js","assets/Box-2.js","assets/start-3.css"])))=>i.map(i=>d[i]);';
    await expect(initialScripts(html, (url) => (url === '/assets/index-abc.js' ? entry : ''))).resolves.toEqual(['/assets/index-abc.js', '/assets/start-1.js', '/assets/Box-2.js']);
  });

  it("follows the entry's dynamic import and every static import under it, however deep, but no other dynamic import", async () => {
    const html = '<script type="module" src="/assets/index-abc.js"></script>';
    const files: Record<string, string> = {
      '/assets/index-abc.js': 'function n(){}n(()=>import(`./start-1.js`),[]).catch(e);',
      '/assets/start-1.js': 'import{a as b,c}from"./react-2.js";import"./side-3.js";export{d}from\'./box-4.js\';const r=()=>import("./home-page-5.js");',
      '/assets/react-2.js': 'import{x}from"./react-2.js";import{y}from"./deep-6.js";',
      '/assets/side-3.js': '',
      '/assets/box-4.js': 'const s="import from here";',
      '/assets/deep-6.js': '',
      '/assets/home-page-5.js': 'import{z}from"./lazy-7.js";',
    };
    const read = async (url: string) => files[url] ?? '';
    await expect(initialScripts(html, read)).resolves.toEqual([
      '/assets/index-abc.js',
      '/assets/start-1.js',
      '/assets/react-2.js',
      '/assets/side-3.js',
      '/assets/box-4.js',
      '/assets/deep-6.js',
    ]);
  });
});

describe('checks', () => {
  it('holds each measure against its budget', () => {
    const result = checks(149.6, [
      { operation: 'read', mock: { requestsPerSecond: 9_000, p99Ms: 8 }, bare: { requestsPerSecond: 10_000, p99Ms: 6 } },
      { operation: 'write', mock: { requestsPerSecond: 5_000, p99Ms: 12 }, bare: { requestsPerSecond: 10_000, p99Ms: 6 } },
    ]);
    expect(result.map((check) => [check.what, check.measured, check.ok])).toEqual([
      ['initial JS of /', '149.6 KB gzip', true],
      ['read: mock/bare', '0.90', true],
      ['read: mock p99', '8 ms', true],
      ['write: mock/bare', '0.50', false],
      ['write: mock p99', '12 ms', false],
    ]);
  });
});

describe('initial JS budget', () => {
  it('is 150 KB gzip: 150.4 is over', () => {
    expect(checks(150.4, [])[0]).toMatchObject({ budget: '<= 150 KB', ok: false });
  });
});

describe('initialJsTable', () => {
  it("lists the files, the total against the budget, and the floor's share", () => {
    const table = initialJsTable(
      [
        { file: '/assets/index-a.js', kb: 2.04 },
        { file: '/assets/start-b.js', kb: 170.3 },
      ],
      136.25,
    );
    expect(table).toContain('| `/assets/start-b.js` | 170.3 |');
    expect(table).toContain('| **total** | **172.3** |');
    expect(table).toContain('Budget 150 KB **over by 22.3 KB**. Of it, the floor');
    expect(table).toContain('weighs 136.3 KB; the site\'s own start-up 36.1 KB.');
    expect(initialJsTable([{ file: '/a.js', kb: 149 }], 136)).toContain('(within budget)');
  });
});

describe('serverTable', () => {
  it('prints each operation with its ratio and p99, what is over in bold', () => {
    const table = serverTable([
      { operation: 'read getCommonConfig', mock: { requestsPerSecond: 42_000, p99Ms: 3 }, bare: { requestsPerSecond: 56_000, p99Ms: 2 } },
      { operation: 'ledger adjustWallet', mock: { requestsPerSecond: 30_000, p99Ms: 12 }, bare: { requestsPerSecond: 36_000, p99Ms: 8 } },
    ]);
    expect(table).toContain('| read getCommonConfig | 42000 | 56000 | **0.75** over | 3 ms | 2 ms |');
    expect(table).toContain('| ledger adjustWallet | 30000 | 36000 | 0.83 | **12 ms** over | 8 ms |');
  });
});
