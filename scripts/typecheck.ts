// `npm run typecheck`: TypeScript 7 over each area's tsconfig. Every area is checked even when an
// earlier one fails, so one run shows all the errors.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const tsc = join(root, 'node_modules/typescript-native/bin/tsc');
const areas = ['web', 'web/server', 'console', 'mock-server', 'e2e', 'scripts'];

const failed: string[] = [];
for (const area of areas) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [tsc, '-p', area], { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    console.log(`typecheck ${area}: ok (${seconds} s)`);
  } else {
    failed.push(area);
    console.log(`typecheck ${area}: FAILED (${seconds} s)`);
  }
}
if (failed.length > 0) {
  console.error(`Type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
