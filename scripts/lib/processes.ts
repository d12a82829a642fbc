// Child processes for start.ts and bench.ts: prefixed output, readiness polling, clean stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

export interface Service {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

const colors = [34, 32, 35, 36, 33];

export interface StartOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Print the child's output (prefixed); bench keeps servers quiet. */
  quiet?: boolean;
}

let started = 0;

export function startService(options: StartOptions): Service {
  const color = colors[started++ % colors.length];
  const tty = process.stdout.isTTY;
  const prefix = tty ? `\x1b[${color}m[${options.name}]\x1b[0m ` : `[${options.name}] `;
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...(tty ? { FORCE_COLOR: '1' } : {}), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    const lines = createInterface({ input: stream });
    if (options.quiet) {
      // Keep the last lines so a failing server can still be explained.
      const tail: string[] = [];
      lines.on('line', (line) => {
        tail.push(line);
        if (tail.length > 30) tail.shift();
      });
      child.once('exit', (code) => {
        if (code !== 0 && code !== null) for (const line of tail) process.stderr.write(`${prefix}${line}\n`);
      });
    } else {
      lines.on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
    }
  }
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 1));
    child.once('error', (error) => {
      process.stderr.write(`${prefix}${error.message}\n`);
      resolve(1);
    });
  });
  return { name: options.name, child, exited };
}

/** Polls `url` until it answers with a status below 500, the service dies, or time runs out. */
export async function waitForUrl(url: string, service: Service, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  void service.exited.then(() => {
    dead = true;
  });
  let lastError = '';
  while (Date.now() < deadline) {
    if (dead) throw new Error(`${service.name} exited before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${lastError})`);
}

/** SIGTERM to each live service, SIGKILL after `graceMs`; resolves when all have exited. */
export async function stopServices(services: Service[], graceMs = 5_000): Promise<void> {
  await Promise.all(
    services.map(async (service) => {
      if (service.child.exitCode !== null || service.child.signalCode !== null) return;
      service.child.kill('SIGTERM');
      const timer = setTimeout(() => service.child.kill('SIGKILL'), graceMs);
      await service.exited;
      clearTimeout(timer);
    }),
  );
}

/** A TCP port free on loopback now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Runs `services` as one stack until Ctrl-C: once each answers its URL, prints `banner`; either
 * one ending on its own ends the whole thing (half a stack is not a working site), and a signal
 * stops them all.
 */
export async function runStack(services: { service: Service; url: string }[], banner: string): Promise<void> {
  const all = services.map((s) => s.service);
  let stopping = false;
  const stop = async (code: number): Promise<never> => {
    if (!stopping) {
      stopping = true;
      await stopServices(all);
    }
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0));
  for (const service of all) {
    void service.exited.then((code) => {
      if (stopping) return;
      console.error(`\n${service.name} stopped (${code}); stopping the rest.`);
      void stop(typeof code === 'number' && code !== 0 ? code : 1);
    });
  }
  try {
    await Promise.all(services.map(({ service, url }) => waitForUrl(url, service)));
  } catch (error) {
    console.error(`\nStart-up failed: ${error instanceof Error ? error.message : String(error)}`);
    await stop(1);
  }
  console.log(banner);
}
