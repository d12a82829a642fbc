// `npm test`: every check in order, each one run even when an earlier one failed, then a step
// table, the ten slowest tests and the line `N passed, M failed` (flaky tests on the line before).
// Exits non-zero on any failure. The checks that keep one core busy (lint, typecheck, the
// contract's checks, the build) run two or more at a time.
//
// No step has a time limit of its own: a slower machine only takes longer. The run as a whole is
// cut at TEST_DEADLINE_MINUTES (88, just under CI's 90), so that a run that would be killed from
// outside stops itself first: it stops every process its steps started (each step's whole tree,
// the servers Playwright starts detached included: lib/process-tree.ts), says which tests did not
// run, and prints the table. Ctrl-C does the same.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { batches } from './lib/batches.ts';
import { ProcessTracker } from './lib/process-tree.ts';
import {
  countPlaywright,
  countVitest,
  formatSummary,
  playwrightTests,
  propertyFailures,
  replayLine,
  vitestTimes,
  type StepResult,
  type TestCounts,
  type TestTime,
} from './lib/summary.ts';

const root = join(import.meta.dirname, '..');
const reports = join(root, '.cache', 'test-reports');
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');
const minute = 60_000;
const deadlineMinutes = Number(process.env.TEST_DEADLINE_MINUTES ?? 88);

interface Step {
  name: string;
  /** npm script and extra arguments for it. */
  script: string;
  args?: string[];
  env?: NodeJS.ProcessEnv;
  /** Reads the step's test counts from its report file. */
  counts?: () => TestCounts | undefined;
  /** A step that cannot mean anything when an earlier one failed (e2e without a build). */
  needs?: string;
  /**
   * Runs at the same time as the steps next to it that say so too (lib/batches.ts): each of them
   * keeps about one core busy, and the machine has two or more. Each one's output is held and shown
   * whole when it ends; the table keeps the steps' order. They must not write what another reads
   * (generate:check writes .generated-check/, which lint ignores; the build writes web/dist/).
   */
  alongside?: boolean;
}

const steps: Step[] = [
  { name: 'lint', script: 'lint', alongside: true },
  { name: 'contract lint', script: 'lint:contract', alongside: true },
  { name: 'typecheck', script: 'typecheck', alongside: true },
  { name: 'contract drift', script: 'generate:check', alongside: true },
  // Only e2e reads the build: it is made with the static checks, before the unit tests (which use every core).
  { name: 'build', script: 'build', alongside: true },
  {
    name: 'unit tests',
    script: 'test:unit',
    args: ['--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    counts: () => countVitest(readJson(vitestReport)),
  },
  {
    name: 'e2e',
    script: 'test:e2e',
    args: ['--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    counts: () => countPlaywright(readJson(playwrightReport)),
    needs: 'build',
  },
];

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// Steps run in their own process group, each one's whole tree tracked (lib/process-tree.ts).
const running = new Set<ProcessTracker>();
let interrupted = false;
let cut = false;
function stopAll(why: string) {
  for (const tracker of running) void tracker.stop('SIGINT');
  if (running.size) console.error(`\n[test] ${why}: stopping every process the running steps started`);
}
function onSignal(signal: NodeJS.Signals) {
  if (interrupted) return;
  interrupted = true;
  stopAll(`${signal}`);
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

interface Outcome {
  code: number;
  /** Processes the step left running after it ended, stopped by the runner. */
  leftovers: number;
}

/** Runs a step's npm script; a held step's output goes to `held` instead of the terminal. */
function runScript(step: Step, held?: string[]): Promise<Outcome> {
  return new Promise((resolve) => {
    const npmCli = process.env.npm_execpath;
    const npmArgs = ['run', step.script, ...(step.args?.length ? ['--', ...step.args] : [])];
    // Under npm, npm_execpath is npm's CLI script; otherwise use the npm on the PATH.
    const [command, args] = npmCli?.endsWith('.js') ? [process.execPath, [npmCli, ...npmArgs]] : ['npm', npmArgs];
    const child = spawn(command, args, {
      cwd: root,
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: true,
      // A held step writes to a pipe: keep its colours when the run itself has a terminal.
      env: { ...process.env, ...(held && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...step.env },
    });
    if (held) for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => held.push(chunk.toString()));
    const tracker = child.pid ? new ProcessTracker(child.pid) : undefined;
    if (tracker) running.add(tracker);
    const finish = async (code: number) => {
      let leftovers = 0;
      if (tracker) {
        running.delete(tracker);
        // Whatever the step left behind (a server its test runner did not stop) goes too.
        leftovers = tracker.leftovers().length;
        if (leftovers) console.error(`[test] ${step.name} left ${leftovers} process(es) running: stopping them`);
        await tracker.stop('SIGTERM', 5_000);
        // (Only what the step left: its own group has ended with it.)
      }
      resolve({ code, leftovers });
    };
    child.once('close', (code, signal) => void finish(code ?? (signal ? 1 : 0)));
    child.once('error', (error) => {
      console.error(`[test] could not start ${step.name}: ${error.message}`);
      void finish(1);
    });
    // A signal that came while this step was being started.
    if (interrupted && tracker) void tracker.stop('SIGINT');
  });
}

const heading = (step: Step) => `\n━━ ${step.name} (npm run ${step.script}) ━━`;

/** Runs one step (its output held when `held` is given) and reads its result. */
async function runStep(step: Step, held?: string[]): Promise<StepResult> {
  const started = Date.now();
  const { code, leftovers } = await runScript(step, held);
  const durationMs = Date.now() - started;
  const counts = step.counts?.();
  const notes: string[] = [];
  if (interrupted) notes.push(cut ? `cut at ${deadlineMinutes} min` : 'interrupted');
  if (step.counts && !counts) notes.push('no report');
  if (leftovers) notes.push(`${leftovers} leftover process(es) stopped`);
  if (code !== 0 && counts && counts.failed === 0 && !interrupted) notes.push(`exit ${code}`);
  return { name: step.name, ok: code === 0, counts, durationMs, ...(notes.length ? { note: notes.join(', ') } : {}) };
}

// Before anything else: a machine without a usable Chromium hears so in one line (what to
// install, README "Requirements") instead of after the other steps.
const browser = spawnSync(process.execPath, [join(root, 'scripts', 'ensure-browser.ts')], { cwd: root, stdio: 'inherit' });
if (browser.status !== 0) {
  console.error('[test] stopping before the first step: e2e needs the Chromium named above');
  process.exit(1);
}

rmSync(reports, { recursive: true, force: true });
rmSync(join(root, 'e2e', '.results', 'coverage.json'), { force: true });
mkdirSync(reports, { recursive: true });

/** Why a step is not run, or undefined when it runs. */
function notRun(step: Step, results: StepResult[]): string | undefined {
  if (interrupted) return 'not run: interrupted';
  const needed = step.needs ? results.find((result) => result.name === step.needs) : undefined;
  return needed && !needed.ok ? `not run: ${step.needs} failed` : undefined;
}

const started = Date.now();
const deadline = setTimeout(() => {
  interrupted = true;
  cut = true;
  stopAll(`the run reached TEST_DEADLINE_MINUTES (${deadlineMinutes} min)`);
}, deadlineMinutes * minute);
deadline.unref();
const results: StepResult[] = [];
for (const batch of batches(steps)) {
  const runnable = batch.filter((step) => !notRun(step, results));
  const outcomes = new Map<Step, StepResult>();
  if (runnable.length === 1) {
    console.log(heading(runnable[0]!));
    outcomes.set(runnable[0]!, await runStep(runnable[0]!));
  } else if (runnable.length > 1) {
    console.log(`\n━━ ${runnable.map((step) => step.name).join(', ')}: at the same time, each one's output when it ends ━━`);
    await Promise.all(
      runnable.map(async (step) => {
        const output: string[] = [];
        outcomes.set(step, await runStep(step, output));
        console.log(heading(step));
        process.stdout.write(output.join(''));
      }),
    );
  }
  // In the steps' order, whatever order they ended in.
  for (const step of batch) results.push(outcomes.get(step) ?? { name: step.name, ok: false, durationMs: 0, note: notRun(step, results) ?? 'not run' });
}

// What the e2e run exercised of the contract (written by e2e/fixtures/coverage-report.ts).
const coverage = readJson(join(root, 'e2e', '.results', 'coverage.json')) as
  | { totals: Record<'operations' | 'codes' | 'commonCodes', { answered: number; of: number }> }
  | undefined;
if (coverage && results.find((result) => result.name === 'e2e')?.durationMs) {
  const { operations, codes, commonCodes } = coverage.totals;
  console.log(
    `\nSite coverage of the contract (e2e): ${operations.answered}/${operations.of} operations, ${codes.answered}/${codes.of} operation codes, ${commonCodes.answered}/${commonCodes.of} common codes; e2e/.results/coverage.json`,
  );
}

// The e2e tests a stop left unrun, by name (Playwright writes its report when stopped by SIGINT).
const e2eTests = playwrightTests(readJson(playwrightReport));
const unrun = e2eTests.filter((test) => !test.ran);
if (interrupted && unrun.length) {
  console.log(`\n${unrun.length} e2e tests did not run (stopped):`);
  for (const test of unrun.slice(0, 50)) console.log(`  ${test.title}`);
  if (unrun.length > 50) console.log(`  … and ${unrun.length - 50} more (.cache/test-reports/playwright.json)`);
}
for (const step of results) {
  if (step.note?.includes('no report') && interrupted) console.log(`\n${step.name}: stopped before it wrote a report, so which of its tests did not run is unknown`);
}

// Property tests that failed, each with the seed that replays it.
const unitReport = readJson(vitestReport);
const properties = propertyFailures(unitReport);
if (properties.length) console.log(`\n${properties.map(replayLine).join('\n')}`);

const times: TestTime[] = [...vitestTimes(unitReport), ...e2eTests.map((test) => ({ step: 'e2e', title: test.title, durationMs: test.durationMs }))];
console.log(`\n${formatSummary(results, Date.now() - started, times)}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
