// Pure parts of scripts/bench.ts: which files make the initial JS of a page, and the verdict.

/**
 * Script files the browser fetches before the page can run: the module entry scripts and every
 * modulepreload link in the built index.html. Lazy route chunks are not initial and not counted.
 */
export function initialScripts(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attrs = attributes(tag);
    if (/^<script/i.test(tag) && attrs.src && (attrs.type ?? '') === 'module') found.add(attrs.src);
    if (/^<link/i.test(tag) && attrs.href && (attrs.rel ?? '').split(/\s+/).includes('modulepreload')) found.add(attrs.href);
  }
  return [...found].filter((url) => !/^(https?:)?\/\//.test(url));
}

function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z:-]+)(?:\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const name = match[1]!.toLowerCase();
    if (name === 'script' || name === 'link') continue;
    result[name] = match[3] ?? match[4] ?? match[5] ?? '';
  }
  return result;
}

export interface LoadResult {
  operation: string;
  mock: { requestsPerSecond: number; p99Ms: number };
  bare: { requestsPerSecond: number; p99Ms: number };
}

export interface Budgets {
  initialJsKb: number;
  minRatio: number;
  maxP99Ms: number;
}

export const budgets: Budgets = { initialJsKb: 150, minRatio: 0.8, maxP99Ms: 10 };

export interface Check {
  what: string;
  measured: string;
  budget: string;
  ok: boolean;
}

export function ratio(result: LoadResult): number {
  return result.bare.requestsPerSecond > 0 ? result.mock.requestsPerSecond / result.bare.requestsPerSecond : 0;
}

export function checks(initialJsKb: number | undefined, loads: LoadResult[], limits: Budgets = budgets): Check[] {
  const list: Check[] = [];
  if (initialJsKb !== undefined) {
    list.push({
      what: 'initial JS of /',
      measured: `${initialJsKb.toFixed(1)} KB gzip`,
      budget: `<= ${limits.initialJsKb} KB`,
      ok: initialJsKb <= limits.initialJsKb,
    });
  }
  for (const load of loads) {
    const r = ratio(load);
    list.push({ what: `${load.operation}: mock/bare`, measured: r.toFixed(2), budget: `>= ${limits.minRatio}`, ok: r >= limits.minRatio });
    list.push({
      what: `${load.operation}: mock p99`,
      measured: `${load.mock.p99Ms} ms`,
      budget: `< ${limits.maxP99Ms} ms`,
      ok: load.mock.p99Ms < limits.maxP99Ms,
    });
  }
  return list;
}
