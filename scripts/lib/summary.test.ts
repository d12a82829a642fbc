import { describe, expect, it } from 'vitest';
import {
  countPlaywright,
  countVitest,
  formatDuration,
  formatSummary,
  playwrightTests,
  propertyFailures,
  replayLine,
  totals,
  totalsLine,
  vitestTimes,
  type StepResult,
} from './summary.ts';

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
    expect(totals(steps)).toEqual({ passed: 15, flaky: 0, failed: 1, skipped: 3 });
  });

  it('counts a failed step without failing tests as one failure', () => {
    const steps = [
      step({ name: 'lint', ok: false }),
      step({ name: 'typecheck' }),
      step({ name: 'unit', ok: false, counts: { passed: 7, failed: 0, skipped: 0 } }),
      step({ name: 'e2e', ok: false, note: 'not run: build failed' }),
    ];
    expect(totals(steps)).toEqual({ passed: 7, flaky: 0, failed: 3, skipped: 0 });
  });

  it('does not count failing tests twice', () => {
    expect(totals([step({ ok: false, counts: { passed: 0, failed: 4, skipped: 0 } })])).toEqual({ passed: 0, flaky: 0, failed: 4, skipped: 0 });
  });

  it('keeps flaky tests out of the passed count', () => {
    const steps = [step({ counts: { passed: 1_500, failed: 0, skipped: 0 } }), step({ counts: { passed: 98, failed: 0, skipped: 0, flaky: 2 } })];
    expect(totals(steps)).toEqual({ passed: 1_598, flaky: 2, failed: 0, skipped: 0 });
  });
});

describe('formatSummary', () => {
  it('ends with the plain totals line', () => {
    const text = formatSummary([
      { name: 'lint', ok: true, durationMs: 2_000 },
      { name: 'unit tests', ok: false, counts: { passed: 3, failed: 1, skipped: 0 }, durationMs: 65_000 },
    ]);
    const lines = text.split('\n');
    expect(lines.at(-1)).toBe('3 passed, 1 failed');
    expect(text).toContain('unit tests  FAILED  3 passed, 1 failed');
    expect(text).toContain('1 min 5 s');
  });

  it('shows flaky tests in the step row and on a line of their own before the plain last line', () => {
    const text = formatSummary([{ name: 'e2e', ok: true, counts: { passed: 1_500, failed: 0, skipped: 0, flaky: 2 }, durationMs: 1_000 }]);
    expect(text).toContain('e2e   passed  1500 passed, 2 flaky, 0 failed');
    const lines = text.split('\n');
    expect(lines.at(-1)).toBe('1500 passed, 0 failed');
    expect(lines.at(-2)).toMatch(/^2 flaky/);
  });

  it("gives the run's wall time when steps overlapped, not their sum", () => {
    const steps = [
      { name: 'lint', ok: true, durationMs: 90_000 },
      { name: 'typecheck', ok: true, durationMs: 60_000 },
    ];
    expect(formatSummary(steps)).toContain('total time 2 min 30 s');
    const text = formatSummary(steps, 95_000);
    expect(text).toContain('total time 1 min 35 s');
    expect(text.split('\n').at(-1)).toBe('0 passed, 0 failed');
  });
});

describe('the last line', () => {
  // What CI's parser reads: "N passed, N failed" alone on the line, optionally ", N skipped".
  const ciLine = /^\d+ passed, \d+ failed(?:, \d+ skipped)?$/;

  it('is exactly "N passed, M failed", with ", K skipped" only when tests were skipped', () => {
    expect(totalsLine({ passed: 5, failed: 1, skipped: 0 })).toBe('5 passed, 1 failed');
    expect(totalsLine({ passed: 5, failed: 0, skipped: 2 })).toBe('5 passed, 0 failed, 2 skipped');
    const text = formatSummary([{ name: 'e2e', ok: false, counts: { passed: 9, failed: 1, skipped: 2, flaky: 3 }, durationMs: 1 }]);
    expect(text.split('\n').at(-1)).toMatch(ciLine);
  });
});

describe('slowest tests', () => {
  const vitest = {
    testResults: [
      {
        name: '/repo/web/src/a.test.ts',
        assertionResults: [
          { fullName: 'a fast', duration: 5 },
          { fullName: 'a slow', duration: 4_000 },
        ],
      },
    ],
  };
  const playwright = {
    suites: [
      {
        title: 'login.spec.ts',
        specs: [
          { title: 'logs in', tests: [{ projectName: 'mobile', results: [{ duration: 9_000, status: 'failed' }, { duration: 7_000, status: 'passed' }] }] },
          { title: 'never reached', tests: [{ projectName: 'desktop', results: [] }] },
        ],
        suites: [{ title: 'a describe', specs: [{ title: 'cut', tests: [{ projectName: 'desktop', results: [{ duration: 100, status: 'interrupted' }] }] }] }],
      },
    ],
  };

  it('reads each test with its file from both reports, and which e2e tests never ran', () => {
    expect(vitestTimes(vitest)).toEqual([
      { step: 'unit', title: 'web/src/a.test.ts › a fast', durationMs: 5 },
      { step: 'unit', title: 'web/src/a.test.ts › a slow', durationMs: 4_000 },
    ]);
    expect(playwrightTests(playwright)).toEqual([
      { title: '[desktop] login.spec.ts › a describe › cut', durationMs: 100, ran: false },
      { title: '[mobile] login.spec.ts › logs in', durationMs: 9_000, ran: true },
      { title: '[desktop] login.spec.ts › never reached', durationMs: 0, ran: false },
    ]);
  });

  it('lists the ten slowest after the table, slowest first', () => {
    const times = Array.from({ length: 12 }, (_, index) => ({ step: 'unit', title: `t${index}`, durationMs: index * 1_000 }));
    const text = formatSummary([{ name: 'unit tests', ok: true, durationMs: 1 }], 1, times);
    const listed = text.split('\n').filter((line) => /^\s+\d/.test(line));
    expect(listed).toHaveLength(10);
    expect(listed[0]).toContain('t11');
    expect(listed.at(-1)).toContain('t2');
  });
});

describe('property failures', () => {
  it('names the test and the seed that replays it', () => {
    const report = {
      testResults: [
        {
          name: '/repo/common/x.test.ts',
          assertionResults: [
            { fullName: 'holds', status: 'passed', failureMessages: [] },
            { fullName: 'round-trips', status: 'failed', failureMessages: ['Property failed after 3 tests\n{ seed: -1819918769, path: "2:0", endOnFailure: true }'] },
            { fullName: 'plain failure', status: 'failed', failureMessages: ['expected 1 to be 2'] },
          ],
        },
      ],
    };
    const failures = propertyFailures(report);
    expect(failures).toEqual([{ file: 'common/x.test.ts', title: 'round-trips', seed: -1819918769, path: '2:0' }]);
    expect(replayLine(failures[0]!)).toContain('npm run test:unit -- --seed -1819918769 common/x.test.ts');
  });
});

describe('formatDuration', () => {
  it('picks a unit a person reads at a glance', () => {
    expect(formatDuration(250)).toBe('250 ms');
    expect(formatDuration(12_340)).toBe('12.3 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
  });
});
