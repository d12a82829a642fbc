// `npm run bench`: builds the site and the floor (web/floor: the same libraries, none of the site's
// code) and measures, part by part: the initial JS of /; Lighthouse (mobile, median of 5) on each
// page right after a run of the floor, through the site's page server and as plain static files;
// the login dialog's time to show, unthrottled, alone and four pages at once; the lobby's
// scroll on a slowed phone beside the floor's; the mock server against a bare server. It prints a
// verdict, writes docs/measures.md (scripts/lib/measures-doc.ts) and exits non-zero when a figure
// is over budget or a part failed.
//
// `--js-only`, `--lighthouse-only`, `--lobby-only`, `--server-only` run one part (`--no-<part>`
// skips one); a partial run writes its sections of docs/measures.md only with `--write`, a full
// run unless `--no-write`. `--no-build` measures the web/dist already built;
// `--keep-reports=<dir>` keeps every Lighthouse result (JSON) for a closer look; `--rounds=<n>`
// makes n Lighthouse rounds instead of 5 (a quick look; the document says so).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { budgets, checks, initialJsTable, serverTable, type Check } from './lib/bench-report.ts';
import { dialogBench, dialogReport } from './lib/dialog-bench.ts';
import { buildFloor, buildSite, weighInitialJs } from './lib/initial-js.ts';
import { lighthousePart, type LighthouseOutcome } from './lib/lighthouse-part.ts';
import { LOBBY_GOAL_MS, scrollBench, scrollTable } from './lib/lobby-bench.ts';
import { measuresDocument, type Section, type Stamp } from './lib/measures-doc.ts';
import { freePort, startService, stopServices, waitForUrl, type Service } from './lib/processes.ts';
import { serverBench } from './lib/server-bench.ts';

const root = join(import.meta.dirname, '..');
/** The command line, read once the parts are known (their ids make flags); a flag no part knows stops the run. */
let values: Record<string, string | boolean | undefined> = {};
const flag = (name: string) => values[name.replace(/^--/, '')] === true;
const option = (name: string) => {
  const value = values[name.replace(/^--/, '')];
  return typeof value === 'string' ? value : undefined;
};
const measuresFile = join(root, 'docs/measures.md');

interface Servers {
  /** The site through its page server (brotli, the CSP nonce, the first frame). */
  site: string;
  /** The site as plain static files: the same server with --plain (index.html as built, no first frame). */
  static: string;
  floor: string;
}

/** What the parts share: the builds, and the site and the floor served as `npm run preview` serves the site. */
class Context {
  private built: Promise<void> | undefined;
  private floorOut: Promise<string> | undefined;
  private served: Promise<Servers> | undefined;
  private readonly services: Service[] = [];
  private readonly tempDirs: string[] = [];

  site(): Promise<void> {
    this.built ??= (async () => {
      if (flag('--no-build')) {
        if (!existsSync(join(root, 'web/dist/index.html'))) throw new Error('--no-build, but web/dist has no build: run npm run build');
        return;
      }
      console.log('Building the site (web/dist)...');
      buildSite(root);
    })();
    return this.built;
  }

  floor(): Promise<string> {
    this.floorOut ??= (async () => {
      const out = mkdtempSync(join(tmpdir(), 'floor-'));
      this.tempDirs.push(out);
      console.log('Building the floor (web/floor)...');
      buildFloor(root, out);
      return out;
    })();
    return this.floorOut;
  }

  /** The site's page server (web/server) in front of a mock server of its own: for the site, for the site as plain static files (--plain), and for the floor. */
  servers(): Promise<Servers> {
    this.served ??= (async () => {
      const [dist, floorDir] = await Promise.all([this.site().then(() => join(root, 'web/dist')), this.floor()]);
      const serve = async (name: string, dir: string, plain = false) => {
        const [port, mockPort] = [await freePort(), await freePort()];
        const mock = startService({ name: `${name}-mock`, command: process.execPath, args: ['mock-server/src/server.ts', '--port', String(mockPort), '--host', '127.0.0.1'], cwd: root, env: {}, quiet: true });
        this.services.push(mock);
        await waitForUrl(`http://127.0.0.1:${mockPort}/__mock/health`, mock);
        const args = ['web/server/serve.ts', '--dist', dir, '--port', String(port), '--host', '127.0.0.1', '--backend', `http://127.0.0.1:${mockPort}`, '--mock', ...(plain ? ['--plain'] : [])];
        const pages = startService({ name, command: process.execPath, args, cwd: root, env: {}, quiet: true });
        this.services.push(pages);
        const base = `http://127.0.0.1:${port}`;
        await waitForUrl(`${base}/__mock/health`, pages);
        return base;
      };
      return { site: await serve('site', dist), static: await serve('static', dist, true), floor: await serve('floor', floorDir) };
    })();
    return this.served;
  }

  async stopServers(): Promise<void> {
    await stopServices(this.services);
    this.services.length = 0;
    this.served = undefined;
  }

  async close(): Promise<void> {
    await this.stopServers();
    for (const dir of this.tempDirs) rmSync(dir, { recursive: true, force: true });
  }
}

interface Outcome {
  checks: Check[];
  body: string;
  benchmarkIndex?: Stamp['benchmarkIndex'];
}

interface Part {
  id: string;
  title: string;
  usesServers?: boolean;
  run: (context: Context) => Promise<Outcome>;
}

const parts: Part[] = [
  {
    id: 'js',
    title: 'Initial JS of `/`',
    async run(context) {
      await context.site();
      const [site, floor] = await Promise.all([weighInitialJs(join(root, 'web/dist')), context.floor().then(weighInitialJs)]);
      const body = [
        "The entry of `/`, the app it loads after the first frame and every chunk those import statically, however deep (`initialScripts`, scripts/lib/bench-report.ts), gzip -9 each. Lazy route chunks are not initial.",
        '',
        initialJsTable(site.files, floor.totalKb),
      ].join('\n');
      console.log(`\n${body}`);
      return { checks: checks(site.totalKb, []), body };
    },
  },
  {
    id: 'lighthouse',
    title: 'Lighthouse: every page beside the floor',
    usesServers: true,
    async run(context): Promise<LighthouseOutcome> {
      const servers = await context.servers();
      const rounds = option('--rounds');
      return lighthousePart({ bases: { 'page server': servers.site, 'static files': servers.static }, floorBase: servers.floor, keepReports: option('--keep-reports'), ...(rounds && { rounds: Number(rounds) }) });
    },
  },
  {
    id: 'dialog',
    title: 'The login dialog, unthrottled',
    usesServers: true,
    async run(context) {
      const servers = await context.servers();
      const rounds = 5;
      console.log(`\nThe login dialog on /login, unthrottled, alone and four pages at once, ${rounds} rounds...`);
      const times = await dialogBench(servers.site, rounds);
      const { checks: dialogChecks, table } = dialogReport(times);
      const body = [
        `\`/login\` through the site's page server in a headless Chromium with no throttling (the machine's own speed), each round a fresh browser: the time from the navigation's start to the dialog's name field on screen, read in the page (\`performance.now()\` when the field has a size). Alone, then four pages at once, each in a browser context of its own (no cache shared) and a mock session of its own; the four-page figure is the slowest of the four. ${rounds} rounds; median (lowest-highest).`,
        '',
        table,
      ].join('\n');
      console.log(`\n${table}`);
      return { checks: dialogChecks, body };
    },
  },
  {
    id: 'lobby',
    title: 'The lobby on a slowed phone',
    usesServers: true,
    async run(context) {
      const servers = await context.servers();
      const runs = 3;
      console.log(`\nThe lobby's scroll beside the floor's tiles, ${runs} runs each, alternating...`);
      const { lobby, floor } = await scrollBench(servers.site, servers.floor, runs);
      const machine =
        floor.longestTaskMs > LOBBY_GOAL_MS
          ? `\n\nThe floor itself had a task over ${LOBBY_GOAL_MS} ms while scrolling: in this run the machine, not only the lobby, was over the goal.`
          : '';
      const body = [
        `A 390x844 Chromium with the CPU slowed 4x (CDP), ${lobby.tiles} games (the slots lobby's answer padded to 999, SPEC §9): the time until the first row of tiles shows, and the longest task while scrolling to the end a finger's worth per frame (PerformanceObserver longtask). The floor's \`/tiles\` (web/floor/tiles.tsx) scrolls the same padded answer through the same virtualiser with none of the site's code, alternating with the lobby in the same minutes (floor, lobby, ...). Goal: no task over ${LOBBY_GOAL_MS} ms in the lobby, held as it is: the floor is not a lower bound (the lobby renders the rows scrolled into view in the background, which a plain use of the virtualiser does not), so its figure says how the machine and the bare stack ran in the same minutes, not what the lobby may cost.`,
        '',
        scrollTable(lobby, floor) + machine,
      ].join('\n');
      console.log(`\n${body}`);
      const measured = `${Math.round(lobby.longestTaskMs)} ms (floor ${Math.round(floor.longestTaskMs)} ms)`;
      return { checks: [{ what: 'lobby: longest task while scrolling', measured, budget: `<= ${LOBBY_GOAL_MS} ms`, ok: lobby.longestTaskMs <= LOBBY_GOAL_MS }], body };
    },
  },
  {
    id: 'server',
    title: 'Mock server against a bare server',
    async run() {
      const results = await serverBench(root);
      const body = [
        `autocannon on loopback, 50 connections, 2 s warm-up and 8 s per server per operation in A B B A halves, against the mock server (sessions, journal and validation on) and a bare Fastify+zod server answering the same operations (mock-server/bench/bare-server.ts): a read, a validated write, and the ledger's adjustments per second. With two allowed CPUs and \`taskset\`, both servers run on the first and the load generator on the second. Budgets: mock / bare >= ${budgets.minRatio}, mock p99 < ${budgets.maxP99Ms} ms.`,
        '',
        serverTable(results),
      ].join('\n');
      return { checks: checks(undefined, results), body };
    },
  },
  // The ranking fan-out goes here once it is measured: { id: 'ranking', title: 'Ranking fan-out',
  // run: ... }; its section takes the place `measuresOrder` keeps for it.
];

/** Parts still to come: their place in docs/measures.md says so until a part of that id exists. */
const comingParts = [{ id: 'ranking', title: 'Ranking fan-out', pending: 'Not measured yet: its bench (1,000 sockets watching one tournament while 50 connections place bets) is still to be written.' }];

/** The sections of docs/measures.md in order. */
const measuresOrder = [...parts.map(({ id, title }) => ({ id, title })), ...comingParts.filter((coming) => !parts.some((part) => part.id === coming.id))];

values = parseArgs({
  options: {
    'no-build': { type: 'boolean' },
    'no-write': { type: 'boolean' },
    write: { type: 'boolean' },
    rounds: { type: 'string' },
    'keep-reports': { type: 'string' },
    ...Object.fromEntries(parts.flatMap(({ id }) => [[`${id}-only`, { type: 'boolean' as const }], [`no-${id}`, { type: 'boolean' as const }]])),
  },
  strict: true,
}).values;

const only = parts.find((part) => flag(`--${part.id}-only`));
const selected = only ? [only] : parts.filter((part) => !flag(`--no-${part.id}`));
const full = selected.length === parts.length;
const write = !flag('--no-write') && (full || flag('--write'));

function commit(): string {
  const git = (...gitArgs: string[]) => execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim();
  try {
    const dirty = git('status', '--porcelain', '--', '.', ':!docs/measures.md') !== '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${dirty ? ' plus uncommitted changes' : ''}`;
  } catch {
    return 'an unknown commit (no git)';
  }
}

const now = () => new Date().toISOString();
const load = () => loadavg()[0]!;
const cpus = availableParallelism();
const run: Stamp = { started: now(), ended: '', commit: commit(), loadStart: load(), loadEnd: 0, cpus };
console.log(`Bench at ${run.commit}: ${selected.map((part) => part.id).join(', ')}; load average ${run.loadStart.toFixed(2)} on ${cpus} CPUs.`);

const context = new Context();
const sections: Section[] = [];
const list: Check[] = [];
let failed = false;
process.once('SIGINT', () => void context.close().then(() => process.exit(130)));
try {
  for (const [index, part] of selected.entries()) {
    const stamp: Stamp = { started: now(), ended: '', commit: run.commit, loadStart: load(), loadEnd: 0, cpus };
    let outcome: Outcome;
    try {
      outcome = await part.run(context);
    } catch (error) {
      failed = true;
      const message = error instanceof Error ? error.message : String(error);
      console.error(`${part.title}: ${message}`);
      outcome = { checks: [], body: `**This part failed in this run:** ${message}` };
    }
    list.push(...outcome.checks);
    if (outcome.benchmarkIndex) run.benchmarkIndex = outcome.benchmarkIndex;
    sections.push({ id: part.id, title: part.title, body: outcome.body, stamp: { ...stamp, ended: now(), loadEnd: load(), ...(outcome.benchmarkIndex && { benchmarkIndex: outcome.benchmarkIndex }) } });
    // The server load wants the CPUs to itself: the page servers stop once no later part needs them.
    if (!selected.slice(index + 1).some((later) => later.usesServers)) await context.stopServers();
  }
} finally {
  await context.close();
}
Object.assign(run, { ended: now(), loadEnd: load() });

console.log('\nVerdict:');
for (const check of list) console.log(`  ${check.ok ? 'ok  ' : 'OVER'}  ${check.what.padEnd(44)} ${check.measured.padStart(34)}  budget ${check.budget}`);
console.log(`\nLoad average ${run.loadStart.toFixed(2)} at the start, ${run.loadEnd.toFixed(2)} at the end.`);
if (write) {
  const previous = existsSync(measuresFile) ? readFileSync(measuresFile, 'utf8') : undefined;
  writeFileSync(measuresFile, measuresDocument({ run, parts: selected.map((part) => part.id), order: measuresOrder, sections, previous }));
  console.log(`Wrote ${measuresFile}.`);
}
const ok = !failed && list.every((check) => check.ok);
console.log(ok ? '\nWithin budget.' : '\nOver budget or incomplete.');
process.exit(ok ? 0 : 1);
