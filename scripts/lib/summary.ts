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
export function totals(steps: StepResult[]): { passed: number; flaky: number; failed: number } {
  let passed = 0;
  let flaky = 0;
  let failed = 0;
  for (const step of steps) {
    passed += step.counts?.passed ?? 0;
    flaky += step.counts?.flaky ?? 0;
    const stepFailures = step.counts?.failed ?? 0;
    failed += stepFailures;
    if (!step.ok && stepFailures === 0) failed += 1;
  }
  return { passed, flaky, failed };
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

/**
 * The step table and the final `N passed, F flaky, M failed` line. `elapsedMs` is the run's wall
 * time (steps that run at the same time overlap); without it, the steps' times added up.
 */
export function formatSummary(steps: StepResult[], elapsedMs?: number): string {
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
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
    `total time ${formatDuration(elapsed)}`,
    `${total.passed} passed, ${total.flaky} flaky, ${total.failed} failed`,
  ].join('\n');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
