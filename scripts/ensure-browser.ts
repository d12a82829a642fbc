// Makes sure e2e has a Chromium and, when we may install packages, its headless shell and fonts
// that render Japanese and Chinese in screenshots. Everything comes from the system's packages
// (apt, as root); nothing is ever downloaded from elsewhere (no `playwright install`: the browser
// download is not served on every network). Without root or apt it says in one line what to
// install (README "Requirements") and exits 1.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { findChromium } from './lib/chromium.ts';

const root = join(import.meta.dirname, '..');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function run(command: string, args: string[]): boolean {
  console.log(`[browser] $ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

function hasDebianPackage(name: string): boolean {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

let aptUpdated = false;
function aptInstall(packages: string[]): boolean {
  if (!aptUpdated) {
    if (!run('apt-get', ['update'])) return false;
    aptUpdated = true;
  }
  return run('apt-get', ['install', '-y', '--no-install-recommends', ...packages]);
}

const hasApt = spawnSync('sh', ['-c', 'command -v apt-get && command -v dpkg-query'], { stdio: 'ignore' }).status === 0;
const missing = 'no Chromium for e2e: install the packages chromium, chromium-headless-shell and fonts-noto-cjk (sudo apt-get install -y chromium chromium-headless-shell fonts-noto-cjk) or set CHROMIUM_PATH to a Chromium';

let found = findChromium();
if (!found) {
  if (!isRoot || !hasApt) {
    console.error(`[browser] ${missing}`);
    process.exit(1);
  }
  console.log('[browser] no Chromium found (CHROMIUM_PATH, /usr/bin/chromium): installing Debian\'s');
  const installed = aptInstall(['chromium', 'fonts-noto-cjk']);
  found = findChromium();
  if (!installed || !found) {
    console.error(`[browser] apt could not install it: ${missing}`);
    process.exit(1);
  }
}

if (isRoot && hasApt && !hasDebianPackage('fonts-noto-cjk')) {
  // Not fatal: tests pass without the fonts; only screenshots of Japanese text would suffer.
  if (!aptInstall(['fonts-noto-cjk'])) console.warn('[browser] could not install fonts-noto-cjk; Japanese may render as boxes');
}

// The headless shell runs the suite faster (scripts/lib/chromium.ts); without it the full browser does.
if (isRoot && hasApt && !hasDebianPackage('chromium-headless-shell')) {
  if (!aptInstall(['chromium-headless-shell'])) console.warn('[browser] could not install chromium-headless-shell; e2e runs on the full Chromium');
}
const shell = findChromium(process.env, { headlessShell: true });
if (shell?.source === 'headless-shell') console.log(`[browser] headless runs use ${shell.path}`);

const version = spawnSync(found.path, ['--version'], { encoding: 'utf8' }).stdout.trim();
console.log(`[browser] using ${found.path} (${found.source})${version ? `: ${version}` : ''}`);
