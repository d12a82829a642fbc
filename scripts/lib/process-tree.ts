// Every process a step started, and stopping them all (scripts/test.ts). A step is an npm script
// in a process group of its own, but not everything under it stays in that group: Playwright
// starts its webServer (the mock server) detached, in a group of its own, and a process whose
// parent died is re-parented out of the tree. So the tree is walked while the step runs, every
// process seen is remembered, and a stop signals each one of them by pid as well as the group.
import { readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** A process as seen once: its pid and when it started (so a reused pid is never signalled). */
export interface SeenProcess {
  pid: number;
  /** Start time in clock ticks since boot (Linux /proc), or '' where it cannot be read. */
  started: string;
}

interface Row {
  pid: number;
  ppid: number;
  started: string;
  /** 'Z' for a zombie (ended, not yet reaped: it holds nothing). */
  state: string;
}

function statRow(pid: number): Row | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid pgrp ... starttime(22nd)"; comm may hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { pid, ppid: Number(fields[1]), started: fields[19] ?? '', state: fields[0] ?? '' };
  } catch {
    return undefined;
  }
}

function procRows(): Row[] | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  const rows: Row[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const row = statRow(Number(entry));
    if (row) rows.push(row);
  }
  return rows;
}

function psRows(): Row[] {
  const result = spawnSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  return (result.stdout ?? '')
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([pid, ppid]) => Number.isInteger(pid) && Number.isInteger(ppid))
    .map(([pid, ppid]) => ({ pid: pid!, ppid: ppid!, started: '', state: '' }));
}

function rows(): Row[] {
  return procRows() ?? psRows();
}

/** `root` and every process below it now. */
export function processTree(root: number): SeenProcess[] {
  const all = rows();
  const children = new Map<number, Row[]>();
  for (const row of all) children.set(row.ppid, [...(children.get(row.ppid) ?? []), row]);
  const self = all.find((row) => row.pid === root);
  if (!self) return [];
  const out: SeenProcess[] = [];
  const queue: Row[] = [self];
  while (queue.length) {
    const row = queue.shift()!;
    out.push({ pid: row.pid, started: row.started });
    queue.push(...(children.get(row.pid) ?? []));
  }
  return out;
}

/** Whether a process seen before is still the same live process (not ended, pid not reused). */
export function isAlive(seen: SeenProcess): boolean {
  try {
    process.kill(seen.pid, 0);
  } catch {
    return false;
  }
  if (!seen.started) return true;
  const now = statRow(seen.pid);
  return Boolean(now) && now!.state !== 'Z' && now!.started === seen.started;
}

/**
 * Remembers every process under `root` while it runs (a walk every `everyMs`), so none is lost
 * when its parent ends first. `stop` signals them all; `leftovers` are those still alive.
 */
export class ProcessTracker {
  readonly root: number;
  private readonly seen = new Map<number, SeenProcess>();
  private readonly timer: NodeJS.Timeout;

  constructor(root: number, everyMs = 1_000) {
    this.root = root;
    this.look();
    this.timer = setInterval(() => this.look(), everyMs);
    this.timer.unref();
  }

  /** Walks the tree now and remembers what it finds. */
  look(): void {
    for (const found of processTree(this.root)) this.seen.set(found.pid, found);
  }

  /** Every process seen so far that is still alive. */
  leftovers(): SeenProcess[] {
    return [...this.seen.values()].filter(isAlive);
  }

  /** Sends `signal` to the root's process group. */
  signalGroup(signal: NodeJS.Signals): void {
    this.look();
    try {
      process.kill(-this.root, signal);
    } catch {
      // The group is gone.
    }
  }

  /** Sends `signal` to the root's group and to every live process seen. */
  signal(signal: NodeJS.Signals): void {
    this.signalGroup(signal);
    for (const found of this.leftovers()) {
      try {
        process.kill(found.pid, signal);
      } catch {
        // Ended meanwhile.
      }
    }
  }

  /**
   * Stops every process seen. First `first` to the step's own group only, as a terminal's Ctrl-C
   * does (SIGINT lets Playwright and Vitest write their reports, run Playwright's global teardown
   * against its still-running webServer, then stop that server themselves). After `graceMs`,
   * SIGTERM to every process seen, detached ones included, and SIGKILL to whatever is left 3 s
   * later. Resolves once none is alive.
   */
  async stop(first: NodeJS.Signals = 'SIGINT', graceMs = 20_000): Promise<void> {
    this.signalGroup(first);
    await this.waitGone(graceMs);
    if (this.leftovers().length) {
      this.signal('SIGTERM');
      await this.waitGone(3_000);
    }
    for (let tries = 0; tries < 20 && this.leftovers().length; tries += 1) {
      this.signal('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    this.dispose();
  }

  private async waitGone(ms: number): Promise<void> {
    const deadline = Date.now() + ms;
    while (this.leftovers().length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  }

  dispose(): void {
    clearInterval(this.timer);
  }
}
