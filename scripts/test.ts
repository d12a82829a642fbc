// `npm test`: every check in order, each one run even when an earlier one failed, then a step
// table and the line `N passed, F flaky, M failed`. Exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
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
}

const steps: Step[] = [
  { name: 'lint', script: 'lint', timeoutMs: 10 * minute },
  { name: 'contract lint', script: 'lint:contract', timeoutMs: 5 * minute },
  { name: 'typecheck', script: 'typecheck', timeoutMs: 10 * minute },
  { name: 'contract drift', script: 'generate:check', timeoutMs: 5 * minute },
  {
    name: 'unit tests',
    script: 'test:unit',
    args: ['--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    timeoutMs: 15 * minute,
    counts: () => countVitest(readJson(vitestReport)),
  },
  { name: 'build', script: 'build', timeoutMs: 10 * minute },
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

let current: ReturnType<typeof spawn> | undefined;
let interrupted = false;
function onSignal(signal: NodeJS.Signals) {
  interrupted = true;
  // Steps run in their own process group (so a timeout can stop npm and everything under it);
  // pass Ctrl-C and SIGTERM on to that group.
  if (current?.pid) {
    try {
      process.kill(-current.pid, signal);
    } catch {
      // Already gone.
    }
  }
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

function runScript(step: Step): Promise<{ code: number; timedOut: boolean }> {
  return new Promise((resolve) => {
    const npmCli = process.env.npm_execpath;
    const npmArgs = ['run', step.script, ...(step.args?.length ? ['--', ...step.args] : [])];
    // Under npm, npm_execpath is npm's CLI script; otherwise use the npm on the PATH.
    const [command, args] = npmCli?.endsWith('.js') ? [process.execPath, [npmCli, ...npmArgs]] : ['npm', npmArgs];
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, ...step.env },
    });
    current = child;
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
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      current = undefined;
      resolve({ code: code ?? (signal ? 1 : 0), timedOut });
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      console.error(`[test] could not start ${step.name}: ${error.message}`);
      resolve({ code: 1, timedOut });
    });
  });
}

rmSync(reports, { recursive: true, force: true });
rmSync(join(root, 'e2e', '.results', 'coverage.json'), { force: true });
mkdirSync(reports, { recursive: true });

const results: StepResult[] = [];
for (const step of steps) {
  const needed = step.needs ? results.find((result) => result.name === step.needs) : undefined;
  if (interrupted || (needed && !needed.ok)) {
    const note = interrupted ? 'not run: interrupted' : `not run: ${step.needs} failed`;
    results.push({ name: step.name, ok: false, durationMs: 0, note });
    continue;
  }
  console.log(`\n━━ ${step.name} (npm run ${step.script}) ━━`);
  const started = Date.now();
  const { code, timedOut } = await runScript(step);
  const durationMs = Date.now() - started;
  const counts = step.counts?.();
  const notes: string[] = [];
  if (timedOut) notes.push('timed out');
  if (step.counts && !counts) notes.push('no report');
  if (code !== 0 && counts && counts.failed === 0 && !timedOut) notes.push(`exit ${code}`);
  results.push({ name: step.name, ok: code === 0, counts, durationMs, ...(notes.length ? { note: notes.join(', ') } : {}) });
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

console.log(`\n${formatSummary(results)}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
