import { describe, expect, it } from 'vitest';
import { countPlaywright, countVitest, formatDuration, formatSummary, totals, type StepResult } from './summary.ts';

describe('countVitest', () => {
  it('reads the Jest-compatible counts', () => {
    expect(countVitest({ numPassedTests: 12, numFailedTests: 2, numPendingTests: 1, numTodoTests: 1 })).toEqual({
      passed: 12,
      failed: 2,
      skipped: 2,
    });
  });

  it('gives nothing for a missing or foreign report', () => {
    expect(countVitest(undefined)).toBeUndefined();
    expect(countVitest({ stats: {} })).toBeUndefined();
  });
});

describe('countPlaywright', () => {
  it('counts flaky tests apart from passed ones, and unexpected ones as failed', () => {
    expect(countPlaywright({ stats: { expected: 40, unexpected: 3, flaky: 2, skipped: 1 } })).toEqual({
      passed: 40,
      failed: 3,
      skipped: 1,
      flaky: 2,
    });
  });

  it('gives nothing without stats', () => {
    expect(countPlaywright({ suites: [] })).toBeUndefined();
  });
});

describe('totals', () => {
  const step = (result: Partial<StepResult>): StepResult => ({ name: 'x', ok: true, durationMs: 1, ...result });

  it('adds tests across steps', () => {
    const steps = [
      step({ counts: { passed: 10, failed: 1, skipped: 0 }, ok: false }),
      step({ counts: { passed: 5, failed: 0, skipped: 3 } }),
    ];
    expect(totals(steps)).toEqual({ passed: 15, flaky: 0, failed: 1 });
  });

  it('counts a failed step without failing tests as one failure', () => {
    const steps = [
      step({ name: 'lint', ok: false }),
      step({ name: 'typecheck' }),
      step({ name: 'unit', ok: false, counts: { passed: 7, failed: 0, skipped: 0 } }),
      step({ name: 'e2e', ok: false, note: 'not run: build failed' }),
    ];
    expect(totals(steps)).toEqual({ passed: 7, flaky: 0, failed: 3 });
  });

  it('does not count failing tests twice', () => {
    expect(totals([step({ ok: false, counts: { passed: 0, failed: 4, skipped: 0 } })])).toEqual({ passed: 0, flaky: 0, failed: 4 });
  });

  it('keeps flaky tests out of the passed count', () => {
    const steps = [step({ counts: { passed: 1_500, failed: 0, skipped: 0 } }), step({ counts: { passed: 98, failed: 0, skipped: 0, flaky: 2 } })];
    expect(totals(steps)).toEqual({ passed: 1_598, flaky: 2, failed: 0 });
  });
});

describe('formatSummary', () => {
  it('ends with the plain totals line', () => {
    const text = formatSummary([
      { name: 'lint', ok: true, durationMs: 2_000 },
      { name: 'unit tests', ok: false, counts: { passed: 3, failed: 1, skipped: 0 }, durationMs: 65_000 },
    ]);
    const lines = text.split('\n');
    expect(lines.at(-1)).toBe('3 passed, 0 flaky, 1 failed');
    expect(text).toContain('unit tests  FAILED  3 passed, 1 failed');
    expect(text).toContain('1 min 5 s');
  });

  it('shows flaky tests in the step row and the last line', () => {
    const text = formatSummary([{ name: 'e2e', ok: true, counts: { passed: 1_500, failed: 0, skipped: 0, flaky: 2 }, durationMs: 1_000 }]);
    expect(text).toContain('e2e   passed  1500 passed, 2 flaky, 0 failed');
    expect(text.split('\n').at(-1)).toBe('1500 passed, 2 flaky, 0 failed');
  });

  it("gives the run's wall time when steps overlapped, not their sum", () => {
    const steps = [
      { name: 'lint', ok: true, durationMs: 90_000 },
      { name: 'typecheck', ok: true, durationMs: 60_000 },
    ];
    expect(formatSummary(steps)).toContain('total time 2 min 30 s');
    const text = formatSummary(steps, 95_000);
    expect(text).toContain('total time 1 min 35 s');
    expect(text.split('\n').at(-1)).toBe('0 passed, 0 flaky, 0 failed');
  });
});

describe('formatDuration', () => {
  it('picks a unit a person reads at a glance', () => {
    expect(formatDuration(250)).toBe('250 ms');
    expect(formatDuration(12_340)).toBe('12.3 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
  });
});
