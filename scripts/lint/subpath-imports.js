// The package's subpath imports (package.json "imports": "#web/*" -> "./web/src/*"), read once,
// for the local lint rules that follow imports by path.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** [alias prefix, absolute folder], from package.json's "imports" patterns ("#web/*": "./web/src/*"). */
export const subpathAreas = Object.entries(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).imports ?? {}).map(
  ([alias, target]) => [alias.replace(/\*$/, ''), join(root, target.replace(/\*$/, ''))],
);

/** The file a `#area/...` specifier names, or undefined for any other specifier. */
export function subpathTarget(specifier) {
  const area = subpathAreas.find(([alias]) => specifier.startsWith(alias));
  return area ? join(area[1], specifier.slice(area[0].length)) : undefined;
}
