// `npm test`: every check in order, each one run even when an earlier one failed, then a step
// table and the line `N passed, F flaky, M failed`. Exits non-zero on any failure. The checks that
// keep one core busy (lint, typecheck, the contract's checks, the build) run two or more at a time.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { batches } from './lib/batches.ts';
import { countPlaywright, countVitest, formatSummary, type StepResult, type TestCounts } from './lib/summary.ts';

const root = join(import.meta.dirname, '..');
const reports = join(root, '.cache', 'test-reports');
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');
const minute = 60_000;

interface Step {
  name: string;
  /** npm script and extra arguments for it. */
  script: string;
  args?: string[];
  env?: NodeJS.ProcessEnv;
  timeoutMs: number;
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
  { name: 'lint', script: 'lint', timeoutMs: 10 * minute, alongside: true },
  { name: 'contract lint', script: 'lint:contract', timeoutMs: 5 * minute, alongside: true },
  { name: 'typecheck', script: 'typecheck', timeoutMs: 10 * minute, alongside: true },
  { name: 'contract drift', script: 'generate:check', timeoutMs: 5 * minute, alongside: true },
  // Only e2e reads the build: it is made with the static checks, before the unit tests (which use every core).
  { name: 'build', script: 'build', timeoutMs: 10 * minute, alongside: true },
  {
    name: 'unit tests',
    script: 'test:unit',
    args: ['--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    timeoutMs: 15 * minute,
    counts: () => countVitest(readJson(vitestReport)),
  },
  {
    name: 'e2e',
    script: 'test:e2e',
    args: ['--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    timeoutMs: 30 * minute,
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

// Steps run in their own process group (so a timeout can stop npm and everything under it).
const running = new Set<number>();
let interrupted = false;
function onSignal(signal: NodeJS.Signals) {
  interrupted = true;
  // Pass Ctrl-C and SIGTERM on to the groups of the steps running now.
  for (const pid of running) {
    try {
      process.kill(-pid, signal);
    } catch {
      // Already gone.
    }
  }
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

interface Outcome {
  code: number;
  timedOut: boolean;
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
    if (child.pid) running.add(child.pid);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n[test] ${step.name} ran past ${step.timeoutMs / minute} min: stopping it`);
      try {
        process.kill(-child.pid!, 'SIGTERM');
        setTimeout(() => {
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            // Already gone.
          }
        }, 10_000).unref();
      } catch {
        // Already gone.
      }
    }, step.timeoutMs);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (child.pid) running.delete(child.pid);
      resolve({ code: code ?? (signal ? 1 : 0), timedOut });
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      if (child.pid) running.delete(child.pid);
      console.error(`[test] could not start ${step.name}: ${error.message}`);
      resolve({ code: 1, timedOut });
    });
  });
}

const heading = (step: Step) => `\n━━ ${step.name} (npm run ${step.script}) ━━`;

/** Runs one step (its output held when `held` is given) and reads its result. */
async function runStep(step: Step, held?: string[]): Promise<StepResult> {
  const started = Date.now();
  const { code, timedOut } = await runScript(step, held);
  const durationMs = Date.now() - started;
  const counts = step.counts?.();
  const notes: string[] = [];
  if (timedOut) notes.push('timed out');
  if (step.counts && !counts) notes.push('no report');
  if (code !== 0 && counts && counts.failed === 0 && !timedOut) notes.push(`exit ${code}`);
  return { name: step.name, ok: code === 0, counts, durationMs, ...(notes.length ? { note: notes.join(', ') } : {}) };
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

console.log(`\n${formatSummary(results, Date.now() - started)}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
