import type { FastifyBaseLogger } from 'fastify';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
type Level = (typeof LEVELS)[number];

/**
 * A console logger whose child() is itself. Fastify makes a child logger per request; with pino
 * that alone costs a fifth of the mock's throughput, and this server logs only what went wrong.
 */
export function consoleLogger(level: Level = 'warn'): FastifyBaseLogger {
  const threshold = LEVELS.indexOf(level);
  const write = (at: Level) => (first: unknown, ...rest: unknown[]) => {
    if (LEVELS.indexOf(at) < threshold) return;
    const out = at === 'error' || at === 'fatal' || at === 'warn' ? console.error : console.log;
    out(`[mock ${at}]`, first, ...rest);
  };
  const logger = {
    level,
    trace: write('trace'),
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    fatal: write('fatal'),
    silent: () => undefined,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

export function isLevel(value: string | undefined): value is Level {
  return LEVELS.includes(value as Level);
}
