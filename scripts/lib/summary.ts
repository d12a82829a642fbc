// Counting and printing for scripts/test.ts. Pure functions, so scripts/lib/summary.test.ts can pin them.

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** Passed only on a retry: shown apart, never folded into `passed`. */
  flaky?: number;
}

export interface StepResult {
  name: string;
  ok: boolean;
  /** Test counts for steps that run tests; absent for steps such as lint. */
  counts?: TestCounts;
  durationMs: number;
  /** Why a step did not run or what went wrong beyond its counts. */
  note?: string;
}

/** Counts from Vitest's JSON reporter (the Jest-compatible shape). */
export function countVitest(report: unknown): TestCounts | undefined {
  if (!isRecord(report)) return undefined;
  const passed = report.numPassedTests;
  const failed = report.numFailedTests;
  if (typeof passed !== 'number' || typeof failed !== 'number') return undefined;
  const pending = typeof report.numPendingTests === 'number' ? report.numPendingTests : 0;
  const todo = typeof report.numTodoTests === 'number' ? report.numTodoTests : 0;
  return { passed, failed, skipped: pending + todo };
}

/** Counts from Playwright's JSON reporter: a flaky test (passed on retry) is counted as flaky, not passed. */
export function countPlaywright(report: unknown): TestCounts | undefined {
  if (!isRecord(report) || !isRecord(report.stats)) return undefined;
  const { expected, unexpected, flaky, skipped } = report.stats;
  if (typeof expected !== 'number' || typeof unexpected !== 'number') return undefined;
  return {
    passed: expected,
    failed: unexpected,
    skipped: typeof skipped === 'number' ? skipped : 0,
    flaky: typeof flaky === 'number' ? flaky : 0,
  };
}

/**
 * Totals for the last line. Tests count one each; a failed step that has no failing test to show
 * for it (lint, typecheck, a crashed test runner) counts as one failure, so a red run never
 * reads "0 failed".
 */
export function totals(steps: StepResult[]): { passed: number; flaky: number; failed: number; skipped: number } {
  let passed = 0;
  let flaky = 0;
  let failed = 0;
  let skipped = 0;
  for (const step of steps) {
    passed += step.counts?.passed ?? 0;
    flaky += step.counts?.flaky ?? 0;
    skipped += step.counts?.skipped ?? 0;
    const stepFailures = step.counts?.failed ?? 0;
    failed += stepFailures;
    if (!step.ok && stepFailures === 0) failed += 1;
  }
  return { passed, flaky, failed, skipped };
}

export function formatDuration(ms: number): string {
  if (ms < 1_000) return `${ms} ms`;
  const seconds = ms / 1_000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds - minutes * 60)} s`;
}

function describeCounts(counts: TestCounts | undefined): string {
  if (!counts) return '';
  const parts = [`${counts.passed} passed`];
  if (counts.flaky) parts.push(`${counts.flaky} flaky`);
  parts.push(`${counts.failed} failed`);
  if (counts.skipped > 0) parts.push(`${counts.skipped} skipped`);
  return parts.join(', ');
}

/** One test's time, from a step's report. */
export interface TestTime {
  step: string;
  /** File and title, as a reader finds the test. */
  title: string;
  durationMs: number;
}

/** Every test's time in Vitest's JSON report. */
export function vitestTimes(report: unknown, step = 'unit'): TestTime[] {
  if (!isRecord(report) || !Array.isArray(report.testResults)) return [];
  const out: TestTime[] = [];
  for (const file of report.testResults) {
    if (!isRecord(file) || !Array.isArray(file.assertionResults)) continue;
    const name = typeof file.name === 'string' ? relative(file.name) : '';
    for (const test of file.assertionResults) {
      if (isRecord(test) && typeof test.duration === 'number') out.push({ step, title: `${name} › ${String(test.fullName ?? test.title)}`, durationMs: Math.round(test.duration) });
    }
  }
  return out;
}

/** Every Playwright test (per project and attempt, the longest) and its time, from its JSON report. */
export function playwrightTests(report: unknown): Array<{ title: string; durationMs: number; ran: boolean }> {
  const out: Array<{ title: string; durationMs: number; ran: boolean }> = [];
  const walk = (suite: unknown, titles: string[]) => {
    if (!isRecord(suite)) return;
    const here = typeof suite.title === 'string' && suite.title ? [...titles, suite.title] : titles;
    for (const child of Array.isArray(suite.suites) ? suite.suites : []) walk(child, here);
    for (const spec of Array.isArray(suite.specs) ? suite.specs : []) {
      if (!isRecord(spec)) continue;
      for (const test of Array.isArray(spec.tests) ? spec.tests : []) {
        if (!isRecord(test)) continue;
        const results = (Array.isArray(test.results) ? test.results : []).filter(isRecord);
        const durations = results.map((result) => (typeof result.duration === 'number' ? result.duration : 0));
        const statuses = results.map((result) => result.status);
        out.push({
          title: `[${String(test.projectName ?? '')}] ${[...here, String(spec.title)].join(' › ')}`,
          durationMs: durations.length ? Math.max(...durations) : 0,
          // A test the run never reached has no result, one cut short by a stop is 'interrupted'.
          ran: results.length > 0 && !statuses.every((status) => status === 'interrupted' || status === undefined),
        });
      }
    }
  };
  if (isRecord(report)) for (const suite of Array.isArray(report.suites) ? report.suites : []) walk(suite, []);
  return out;
}

/** The `count` slowest tests, slowest first. */
export function slowest(times: TestTime[], count = 10): TestTime[] {
  return [...times].sort((a, b) => b.durationMs - a.durationMs).slice(0, count);
}

/** A fast-check failure in Vitest's JSON report: the test and the seed (and path) that replay it. */
export interface PropertyFailure {
  file: string;
  title: string;
  seed: number;
  path?: string;
}

/** The fast-check failures in Vitest's JSON report (fast-check prints `{ seed: N, path: "…" }`). */
export function propertyFailures(report: unknown): PropertyFailure[] {
  if (!isRecord(report) || !Array.isArray(report.testResults)) return [];
  const out: PropertyFailure[] = [];
  for (const file of report.testResults) {
    if (!isRecord(file) || !Array.isArray(file.assertionResults)) continue;
    for (const test of file.assertionResults) {
      if (!isRecord(test) || test.status !== 'failed' || !Array.isArray(test.failureMessages)) continue;
      const text = test.failureMessages.join('\n');
      const seed = /\bseed:\s*(-?\d+)/.exec(text);
      if (!seed) continue;
      const path = /\bpath:\s*"([^"]*)"/.exec(text);
      out.push({
        file: typeof file.name === 'string' ? relative(file.name) : '',
        title: String(test.fullName ?? test.title),
        seed: Number(seed[1]),
        ...(path ? { path: path[1] } : {}),
      });
    }
  }
  return out;
}

/** How to replay a property failure: the seed goes to fast-check through `--seed` (FC_SEED). */
export function replayLine(failure: PropertyFailure): string {
  return `property failed with seed ${failure.seed}${failure.path ? ` (path ${failure.path})` : ''}: ${failure.title}\n  replay: npm run test:unit -- --seed ${failure.seed} ${failure.file}`;
}

function relative(file: string): string {
  const at = file.search(/(?:^|\/)(?:web|mock-server|common|scripts|console|e2e)\//);
  return at < 0 ? file : file.slice(at).replace(/^\//, '');
}

/** The last line: `N passed, M failed`, and `, K skipped` when tests were skipped. Flaky ones are counted on the line before. */
export function totalsLine(total: { passed: number; failed: number; skipped: number }): string {
  return `${total.passed} passed, ${total.failed} failed${total.skipped > 0 ? `, ${total.skipped} skipped` : ''}`;
}

/**
 * The step table, the ten slowest tests, and the final `N passed, M failed` line (flaky tests,
 * which passed only on a retry, on the line before it). `elapsedMs` is the run's wall time (steps
 * that run at the same time overlap); without it, the steps' times added up.
 */
export function formatSummary(steps: StepResult[], elapsedMs?: number, times: TestTime[] = []): string {
  const rows = steps.map((step) => [
    step.name,
    step.ok ? 'passed' : 'FAILED',
    [describeCounts(step.counts), step.note].filter(Boolean).join('; '),
    formatDuration(step.durationMs),
  ]);
  const header = ['step', 'result', 'tests', 'time'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  const total = totals(steps);
  const elapsed = elapsedMs ?? steps.reduce((sum, step) => sum + step.durationMs, 0);
  const slow = slowest(times);
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    ...(slow.length ? ['', `the ${slow.length} slowest tests:`, ...slow.map((test) => `  ${formatDuration(test.durationMs).padStart(9)}  ${test.step}  ${test.title}`)] : []),
    '',
    `total time ${formatDuration(elapsed)}`,
    ...(total.flaky > 0 ? [`${total.flaky} flaky (passed only on a retry, not counted as passed)`] : []),
    totalsLine(total),
  ].join('\n');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
