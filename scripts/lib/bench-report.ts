// Pure parts of scripts/bench.ts: which files make the initial JS of a page, and the verdict.

/**
 * Script files the browser fetches before the page can run: the module entry scripts and every
 * modulepreload link in the built index.html. Lazy route chunks are not initial and not counted.
 */
/**
 * The scripts `/` loads before the app can draw: the module entry, its modulepreload links, and
 * the chunks the entry's own dynamic imports preload (web/src/main.tsx loads the app after the
 * first frame through one, so the app's chunks count as initial though the HTML names only the
 * loader). `readScript` gives a script's text by its URL.
 */
export function initialScripts(html: string, readScript?: (url: string) => string): string[] {
  const found = new Set<string>();
  const entries: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attrs = attributes(tag);
    if (/^<script/i.test(tag) && attrs.src && (attrs.type ?? '') === 'module') {
      found.add(attrs.src);
      entries.push(attrs.src);
    }
    if (/^<link/i.test(tag) && attrs.href && (attrs.rel ?? '').split(/\s+/).includes('modulepreload')) found.add(attrs.href);
  }
  for (const entry of readScript ? entries.filter((url) => !isOtherOrigin(url)) : []) {
    for (const file of preloadedFiles(readScript!(entry))) if (file.endsWith('.js')) found.add(file);
  }
  return [...found].filter((url) => !isOtherOrigin(url));
}

/** The files (scripts and styles) an entry's dynamic imports preload: Vite's `m.f||(m.f=[...])` map, as root paths. */
export function preloadedFiles(entrySource: string): string[] {
  const map = /m\.f\|\|\(m\.f=\[([^\]]*)\]/.exec(entrySource)?.[1] ?? '';
  return [...map.matchAll(/"([^"]+)"/g)].map(([, file]) => `/${file!.replace(/^\//, '')}`);
}

const isOtherOrigin = (url: string) => /^(https?:)?\/\//.test(url);

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
