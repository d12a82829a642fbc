// Runs before `npm start` and `npm test` with whatever Node the machine has (Node 20 here), so this
// file is plain ESM JavaScript: no TypeScript, no dependencies, nothing newer than Node 20.
// It installs node_modules when missing or older than the lockfile, then checks that the Node 24
// that npm scripts use (the `node` devDependency) is in place.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockfile = join(root, 'package-lock.json');
const installedLock = join(root, 'node_modules', '.package-lock.json');
const node24 = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'node.cmd' : 'node');

function needsInstall() {
  if (!existsSync(installedLock)) return 'node_modules is missing';
  if (existsSync(lockfile) && statSync(lockfile).mtimeMs > statSync(installedLock).mtimeMs) {
    return 'package-lock.json is newer than node_modules';
  }
  if (!existsSync(node24)) return 'the node devDependency is missing';
  return null;
}

function npm(args) {
  console.log(`[deps] npm ${args.join(' ')}`);
  const cli = process.env.npm_execpath;
  // Under npm, npm_execpath points at npm's own CLI script; run it with this Node so we never
  // pick up a different npm from the PATH (npm scripts put node_modules/.bin first).
  const result = cli && cli.endsWith('.js')
    ? spawnSync(process.execPath, [cli, ...args], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  return result.status === 0;
}

const reason = needsInstall();
if (reason) {
  console.log(`[deps] ${reason}: installing`);
  let ok;
  if (existsSync(lockfile)) {
    ok = npm(['ci']);
    if (!ok) {
      // npm ci refuses a lockfile that npm itself considers out of step with package.json (npm
      // drops other platforms' optional bindings from some lockfiles). Installing is still
      // better than stopping; say so loudly so the lockfile gets fixed.
      console.warn('[deps] npm ci failed (see above); falling back to npm install. Fix package-lock.json so npm ci passes.');
      ok = npm(['install', '--no-save']);
    }
  } else {
    ok = npm(['install']);
  }
  if (!ok) {
    console.error('[deps] installing dependencies failed');
    process.exit(1);
  }
}

let version = '';
try {
  version = execFileSync(node24, ['--version'], { encoding: 'utf8' }).trim();
} catch (error) {
  console.error(`[deps] cannot run ${node24}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
if (!/^v24\./.test(version)) {
  console.error(`[deps] node_modules/.bin/node is ${version}, expected v24.x; run npm ci`);
  process.exit(1);
}
if (reason) console.log(`[deps] ready (Node ${version} for npm scripts)`);
