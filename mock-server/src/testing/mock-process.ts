// A mock server in a process of its own (`node mock-server/src/server.ts`), on a port the system
// picks: what tests that need the real server, not an in-process app, start and stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../..');

export interface MockProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  process: ChildProcess;
  stop(): void;
}

/** Starts the server with `args` beside `--port 0 --host 127.0.0.1`; resolves once it listens. */
export async function startMockProcess(args: readonly string[] = []): Promise<MockProcess> {
  const child = spawn(process.execPath, ['mock-server/src/server.ts', '--port', '0', '--host', '127.0.0.1', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const address = /Mock server on (http:\/\/[^\s]+)/.exec(out)?.[1];
      if (address) resolve(address);
    });
    child.once('exit', (code) => reject(new Error(`the mock server exited with ${code}`)));
  });
  return { base, process: child, stop: () => void child.kill('SIGKILL') };
}
