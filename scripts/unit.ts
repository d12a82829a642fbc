// `npm run test:unit`: Vitest over every project, and `npm run test:unit -- --seed N [files]` to
// replay a fast-check failure from the seed it printed (FC_SEED, read by fast-check-seed.setup.ts).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { seedFromEnv, takeSeed } from './lib/fast-check-seed.ts';

const root = join(import.meta.dirname, '..');
const { seed, rest } = takeSeed(process.argv.slice(2));
const env = { ...process.env, ...(seed === undefined ? {} : { FC_SEED: seed }) };
try {
  const fixed = seedFromEnv(env);
  if (fixed !== undefined) console.log(`[unit] fast-check properties start from seed ${fixed} (FC_SEED)`);
} catch (error) {
  console.error(`[unit] ${(error as Error).message}`);
  process.exit(2);
}
const child = spawn(process.execPath, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...rest], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
