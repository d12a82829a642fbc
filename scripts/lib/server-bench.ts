// The mock server against a bare Fastify+zod server (mock-server/bench/bare-server.ts) answering
// the same operations: a read, a validated write, and the ledger's adjustments per second, both
// loaded by autocannon in the same run on loopback. Part of `npm run bench` (`--server-only`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { getAdjustWalletUrl } from '#generated/mock-admin/mock-admin.ts';
import { ratio, type LoadResult } from './bench-report.ts';
import { freePort, startService, stopServices, waitForUrl, type Service } from './processes.ts';

export const connections = 50;
export const durationSeconds = 8;
export const warmupSeconds = 2;

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
    path: getAdjustWalletUrl(),
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
const allowed = allowedCpus();
const [SERVER_CPU, LOAD_CPU] = allowed.map(String);
const pinning = SERVER_CPU !== undefined && LOAD_CPU !== undefined;

function onServerCore(command: string, args: string[]): { command: string; args: string[] } {
  return pinning ? { command: 'taskset', args: ['-c', SERVER_CPU, command, ...args] } : { command, args };
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

export async function serverBench(root: string): Promise<LoadResult[]> {
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
    // Back on every allowed CPU: a browser started later (the next part of the bench) inherits this process's pinning.
    if (pinning) spawnSync('taskset', ['-a', '-cp', allowed.join(','), String(process.pid)]);
  }
}

