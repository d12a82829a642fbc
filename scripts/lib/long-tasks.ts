// What each long task of a page load was doing, from a Chromium trace with its CPU profile
// (scripts/trace-load.ts records one). Lighthouse says how long the main thread was blocked and
// which script it charges; this says which React components rendered, which phase of React's
// work it was (a time-sliced render, a synchronous one, a commit, effects), and what the browser
// itself did (style, layout, paint) in each task. Names are readable on an unminified build.

/** The parts of a Chrome trace event this reads. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number };
}

export interface LongTask {
  /** Milliseconds after navigation start. */
  at: number;
  durationMs: number;
  /** React's work in the task, by phase, in ms: render (sliced), render (sync), commit, effects. */
  react: Record<string, number>;
  /** Components whose own render (with its hooks) took the task's time, in ms, largest first. */
  components: Array<[string, number]>;
  /** What the browser did outside script, in ms (style, layout, paint, parsing, GC), largest first. */
  browser: Array<[string, number]>;
}

const BROWSER_WORK = /^(UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|Commit|ParseHTML|ParseAuthorStyleSheet|MinorGC|MajorGC|v8\.compile|v8\.compileModule|v8\.evaluateModule|HitTest|Decode Image)$/;
const RENDERS_COMPONENT = /^(renderWithHooks|updateFunctionComponent|mountIndeterminateComponent)$/;

function reactPhase(stack: ProfileNode[]): string | undefined {
  const names = new Set(stack.map((node) => node.callFrame.functionName));
  if (names.has('flushPassiveEffects')) return 'effects';
  if (names.has('commitRoot') || names.has('commitRootImpl')) return 'commit';
  if (names.has('workLoopSync')) return 'render (sync)';
  if (names.has('workLoopConcurrent') || names.has('workLoopConcurrentByScheduler')) return 'render (sliced)';
  return undefined;
}

const sorted = (totals: Map<string, number>, limit: number): Array<[string, number]> =>
  [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, us]) => [name, Math.round(us / 1000)]);

function add(totals: Map<string, number>, key: string, value: number): void {
  totals.set(key, (totals.get(key) ?? 0) + value);
}

/** The renderer's main thread: the CrRendererMain with the most task time. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const renderers = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const busy = new Map<string, number>();
  for (const event of events) if (event.name === 'RunTask' && event.ph === 'X' && renderers.has(`${event.pid}:${event.tid}`)) add(busy, `${event.pid}:${event.tid}`, event.dur ?? 0);
  const [key] = [...busy.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) return undefined;
  const [pid = 0, tid = 0] = key.split(':').map(Number);
  return { pid, tid };
}

/** The main thread's CPU samples: [time in trace µs, node], with the nodes by id. */
function samplesOf(events: TraceEvent[], thread: { pid: number; tid: number }) {
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<[number, number]> = [];
  const profile = events.find((event) => event.name === 'Profile' && event.pid === thread.pid && event.tid === thread.tid);
  if (!profile) return { nodes, samples };
  let time = profile.args?.data?.startTime ?? 0;
  // The chunks come from the profiler's own thread, tied to the profile by its id.
  const chunks = events.filter((event) => event.name === 'ProfileChunk' && event.pid === thread.pid && event.id === profile.id).sort((a, b) => a.ts - b.ts);
  for (const chunk of chunks) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((id, index) => {
      time += deltas[index] ?? 0;
      samples.push([time, id]);
    });
  }
  return { nodes, samples };
}

/** Every task on the main thread of at least `minMs`, broken down. */
export function longTasks(events: TraceEvent[], minMs = 50): LongTask[] {
  const thread = mainThread(events);
  if (!thread) return [];
  const onMain = (event: TraceEvent) => event.pid === thread.pid && event.tid === thread.tid;
  const start = events.find((event) => event.name === 'navigationStart' && event.pid === thread.pid)?.ts;
  const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && onMain(event) && (event.dur ?? 0) >= minMs * 1000).sort((a, b) => a.ts - b.ts);
  const { nodes, samples } = samplesOf(events, thread);
  const stackOf = (id: number): ProfileNode[] => {
    const stack: ProfileNode[] = [];
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) stack.push(node);
    return stack;
  };
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const within = samples.filter(([time]) => time >= task.ts && time <= end);
    const react = new Map<string, number>();
    const components = new Map<string, number>();
    within.forEach(([time, id], index) => {
      const next = within[index + 1];
      const spent = next ? next[0] - time : 0;
      const stack = stackOf(id);
      const phase = reactPhase(stack);
      if (phase) add(react, phase, spent);
      const renderer = stack.findIndex((node) => RENDERS_COMPONENT.test(node.callFrame.functionName));
      const component = renderer > 0 ? stack[renderer - 1]?.callFrame.functionName : undefined;
      if (component) add(components, component, spent);
    });
    const browser = new Map<string, number>();
    for (const event of events) if (onMain(event) && event.ph === 'X' && event !== task && BROWSER_WORK.test(event.name) && event.ts >= task.ts && event.ts < end) add(browser, event.name, event.dur ?? 0);
    return {
      at: Math.round((task.ts - (start ?? task.ts)) / 1000),
      durationMs: Math.round((task.dur ?? 0) / 1000),
      react: Object.fromEntries(sorted(react, 4)),
      components: sorted(components, 6),
      browser: sorted(browser, 5),
    };
  });
}

/** The tasks as lines to read: when, how long, React's share, the components, the browser's work. */
export function describeLongTasks(tasks: LongTask[]): string {
  const over = tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - 50), 0);
  const list = (pairs: Array<[string, number]>) => pairs.filter(([, ms]) => ms > 0).map(([name, ms]) => `${name} ${ms}`).join(', ') || '-';
  const lines = tasks.map((task) =>
    [
      `at ${task.at} ms, ${task.durationMs} ms`,
      `  react: ${list(Object.entries(task.react))}`,
      `  components: ${list(task.components)}`,
      `  browser: ${list(task.browser)}`,
    ].join('\n'),
  );
  return [`${tasks.length} tasks of 50 ms or more, ${over} ms over 50 in all`, ...lines].join('\n');
}
