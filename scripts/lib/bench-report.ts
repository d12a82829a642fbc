// Pure parts of scripts/bench.ts: which files make the initial JS of a page, and the verdict.

/**
 * The scripts `/` loads before the app can draw: the module entry and its modulepreload links, the
 * entry's own dynamic imports (web/src/main.tsx loads the app after the first frame through one,
 * so the app counts as initial though the HTML names only the loader), the chunks the entry's
 * preload map names, and every chunk those import statically, however deep. Lazy route chunks (a
 * dynamic import anywhere but the entry) are not initial. `readScript` gives a script's text by its
 * URL; without it, only what the HTML names.
 */
export async function initialScripts(html: string, readScript?: (url: string) => string | Promise<string>): Promise<string[]> {
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
  if (!readScript) return [...found].filter((url) => !isOtherOrigin(url));
  const sources = new Map<string, string>();
  const read = async (url: string) => {
    if (!sources.has(url)) sources.set(url, await readScript(url));
    return sources.get(url)!;
  };
  for (const entry of entries.filter((url) => !isOtherOrigin(url))) {
    const source = await read(entry);
    for (const file of preloadedFiles(source)) if (file.endsWith('.js')) found.add(file);
    for (const file of chunkImports(source, entry).dynamic) found.add(file);
  }
  const queue = [...found].filter((url) => !isOtherOrigin(url));
  while (queue.length > 0) {
    const url = queue.shift()!;
    for (const file of chunkImports(await read(url), url).static) {
      if (found.has(file)) continue;
      found.add(file);
      queue.push(file);
    }
  }
  return [...found].filter((url) => !isOtherOrigin(url));
}

/**
 * The relative imports of a built chunk, as root paths: static ones (`import … from"./a.js"`,
 * `import"./a.js"`, `export … from"./a.js"`) and dynamic ones (`import("./a.js")`, any quotes).
 */
export function chunkImports(source: string, url: string): { static: string[]; dynamic: string[] } {
  const resolve = (specifier: string) => new URL(specifier, `http://site.invalid${url}`).pathname;
  const statics = [...source.matchAll(/(?:\bimport|\bexport)\s*(?:[\w$*{][^;"'`]*?\bfrom\s*)?(["'`])(\.{1,2}\/[^"'`]+\.js)\1/g)].map((match) => resolve(match[2]!));
  const dynamics = [...source.matchAll(/\bimport\(\s*(["'`])(\.{1,2}\/[^"'`]+\.js)\1\s*\)/g)].map((match) => resolve(match[2]!));
  return { static: [...new Set(statics)], dynamic: [...new Set(dynamics)] };
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

/** The initial JS of `/` file by file, its total, and what of it the floor (the libraries alone) weighs. */
export function initialJsTable(files: Array<{ file: string; kb: number }>, floorKb: number, limits: Budgets = budgets): string {
  const total = files.reduce((sum, file) => sum + file.kb, 0);
  const over = total > limits.initialJsKb ? ` **over by ${(total - limits.initialJsKb).toFixed(1)} KB**` : ' (within budget)';
  return [
    '| file | KB gzip -9 |',
    '|---|---|',
    ...files.map((file) => `| \`${file.file}\` | ${file.kb.toFixed(1)} |`),
    `| **total** | **${total.toFixed(1)}** |`,
    '',
    `Budget ${limits.initialJsKb} KB${over}. Of it, the floor (\`web/floor\`: the same libraries, none of the site's code, built with the site's settings) weighs ${floorKb.toFixed(1)} KB; the site's own start-up ${(total - floorKb).toFixed(1)} KB.`,
  ].join('\n');
}

/** The mock against the bare server, operation by operation, with the ratio and its budget. */
export function serverTable(results: LoadResult[], limits: Budgets = budgets): string {
  const mark = (ok: boolean, text: string) => (ok ? text : `**${text}** over`);
  return [
    `| operation | mock req/s | bare req/s | mock / bare (budget >= ${limits.minRatio}) | mock p99 (budget < ${limits.maxP99Ms} ms) | bare p99 |`,
    '|---|---|---|---|---|---|',
    ...results.map((result) => {
      const r = ratio(result);
      return `| ${result.operation} | ${result.mock.requestsPerSecond} | ${result.bare.requestsPerSecond} | ${mark(r >= limits.minRatio, r.toFixed(2))} | ${mark(result.mock.p99Ms < limits.maxP99Ms, `${result.mock.p99Ms} ms`)} | ${result.bare.p99Ms} ms |`;
    }),
  ].join('\n');
}
