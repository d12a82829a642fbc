// Builds for `npm run bench`: the site (`web/dist`, as `npm run preview` builds it) and the floor
// (web/floor, to a folder of its own), and the initial JS of a built page: its entry and every
// chunk it loads at start-up (bench-report.ts, `initialScripts`), gzip -9 each.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialScripts } from './bench-report.ts';

function viteBuild(root: string, config: string, outDir?: string): void {
  const args = [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', join(root, config), ...(outDir ? ['--outDir', outDir] : [])];
  const build = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`building ${config} failed: ${(build.stderr || build.stdout).slice(-1500)}`);
}

/** The site's production build into web/dist (the console, which `npm run build` also builds, is not measured). */
export const buildSite = (root: string) => viteBuild(root, 'web/vite.config.ts');

/** web/floor built with the site's settings into `outDir`. */
export const buildFloor = (root: string, outDir: string) => viteBuild(root, 'web/floor/vite.config.ts', outDir);

export interface InitialJs {
  files: Array<{ file: string; kb: number }>;
  totalKb: number;
}

/** The initial JS of a built page's index.html: the entry and every chunk it loads at start-up, gzip -9 each. */
export async function weighInitialJs(dir: string): Promise<InitialJs> {
  const read = (url: string) => readFileSync(join(dir, url.replace(/^\//, '')));
  const urls = await initialScripts(readFileSync(join(dir, 'index.html'), 'utf8'), (url) => read(url).toString('utf8'));
  if (urls.length === 0) throw new Error(`${dir}/index.html names no module script`);
  const files = urls.map((file) => ({ file, kb: gzipSync(read(file), { level: 9 }).length / 1024 }));
  return { files, totalKb: files.reduce((sum, file) => sum + file.kb, 0) };
}
