import { describe, expect, it } from 'vitest';
import { describeLongTasks, longTasks, type TraceEvent } from './long-tasks.ts';

const main = { pid: 1, tid: 1 };
const frame = (id: number, functionName: string, parent?: number) => ({ id, parent, callFrame: { functionName, url: 'start.js' } });

/** One renderer: a 120 ms task (a synchronous render of Header, then layout) and a 10 ms one. */
function trace(): TraceEvent[] {
  return [
    { name: 'thread_name', ph: 'M', ...main, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: 1, tid: 9, ts: 0, args: { name: 'ServiceWorker thread' } },
    { name: 'navigationStart', ...main, ts: 1_000 },
    { name: 'RunTask', ph: 'X', ...main, ts: 101_000, dur: 120_000 },
    { name: 'Layout', ph: 'X', ...main, ts: 181_000, dur: 40_000 },
    { name: 'RunTask', ph: 'X', ...main, ts: 300_000, dur: 10_000 },
    // Another thread's long task is not the page's.
    { name: 'RunTask', ph: 'X', pid: 1, tid: 9, ts: 101_000, dur: 500_000 },
    { name: 'Profile', ...main, ts: 100_000, id: '0x1', args: { data: { startTime: 100_000 } } },
    {
      name: 'ProfileChunk',
      pid: 1,
      tid: 7,
      ts: 100_001,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [frame(1, '(root)'), frame(2, 'performSyncWorkOnRoot', 1), frame(3, 'workLoopSync', 2), frame(4, 'renderWithHooks', 3), frame(5, 'Header', 4), frame(6, '(program)', 1)],
            // From 101 ms: 80 ms in Header's render, then 40 ms outside script.
            samples: [5, 5, 6, 6],
          },
          timeDeltas: [1_000, 80_000, 0, 40_000],
        },
      },
    },
  ];
}

describe('longTasks', () => {
  it("takes the page's main thread only, and tasks of at least 50 ms", () => {
    const tasks = longTasks(trace());
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ at: 100, durationMs: 120 });
  });

  it('charges the samples to the component that rendered, in the phase React was in, and lists the browser work', () => {
    const [task] = longTasks(trace());
    expect(task?.components).toEqual([['Header', 80]]);
    expect(task?.react).toEqual({ 'render (sync)': 80 });
    expect(task?.browser).toEqual([['Layout', 40]]);
  });

  it('says how far over 50 ms the tasks were in all', () => {
    expect(describeLongTasks(longTasks(trace()))).toMatch(/^1 tasks of 50 ms or more, 70 ms over 50 in all\nat 100 ms, 120 ms\n {2}react: render \(sync\) 80\n {2}components: Header 80\n {2}browser: Layout 40$/);
  });

  it('gives nothing for a trace without a renderer', () => {
    expect(longTasks([])).toEqual([]);
  });
});
