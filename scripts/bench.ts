// `npm run bench`: the initial JS of / in KB gzip, Lighthouse (mobile, median of 3) on /, a lobby
// and /account/deposit logged in, then the mock server (sessions, journal and
// validation on) against a bare Fastify+zod server answering the same operations (a read, a
// validated write, and the ledger's adjustments per second), both loaded by autocannon in the same
// run on loopback, and a verdict against the budgets.
// `npm run bench -- --build` rebuilds the site first; `--js-only`, `--lighthouse-only`,
// `--server-only`, `--lobby-only` run one part; `--no-lighthouse` skips Lighthouse.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { budgets, checks, initialScripts, ratio, type LoadResult } from './lib/bench-report.ts';
import { lighthouseChecks, lighthouseTable, medians, type LighthouseCheck } from './lib/lighthouse-report.ts';
import { measurePages, type LighthousePage } from './lib/lighthouse-run.ts';
import { startService, stopServices, waitForUrl, type Service } from './lib/processes.ts';
import { LOBBY_GOAL_MS, lobbyBench, type LobbyBench } from './lib/lobby-bench.ts';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'web/dist');
const argv = new Set(process.argv.slice(2));
const connections = 50;
const durationSeconds = 8;
const warmupSeconds = 2;
const lighthouseRuns = 3;
const lighthousePages: LighthousePage[] = [
  { path: '/' },
  { path: '/slots' },
  { path: '/account/deposit', loginAs: { name: 'player01', password: 'Passw0rd!' } },
];

interface Operation {
  name: string;
  path: string;
  body: unknown;
  /** A control call (plain JSON, not the envelope); its body carries `[<id>]`, a fresh id per request. */
  control?: boolean;
}

const operations: Operation[] = [
  { name: 'read getCommonConfig', path: '/api/phoenix/common/config', body: {} },
  {
    name: 'write addReferralLinkLog',
    path: '/api/rex/agent/open/referralLinkLog/add',
    body: { referralCode: 'AGT2026', linkType: 'invite', landingUrl: '/?invite=AGT2026' },
  },
  // The ledger's throughput: every request a new adjustment (its own idempotency key), one balanced transaction each.
  {
    name: 'ledger adjustWallet',
    path: '/__mock/wallets/adjust',
    body: { loginName: 'qcplayer01', amount: 1, idempotencyKey: 'bench-[<id>]' },
    control: true,
  },
];

/** The CPUs this process may run on ("0-1", "2,5-6"), from taskset; none without it. */
function allowedCpus(): number[] {
  const result = spawnSync('taskset', ['-pc', String(process.pid)], { encoding: 'utf8' });
  const list = result.status === 0 ? /:\s*([\d,-]+)\s*$/.exec(result.stdout)?.[1] : undefined;
  if (!list) return [];
  return list.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number) as [number, number?];
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

/**
 * With two CPUs or more allowed and taskset (util-linux), the servers run on the first and this
 * process, which drives autocannon, on the second: a load generator sharing the servers' CPU made
 * the ratio swing by 0.3 between runs. Both servers get the same CPU, so the ratio stays fair.
 */
const [SERVER_CPU, LOAD_CPU] = allowedCpus().map(String);
const pinning = SERVER_CPU !== undefined && LOAD_CPU !== undefined;

function onServerCore(command: string, args: string[]): { command: string; args: string[] } {
  return pinning ? { command: 'taskset', args: ['-c', SERVER_CPU, command, ...args] } : { command, args };
}

/** The initial JS of a built site's index.html: the entry and every chunk it loads at start-up, gzip -9 each. */
async function weighInitialJs(dir: string, print: boolean): Promise<number> {
  const files = await initialScripts(readFileSync(join(dir, 'index.html'), 'utf8'), (url) => readFileSync(join(dir, url.replace(/^\//, '')), 'utf8'));
  if (files.length === 0) throw new Error(`${dir}/index.html names no module script`);
  let total = 0;
  for (const file of files) {
    const kb = gzipSync(readFileSync(join(dir, file.replace(/^\//, ''))), { level: 9 }).length / 1024;
    total += kb;
    if (print) console.log(`  ${file.padEnd(48)} ${kb.toFixed(1).padStart(7)} KB`);
  }
  return total;
}

/**
 * The same measure of web/floor (the libraries the site starts with and nothing of its own, built
 * with the site's settings): what the budget leaves for the site's own start-up code.
 */
async function libraryFloorKb(): Promise<number> {
  const out = mkdtempSync(join(tmpdir(), 'floor-'));
  try {
    const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', join(root, 'web/floor/vite.config.ts'), '--outDir', out], { cwd: root, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`building web/floor failed: ${build.stderr.slice(-500)}`);
    return await weighInitialJs(out, false);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function initialJsKb(): Promise<number> {
  const index = join(dist, 'index.html');
  if (argv.has('--build') || !existsSync(index)) {
    console.log('Building the site (npm run build)...');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  console.log('\nInitial JS of / (the entry, the app it loads and every chunk those import statically; gzip -9):');
  const total = await weighInitialJs(dist, true);
  console.log(`  ${'total'.padEnd(48)} ${total.toFixed(1).padStart(7)} KB gzip`);
  const floor = await libraryFloorKb();
  console.log(`  of which the libraries' floor (web/floor: the same libraries, none of the site's code) ${floor.toFixed(1)} KB, the site's own start-up ${(total - floor).toFixed(1)} KB`);
  return total;
}

/** Lighthouse against the built site served as `npm run preview` serves it. */
async function lighthouseBench(): Promise<LighthouseCheck[]> {
  const port = await freePort();
  const services: Service[] = [];
  try {
    const site = startService({
      name: 'site',
      command: process.execPath,
      args: ['mock-server/src/server.ts', '--static', 'web/dist', '--port', String(port), '--host', '127.0.0.1'],
      cwd: root,
      env: {},
      quiet: true,
    });
    services.push(site);
    const base = `http://127.0.0.1:${port}`;
    await waitForUrl(`${base}/__mock/health`, site);
    console.log(`\nLighthouse ${lighthouseRuns}x per page (mobile, simulated throttling), load average ${loadavg()[0]!.toFixed(2)}...`);
    const rows = medians(await measurePages(base, lighthousePages, lighthouseRuns));
    console.log(`\n${lighthouseTable(rows)}\n`);
    for (const row of rows) if (row.failing.length > 0) console.log(`  ${row.path} failing audits: ${row.failing.join(', ')}`);
    console.log(`  load average after: ${loadavg()[0]!.toFixed(2)}`);
    return lighthouseChecks(rows);
  } finally {
    await stopServices(services);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const headers = { 'content-type': 'application/json', 'x-mock-session': 'bench' };

/** One request first: a benchmark of error answers would measure the wrong path. */
async function checkAnswer(base: string, operation: Operation, who: string): Promise<void> {
  const { path, control } = operation;
  const body = JSON.stringify(operation.body).replace('[<id>]', `check-${who.replace(/\W/g, '')}`);
  const response = await fetch(`${base}${path}`, { method: 'POST', headers, body });
  const text = await response.text();
  let answer: { success?: unknown; transactionId?: unknown } = {};
  try {
    answer = JSON.parse(text) as { success?: unknown };
  } catch {
    // Reported below.
  }
  const ok = control ? typeof answer.transactionId === 'string' : answer.success === true;
  if (response.status !== 200 || !ok) {
    throw new Error(`${who} POST ${path} answered HTTP ${response.status}: ${text.slice(0, 200)}`);
  }
}

async function load(url: string, body: unknown, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    // `[<id>]` in a body becomes a fresh id per request (the ledger's idempotency keys); other bodies have none.
    idReplacement: JSON.stringify(body).includes('[<id>]'),
    connections,
    duration: seconds,
    timeout: 5,
  });
}

interface Measured {
  requestsPerSecond: number;
  p99Ms: number;
}

async function measureOnce(base: string, path: string, body: unknown, seconds: number): Promise<Measured> {
  const result = await load(`${base}${path}`, body, seconds);
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${base}${path}: ${failures} failed requests under load`);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

/**
 * Both servers on one operation: a warm-up each, then A B B A halves so neither server always
 * runs first (JIT state, a noisy neighbour). Throughput is the mean of the halves; p99 the worse.
 */
async function measurePair(mockBase: string, bareBase: string, path: string, body: unknown): Promise<{ mock: Measured; bare: Measured }> {
  await load(`${mockBase}${path}`, body, warmupSeconds);
  await load(`${bareBase}${path}`, body, warmupSeconds);
  const half = durationSeconds / 2;
  const mock1 = await measureOnce(mockBase, path, body, half);
  const bare1 = await measureOnce(bareBase, path, body, half);
  const bare2 = await measureOnce(bareBase, path, body, half);
  const mock2 = await measureOnce(mockBase, path, body, half);
  const combine = (a: Measured, b: Measured): Measured => ({
    requestsPerSecond: Math.round((a.requestsPerSecond + b.requestsPerSecond) / 2),
    p99Ms: Math.max(a.p99Ms, b.p99Ms),
  });
  return { mock: combine(mock1, mock2), bare: combine(bare1, bare2) };
}

async function serverBench(): Promise<LoadResult[]> {
  const [mockPort, barePort] = [await freePort(), await freePort()];
  const bareEntry = join(root, 'mock-server/bench/bare-server.ts');
  if (!existsSync(bareEntry)) throw new Error('mock-server/bench/bare-server.ts is missing');
  const services: Service[] = [];
  const stop = () => stopServices(services);
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    if (pinning) {
      const pinned = spawnSync('taskset', ['-a', '-cp', LOAD_CPU, String(process.pid)]);
      if (pinned.status !== 0) throw new Error(`taskset could not pin the load generator: ${pinned.stderr.toString()}`);
    }
    console.log(pinning ? `Servers on CPU ${SERVER_CPU}, the load generator on CPU ${LOAD_CPU}.` : 'Servers and load generator share the cores (no taskset).');
    const mock = startService({
      name: 'mock',
      ...onServerCore(process.execPath, ['mock-server/src/server.ts', '--port', String(mockPort), '--host', '127.0.0.1']),
      cwd: root,
      env: { MOCK_PORT: String(mockPort) },
      quiet: true,
    });
    services.push(mock);
    const bare = startService({
      name: 'bare',
      ...onServerCore(process.execPath, [bareEntry, '--port', String(barePort), '--host', '127.0.0.1']),
      cwd: root,
      env: { PORT: String(barePort) },
      quiet: true,
    });
    services.push(bare);
    const mockBase = `http://127.0.0.1:${mockPort}`;
    const bareBase = `http://127.0.0.1:${barePort}`;
    await Promise.all([waitForUrl(`${mockBase}/__mock/health`, mock), waitForUrl(`${bareBase}/`, bare)]);

    console.log(`\nLoad: autocannon, ${connections} connections, ${warmupSeconds} s warm-up + ${durationSeconds} s per server per operation (A B B A halves), loopback`);
    const results: LoadResult[] = [];
    for (const operation of operations) {
      await checkAnswer(mockBase, operation, 'mock server');
      await checkAnswer(bareBase, operation, 'bare server');
      const { mock: mockResult, bare: bareResult } = await measurePair(mockBase, bareBase, operation.path, operation.body);
      results.push({ operation: operation.name, mock: mockResult, bare: bareResult });
    }
    console.log(`\n  ${'operation'.padEnd(26)} ${'server'.padEnd(6)} ${'req/s'.padStart(8)} ${'p99'.padStart(7)}  ratio`);
    for (const result of results) {
      console.log(`  ${result.operation.padEnd(26)} ${'mock'.padEnd(6)} ${String(result.mock.requestsPerSecond).padStart(8)} ${`${result.mock.p99Ms} ms`.padStart(7)}  ${ratio(result).toFixed(2)}`);
      console.log(`  ${''.padEnd(26)} ${'bare'.padEnd(6)} ${String(result.bare.requestsPerSecond).padStart(8)} ${`${result.bare.p99Ms} ms`.padStart(7)}`);
    }
    return results;
  } finally {
    await stop();
  }
}

let failed = false;
let jsKb: number | undefined;
let loads: LoadResult[] = [];
let pageChecks: LighthouseCheck[] = [];
const only = ['--js-only', '--lighthouse-only', '--server-only', '--lobby-only'].find((flag) => argv.has(flag));
if (!only || only === '--js-only' || only === '--lighthouse-only') {
  try {
    jsKb = await initialJsKb();
  } catch (error) {
    failed = true;
    console.error(`Initial JS: ${error instanceof Error ? error.message : String(error)}`);
  }
}
if ((!only || only === '--lighthouse-only') && !argv.has('--no-lighthouse')) {
  try {
    pageChecks = await lighthouseBench();
  } catch (error) {
    failed = true;
    console.error(`Lighthouse: ${error instanceof Error ? error.message : String(error)}`);
  }
}
if (!only || only === '--server-only') {
  try {
    loads = await serverBench();
  } catch (error) {
    failed = true;
    console.error(`Server bench: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// The lobby on a slowed phone (scripts/lib/lobby-bench.ts); `--lobby-only` runs it alone.
let lobby: LobbyBench | undefined;
if (!only || only === '--lobby-only') {
  try {
    lobby = await lobbyBench(root, await freePort());
    console.log(`\nLobby (390x844, CPU 4x slower, ${lobby.tiles} games): first row of tiles ${lobby.firstRowMs} ms, longest task while scrolling to the end ${lobby.longestTaskMs} ms (${lobby.longTasksOver50} over ${LOBBY_GOAL_MS} ms)`);
  } catch (error) {
    failed = true;
    console.error(`Lobby bench: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const list = [...checks(jsKb, loads, budgets), ...pageChecks];
if (lobby) list.push({ what: `lobby: longest task while scrolling`, measured: `${lobby.longestTaskMs} ms`, budget: `${LOBBY_GOAL_MS} ms`, ok: lobby.longestTaskMs <= LOBBY_GOAL_MS });
console.log('\nVerdict:');
for (const check of list) {
  console.log(`  ${check.ok ? 'ok  ' : 'OVER'}  ${check.what.padEnd(40)} ${check.measured.padStart(14)}  budget ${check.budget}`);
}
const ok = !failed && list.every((check) => check.ok);
console.log(ok ? '\nWithin budget.' : '\nOver budget or incomplete.');
process.exit(ok ? 0 : 1);
