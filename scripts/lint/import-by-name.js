// ESLint rule: an import that would climb more than two folders, or reach generated/ or common/
// from another area, names its file through the package's subpath imports instead
// (package.json "imports": `#web/lib/...`, `#mock/domain/...`, `#generated/...`, `#common/...`).
// A path that long says where the importer sits, not what it imports; the name reads the same from
// every file and survives a move. `node scripts/alias-imports.ts` rewrites such imports.
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
const topOf = (path) => relative(root, path).split(sep)[0];

/** @type {import('eslint').Rule.RuleModule} */
export const importByName = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Import by name (#area/...) instead of climbing more than two folders or into generated/ and common/' },
    schema: [],
    messages: {
      climbs: "'{{specifier}}' climbs {{climbs}} folders: import it by name ({{hint}}).",
      shared: "'{{specifier}}' reaches {{top}}/ from another area: import it by name (#{{top}}/...).",
    },
  },
  create(context) {
    const file = context.filename;
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!specifier.startsWith('../')) return;
      const climbs = specifier.match(/^(\.\.\/)+/)[0].length / 3;
      const top = topOf(resolve(dirname(file), specifier));
      if (['generated', 'common'].includes(top) && top !== topOf(file)) {
        context.report({ node: source, messageId: 'shared', data: { specifier, top } });
      } else if (climbs > 2) {
        context.report({ node: source, messageId: 'climbs', data: { specifier, climbs, hint: '#web/..., #mock/..., see package.json "imports"' } });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
