// Bounded memory ("a mock server no request can crash"): the real server, in a process
// of its own, takes 500 invalid bodies of about 1 MB into one session and 2,000 session names,
// and its resident memory stays under MEMORY_BUDGET_MB. Before the journal was capped, about 310
// such bodies used up the heap and killed the process.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockProcess, type MockProcess } from './testing/mock-process.ts';

/**
 * The budget the README states: the server's RSS after all of it, in MB. The server sits at about
 * 230 MB idle (the contract's schemas for ~90 operations, the baseline, the 823-game
 * catalogue, the content pages, sharp); 1,000 live sessions hold about 80 MB of
 * state; the rest is headroom for the heap's high-water mark after the large bodies (measured
 * 469 MB on a quiet machine, 2026-11-24). A journal that kept whole bodies would hold 500 MB more
 * and fail here, before it could take the process down.
 */
const MEMORY_BUDGET_MB = 550;
const LARGE_BODIES = 500;
const SESSIONS = 2_000;

/** Resident set of a process in MB, read from /proc (Linux) or ps (elsewhere). */
async function rssMb(pid: number): Promise<number> {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    if (Number.isFinite(kb)) return kb / 1024;
  } catch {
    // Not Linux: ask ps.
  }
  const ps = spawn('ps', ['-o', 'rss=', '-p', String(pid)]);
  let out = '';
  ps.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => ps.once('exit', resolve));
  return Number(out.trim()) / 1024;
}

let server: MockProcess;
let base = '';

beforeAll(async () => {
  server = await startMockProcess();
  base = server.base;
}, 90_000);

afterAll(() => {
  server?.stop();
});

describe('the mock server keeps its memory bounded', () => {
  it(`${LARGE_BODIES} invalid 1 MB bodies into one session and ${SESSIONS} session names stay under ${MEMORY_BUDGET_MB} MB`, async () => {
    // Just under the 1 MB body limit, both wrong for the operation: `[[],[],...]` (refused before
    // parsing: too many values) and one long string (parsed, validated, journalled in part).
    const bodies = [`[${'[],'.repeat(349_000)}[]]`, JSON.stringify({ locale: 'x'.repeat(1_040_000) })];
    expect(bodies.every((body) => body.length > 1_000_000)).toBe(true);
    const started = performance.now();
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    for (let i = 0; i < LARGE_BODIES; i += 1) {
      const response = await fetch(`${base}/api/phoenix/message/open/marquee`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-mock-session': 'memory-large' },
        body: bodies[i % 2],
      });
      await response.arrayBuffer();
      count(response.status);
    }
    const largeDone = performance.now();
    for (let i = 0; i < SESSIONS; i += 1) {
      const response = await fetch(`${base}/api/phoenix/message/open/marquee`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-mock-session': `memory-${i}` },
        body: '{"locale":"ja-JP"}',
      });
      await response.arrayBuffer();
      count(response.status);
    }
    // Every large body was refused with the envelope's 400; sessions past the store's 1,000 with a 429.
    expect(statuses.get(400)).toBe(LARGE_BODIES);
    expect([...statuses.keys()].every((status) => status < 500), JSON.stringify([...statuses])).toBe(true);
    expect((await fetch(`${base}/__mock/health`)).status).toBe(200);
    const journal = await fetch(`${base}/__mock/journal?limit=5`, { headers: { 'x-mock-session': 'memory-large' } });
    expect(journal.status, await journal.clone().text()).toBe(200);
    const timing = `${((largeDone - started) / 1000).toFixed(1)} s for the bodies, ${((performance.now() - largeDone) / 1000).toFixed(1)} s for the sessions`;

    const rss = await rssMb(server.process.pid!);
    console.info(`mock server RSS after ${LARGE_BODIES} large bodies and ${SESSIONS} sessions: ${rss.toFixed(0)} MB (budget ${MEMORY_BUDGET_MB} MB); ${timing}`);
    expect(rss).toBeLessThan(MEMORY_BUDGET_MB);
    // About 30 s of requests on a quiet 2-core machine; a loaded one (other suites running) takes minutes.
  }, 600_000);
});
