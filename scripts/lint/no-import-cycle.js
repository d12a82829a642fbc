// ESLint rule for the site and the mock server: no import cycle, type-only imports included.
// import-x/no-cycle skips `import type` edges by design (they vanish at run time), but a type
// cycle is still a circle of modules that cannot be read, tested or moved apart; the mock's
// domain slices must form a tree. The graph is read with TypeScript's preProcessFile, which
// lists every import and re-export of a file, type-only ones too.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { subpathTarget } from './subpath-imports.js';

/** Imports per file, kept while the file's mtime stays the same (one lint run, or an editor session). */
const importsCache = new Map();

function importsOf(file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = importsCache.get(file);
  if (cached && cached.mtime === mtime) return cached.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = importedFiles.flatMap(({ fileName }) => {
    const target = resolveRelative(file, fileName);
    return target ? [target] : [];
  });
  importsCache.set(file, { mtime, imports });
  return imports;
}

/**
 * Relative specifiers and the package's own subpath imports (`#web/...`, package.json "imports"):
 * other packages cannot import our files back. Relative imports in the site leave the extension
 * off (Vite); the rest write it (Node type stripping): both resolve to a file.
 */
function resolveRelative(from, specifier) {
  const aliased = subpathTarget(specifier);
  if (aliased) return existsSync(aliased) && statSync(aliased).isFile() ? aliased : undefined;
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = resolve(dirname(from), specifier);
  if (/\.tsx?$/.test(specifier)) return base;
  if (/\.[a-z]+$/i.test(specifier) && !/\.(module)$/.test(specifier)) return undefined;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** A path of imports from `start` back to `target`, or undefined. Depth-first, each file once. */
function pathBack(start, target, within) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, path] = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file)) {
      if (next === target) return [...path, next];
      if (!next.startsWith(within) || seen.has(next)) continue;
      stack.push([next, [...path, next]]);
    }
  }
  return undefined;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid import cycles, counting type-only imports, among the files under a root' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
    messages: { cycle: 'Import cycle (type-only imports count): {{path}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    const root = context.options[0].root.endsWith(sep) ? context.options[0].root : context.options[0].root + sep;
    if (!file.startsWith(root)) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveRelative(file, node.source.value);
      if (!target || !target.startsWith(root)) return;
      const path = target === file ? [file, file] : pathBack(target, file, root);
      if (!path) return;
      const shown = [file, ...(target === file ? [] : path)].map((p) => relative(root, p)).join(' -> ');
      context.report({ node, messageId: 'cycle', data: { path: shown } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
