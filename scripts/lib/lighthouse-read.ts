// Reading one Lighthouse result (its JSON, `lhr`) into the figures `npm run bench` keeps: the
// category scores, the metrics, the script transferred during the load (the resource summary), the
// machine's benchmark index, where the main thread went and the scripts that cost it most.

/** The parts of Lighthouse's result read here (LH.Result has these and more). */
export interface LhrLike {
  finalDisplayedUrl: string;
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { score: number | null; scoreDisplayMode?: string; numericValue?: number; details?: unknown } | undefined>;
}

export interface ScriptCost {
  url: string;
  /** Main-thread time attributed to the script (evaluation, parse and compile, and what they caused), ms at Lighthouse's 4x. */
  totalMs: number;
  scriptingMs: number;
}

export interface LighthouseRun {
  /** `floor` for web/floor, else the page's path. */
  label: string;
  /** The path asked for. */
  path: string;
  /** Where the page ended up (a login-only page measured logged out would show `/`). */
  finalPath: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Script transferred during the load (bytes on the wire, compressed). */
  scriptBytes: number;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster). */
  benchmarkIndex: number;
  /** Main-thread time per Lighthouse task group (scriptEvaluation, styleLayout, ...), ms at 4x. */
  mainThreadMs: Record<string, number>;
  slowestScripts: ScriptCost[];
  /** What the largest contentful paint was (Lighthouse's node label, cut to 80 characters), when it says. */
  lcpElement?: string;
  /** The main-thread tasks of 50 ms or more (at 4x): how many, and the longest. */
  longTasks: { count: number; longestMs: number };
  /** Pass/fail audits that failed, to say why a category is under 1. */
  failing: string[];
  /**
   * The longest chain of critical requests after the document (Lighthouse's network dependency
   * tree): 1 when everything the page needs is asked for by the document itself. NaN when the
   * result has no tree.
   */
  chainHops: number;
  /** A page run: how the site was served (the floor has no `way`). */
  way?: Way;
  /** A floor run: the page it was measured beside. */
  besidePage?: string;
}

/** How a page was served: by the site's page server (web/server), or as plain static files (`--plain`). */
export type Way = 'page server' | 'static files';
export const ways: readonly Way[] = ['page server', 'static files'];

type Row = Record<string, unknown>;

/** The rows of an audit's table, or none. */
export function auditItems(lhr: LhrLike, id: string): Row[] {
  const details = lhr.audits[id]?.details as { items?: unknown } | undefined;
  return Array.isArray(details?.items) ? details.items.filter((item): item is Row => typeof item === 'object' && item !== null) : [];
}

const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The script transferred during the load: the resource summary's `script` row; without that audit,
 * the sum of the network requests of type Script. NaN when neither is in the result.
 */
export function scriptTransferBytes(lhr: LhrLike): number {
  const summary = auditItems(lhr, 'resource-summary');
  if (summary.length > 0) return numberOf(summary.find((row) => row.resourceType === 'script')?.transferSize);
  const requests = auditItems(lhr, 'network-requests');
  if (requests.length > 0) return requests.filter((row) => row.resourceType === 'Script').reduce((sum, row) => sum + numberOf(row.transferSize), 0);
  return Number.NaN;
}

/** Main-thread time per task group (the main-thread work breakdown), summed by group. */
export function mainThreadByGroup(lhr: LhrLike): Record<string, number> {
  const groups: Record<string, number> = {};
  for (const row of auditItems(lhr, 'mainthread-work-breakdown')) {
    if (typeof row.group !== 'string') continue;
    groups[row.group] = (groups[row.group] ?? 0) + numberOf(row.duration);
  }
  return groups;
}

/** The `count` scripts with the most main-thread time (bootup-time), slowest first. */
export function slowestScripts(lhr: LhrLike, count = 5): ScriptCost[] {
  return auditItems(lhr, 'bootup-time')
    .filter((row) => typeof row.url === 'string')
    .map((row) => ({ url: String(row.url), totalMs: numberOf(row.total), scriptingMs: numberOf(row.scripting) }))
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, count);
}

/**
 * The element of the largest contentful paint: the node row of the LCP breakdown insight
 * (Lighthouse 13), or of the older largest-contentful-paint-element audit.
 */
export function lcpElementOf(lhr: LhrLike): string | undefined {
  for (const id of ['lcp-breakdown-insight', 'largest-contentful-paint-element']) {
    const node = auditItems(lhr, id).find((row) => row.type === 'node' && typeof row.nodeLabel === 'string');
    if (node) return String(node.nodeLabel).replace(/\s+/g, ' ').slice(0, 80);
  }
  return undefined;
}

/** The long tasks (50 ms or more) of the long-tasks audit: how many, and the longest. */
export function longTasksOf(lhr: LhrLike): { count: number; longestMs: number } {
  const durations = auditItems(lhr, 'long-tasks').map((row) => numberOf(row.duration)).filter((ms) => ms >= 50);
  return { count: durations.length, longestMs: durations.length > 0 ? Math.max(...durations) : 0 };
}

interface TreeNode {
  children?: Record<string, TreeNode>;
}

/** The deepest path below a node, in hops. */
const depth = (node: TreeNode): number => Math.max(0, ...Object.values(node.children ?? {}).map((child) => 1 + depth(child)));

/**
 * The hops after the document in the longest critical request chain: the network dependency tree
 * insight's (Lighthouse 13; its roots are the document), or the older critical-request-chains
 * audit's. NaN when neither is in the result.
 */
export function chainHopsOf(lhr: LhrLike): number {
  const details = lhr.audits['network-dependency-tree-insight']?.details as { items?: Array<{ value?: { type?: string; chains?: Record<string, TreeNode> } }> } | undefined;
  const tree = details?.items?.find((item) => item.value?.type === 'network-tree')?.value?.chains;
  const older = (lhr.audits['critical-request-chains']?.details as { chains?: Record<string, TreeNode> } | undefined)?.chains;
  const roots = tree ?? older;
  if (!roots) return Number.NaN;
  return Math.max(0, ...Object.values(roots).map(depth));
}

/** One run's figures; `label` names what was measured (`floor`, or the page's path). */
export function readRun(label: string, path: string, lhr: LhrLike): LighthouseRun {
  const score = (id: string) => lhr.categories[id]?.score ?? Number.NaN;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    label,
    path,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    scriptBytes: scriptTransferBytes(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    mainThreadMs: mainThreadByGroup(lhr),
    slowestScripts: slowestScripts(lhr),
    lcpElement: lcpElementOf(lhr),
    longTasks: longTasksOf(lhr),
    chainHops: chainHopsOf(lhr),
    failing: Object.entries(lhr.audits)
      .filter(([, audit]) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map(([id]) => id),
  };
}
