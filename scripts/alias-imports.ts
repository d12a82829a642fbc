// One-off codemod (kept while branches made before it are merged): rewrites relative imports that
// climb three or more folders, and every import of generated/ or common/ from another area, to the
// package's subpath imports (package.json "imports": #generated/..., #web/..., #mock/...), with
// the file's extension (Node, TypeScript and Vite then all resolve the same name).
//   node scripts/alias-imports.ts [--check]
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({ options: { check: { type: 'boolean' } }, strict: true });

const imports = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { imports: Record<string, string> }).imports;
/** [alias prefix, folder relative to the root], longest folder first. */
const areas = Object.entries(imports)
  .map(([alias, target]) => [alias.replace(/\*$/, ''), target.replace(/^\.\//, '').replace(/\*$/, '')] as const)
  .sort((a, b) => b[1].length - a[1].length);

const sourceDirs = ['web', 'console', 'mock-server', 'e2e', 'scripts', 'common'];
const skipped = new Set(['node_modules', 'dist', '.results', '.cache', 'generated']);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    if (skipped.has(entry)) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry) && !entry.endsWith('.d.ts')) yield path;
  }
}

function resolveFile(base: string): string | undefined {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const topOf = (path: string) => relative(root, path).split(sep)[0];

function aliasOf(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('../')) return undefined;
  const climbs = specifier.match(/^(\.\.\/)+/)![0].length / 3;
  const target = resolveFile(resolve(dirname(from), specifier));
  if (!target) return undefined;
  const path = relative(root, target).split(sep).join('/');
  const shared = ['generated', 'common'].includes(topOf(target)) && topOf(target) !== topOf(from);
  if (climbs < 3 && !shared) return undefined;
  const area = areas.find(([, folder]) => path.startsWith(folder));
  if (!area) {
    console.warn(`${relative(root, from)}: ${specifier} has no alias (${path})`);
    return undefined;
  }
  return `${area[0]}${path.slice(area[1].length)}`;
}

const pattern = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|unmock|importActual)\(\s*)(['"])(\.\.\/[^'"]+)\2/g;
let changedFiles = 0;
let changedImports = 0;
for (const dir of sourceDirs) {
  for (const file of sourceFiles(join(root, dir))) {
    const text = readFileSync(file, 'utf8');
    const next = text.replace(pattern, (whole, lead: string, quote: string, specifier: string) => {
      const alias = aliasOf(file, specifier);
      if (!alias) return whole;
      changedImports += 1;
      return `${lead}${quote}${alias}${quote}`;
    });
    if (next !== text) {
      changedFiles += 1;
      if (!values.check) writeFileSync(file, next);
    }
  }
}
console.log(`${changedImports} imports in ${changedFiles} files ${values.check ? 'would change' : 'changed'}`);
if (values.check && changedImports > 0) process.exit(1);
