import { describe, expect, it } from 'vitest';
import { checks, initialScripts } from './bench-report.ts';

describe('initialScripts', () => {
  it('takes the module entry and modulepreload links, not styles or lazy chunks', () => {
    const html = `<!doctype html><html><head>
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-def.js">
      <link rel='modulepreload' href='/assets/mantine-123.js' />
      <link rel="stylesheet" href="/assets/index-xyz.css">
      <link rel="preload" as="font" href="/assets/font.woff2">
      <script src="https://example.com/analytics.js" type="module"></script>
      <script>window.inline = 1</script>
    </head><body></body></html>`;
    expect(initialScripts(html)).toEqual(['/assets/index-abc.js', '/assets/react-def.js', '/assets/mantine-123.js']);
  });

  it("adds the chunks the entry preloads for its dynamic imports (the app the loader starts), not their styles", () => {
    const html = '<script type="module" src="/assets/index-abc.js"></script>';
    const entry = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/start-1.js","assets/Box-2.js","assets/start-3.css"])))=>i.map(i=>d[i]);';
    expect(initialScripts(html, (url) => (url === '/assets/index-abc.js' ? entry : ''))).toEqual(['/assets/index-abc.js', '/assets/start-1.js', '/assets/Box-2.js']);
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
  it('is 150 KB gzip, issue 11: 150.4 is over', () => {
    expect(checks(150.4, [])[0]).toMatchObject({ budget: '<= 150 KB', ok: false });
  });
});
