import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { ProcessTracker, isAlive, processTree } from './process-tree.ts';

// A fake step: a parent in a group of its own (as scripts/test.ts starts a step) with a child in
// its group, and a detached grandchild in a group of its own that ignores SIGINT and SIGTERM (as
// Playwright's webServer is detached). It prints the pids, one a line, then idles.
const stubborn = `process.on('SIGINT', () => {}); process.on('SIGTERM', () => {}); setInterval(() => {}, 1000);`;
const fakeStep = (parentExitsFirst: boolean) => `
const { spawn } = require('node:child_process');
const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
const server = spawn(process.execPath, ['-e', ${JSON.stringify(stubborn)}], { stdio: 'ignore', detached: true });
console.log(child.pid); console.log(server.pid); console.log(process.pid);
${parentExitsFirst ? 'setTimeout(() => process.exit(0), 300);' : 'setInterval(() => {}, 1000);'}
`;

const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone, as it should be.
    }
  }
});

async function startFakeStep(parentExitsFirst: boolean) {
  const parent = spawn(process.execPath, ['-e', fakeStep(parentExitsFirst)], { detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: parent.stdout! });
  const pids: number[] = [];
  for await (const line of lines) {
    pids.push(Number(line));
    if (pids.length === 3) break;
  }
  started.push(...pids);
  return { parent, pids };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// A stop waits out its grace and 3 s after SIGTERM for the process that ignores both: room for it on a busy machine.
describe('ProcessTracker', { timeout: 30_000 }, () => {
  it('sees the whole tree, a detached grandchild included', async () => {
    const { parent, pids } = await startFakeStep(false);
    const tree = processTree(parent.pid!).map((found) => found.pid);
    for (const pid of pids) expect(tree).toContain(pid);
    await new ProcessTracker(parent.pid!).stop('SIGTERM', 2_000);
  });

  it('a cut or Ctrl-C (SIGINT to the step) leaves no process of the step alive, one that ignores signals included', async () => {
    const { parent, pids } = await startFakeStep(false);
    const tracker = new ProcessTracker(parent.pid!, 50);
    await tracker.stop('SIGINT', 1_000);
    // A child is gone once its parent has reaped it; the parent is reaped by us.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pids.filter((pid) => alive(pid) && isAlive(processTree(pid)[0] ?? { pid, started: '' }))).toEqual([]);
    expect(tracker.leftovers()).toEqual([]);
  });

  it('stops a process whose parent ended first (re-parented out of the tree)', async () => {
    const { parent, pids } = await startFakeStep(true);
    const tracker = new ProcessTracker(parent.pid!, 50);
    await new Promise((resolve) => parent.once('exit', resolve));
    const server = pids[1]!;
    expect(alive(server)).toBe(true);
    expect(tracker.leftovers().map((found) => found.pid)).toContain(server);
    await tracker.stop('SIGTERM', 500);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(tracker.leftovers()).toEqual([]);
    expect(alive(server) && isAlive(processTree(server)[0] ?? { pid: server, started: '' })).toBe(false);
  });
});
