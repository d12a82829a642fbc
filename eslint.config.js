// Lint for the whole repo. Not type-aware on purpose: CI has 2 cores, and `npm run typecheck`
// (TypeScript 7) already does the type work. The import boundaries of STYLE.md live here.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { noBareBusinessCode } from './scripts/lint/no-bare-business-code.js';
import { noImportCycle } from './scripts/lint/no-import-cycle.js';
import { importByName } from './scripts/lint/import-by-name.js';

const root = import.meta.dirname;

/** Feature folder names under web/src/features, read when lint starts. */
function features() {
  try {
    return readdirSync(join(root, 'web/src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

// A feature never imports another feature: one zone per feature, everything else in features/ is off limits.
const featureIsolation = features().map((name) => ({
  target: `./web/src/features/${name}`,
  from: './web/src/features',
  except: [`./${name}`],
  message: 'A feature never imports another feature; compose them in web/src/app.',
}));

// The tsconfigs that exist now (areas land over time); the resolver fails on a missing one.
const tsconfigs = [
  'web/tsconfig.json',
  'console/tsconfig.json',
  'web/tsconfig.app.json',
  'web/tsconfig.node.json',
  'mock-server/tsconfig.json',
  'scripts/tsconfig.json',
  'e2e/tsconfig.json',
].filter((file) => existsSync(join(root, file)));

/** Every `eslint-disable` comment must say why, after ` -- `. */
const requireDisableReason = {
  meta: {
    type: 'suggestion',
    docs: { description: 'eslint-disable comments must give a reason after --' },
    schema: [],
    messages: { missing: 'Say why this rule is disabled: `eslint-disable-next-line rule -- reason`.' },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const text = comment.value.trim();
          if (!/^eslint-disable(-next-line|-line)?(\s|$)/.test(text)) continue;
          const reason = text.split(/\s--\s/)[1];
          if (!reason || reason.trim().length < 3) context.report({ loc: comment.loc, messageId: 'missing' });
        }
      },
    };
  },
};

// Node runs our .ts directly (type stripping): enums and namespaces are not erasable.
const erasableSyntaxOnly = [
  { selector: 'TSEnumDeclaration', message: 'No enums: Node type stripping cannot run them; use a union or an as-const object.' },
  { selector: 'TSModuleDeclaration[kind="namespace"]', message: 'No namespaces: Node type stripping cannot run them.' },
];

/**
 * A split service's generated/<spec>/index.zod.ts holds every area's zod schemas at once, for the
 * mock server and tools; the site imports an area's own module, so a chunk carries only its area.
 */
const everyAreaZod = {
  regex: String.raw`(^#?|/)generated/[^/]+/index\.zod(\.ts)?$`,
  allowTypeImports: true,
  message: "The site imports an area's own zod module (generated/<spec>/<area>.zod), not every area's.",
};

// A site path is typed (web/src/lib/paths.ts: the patterns the shell and each feature declare):
// no '/...' literal given to navigate, redirect, a router `to` or a route's `path`; addresses go
// through `href(pattern, args)`, routes through `route(pattern, ...)` (esquery cannot escape '/' in a regex, hence [/]).
const pathLiteral = 'Literal[value=/^[/]/]';
const typedPaths = [
  `CallExpression[callee.name=/^(navigate|redirect)$/] > ${pathLiteral}.arguments`,
  `CallExpression[callee.property.name='navigate'] > ${pathLiteral}.arguments`,
  `JSXAttribute[name.name='to'] > ${pathLiteral}`,
  `JSXAttribute[name.name='to'] > JSXExpressionContainer > ${pathLiteral}`,
  `Property[key.name=/^(to|path)$/] > ${pathLiteral}.value`,
].map((selector) => ({ selector, message: 'Use href(pattern) from web/src/lib/paths.ts (and route(pattern, ...) for a route) instead of a path string.' }));

/**
 * Numbers are written through lib/format (intl-formats.ts): `toLocaleString` builds an Intl
 * formatter on every call, and the first one of a page loads the locale's number data (about 80 ms
 * in one task at a phone's speed: the Q-PON shop's first render, the competitions strip on home).
 */
const keptFormatters = [
  {
    selector: "CallExpression[callee.property.name='toLocaleString']",
    message: 'Format numbers and dates with web/src/lib/format (numberFormat, formatFullAmount, formatDate): toLocaleString builds an Intl formatter on every call.',
  },
];

export default defineConfig(
  {
    ignores: [
      'generated/**',
      // generate:check's scratch copy of generated/ (npm test runs it while lint runs).
      '.generated-check/**',
      '**/dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.results/**',
      '.cache/**',
      'tmp/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: {
      'import-x': importX,
      local: {
        rules: {
          'require-disable-reason': requireDisableReason,
          'no-bare-business-code': noBareBusinessCode,
          'no-import-cycle': noImportCycle,
          'import-by-name': importByName,
        },
      },
    },
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: {
      // The root tsconfig only references the areas, so the TypeScript resolver gets the area
      // configs that exist; plain Node resolution covers relative `.ts` imports before they land.
      'import-x/resolver-next': [
        ...(tsconfigs.length > 0
          ? [createTypeScriptImportResolver({ alwaysTryTypes: true, noWarnOnMultipleProjects: true, project: tsconfigs.map((file) => join(root, file)) })]
          : []),
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.jsx', '.json'] }),
      ],
    },
    rules: {
      'local/require-disable-reason': 'error',
      'local/import-by-name': 'error',
      // `any` only with an eslint-disable comment that says why (the rule above checks the why).
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', ...erasableSyntaxOnly],
    },
  },
  // Browser code: the web app.
  {
    files: ['web/**/*.{ts,tsx,js,jsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // The QA console (/__mock/): browser code of its own build, outside the site's layers.
  {
    files: ['console/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/lib/paths.ts'],
    rules: { 'no-restricted-syntax': ['error', ...erasableSyntaxOnly, ...typedPaths, ...keptFormatters] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'local/no-bare-business-code': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...featureIsolation,
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'A feature never imports app/; app/ composes features.',
            },
            {
              target: ['./web/src/lib', './web/src/components', './web/src/stores', './web/src/api'],
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared folders (api/, lib/, components/, stores/) never import features or app/.',
            },
            {
              target: './web/src/api',
              from: './web/src/components',
              message: 'The shared API tier is below the UI: components/ may call api/, never the other way round.',
            },
            {
              target: './web/src/lib',
              from: ['./web/src/api', './web/src/components', './web/src/stores'],
              message: 'lib/ is the bottom layer: it imports no api/, components/ or stores/.',
            },
          ],
        },
      ],
    },
  },
  // Generated fetchers (generated/<spec>/<spec>.ts, or generated/<spec>/<area>.ts for a service
  // split by area) are called from a feature's api/ or the shared API tier (web/src/api: the
  // session, the player, the public key, apiQuery) only.
  // Type-only imports are fine anywhere: types do not call the network. The zod schemas
  // (<module>.zod.ts) and the operation table are not hooks and stay importable (everyAreaZod aside).
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/features/*/api/**', 'web/src/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`(^#?|/)generated/(auth|cms|phoenix|rex|throne)/[a-z-]+(\.ts)?$`,
              allowTypeImports: true,
              message: 'Generated fetchers are called only from web/src/features/<feature>/api/ or web/src/api/ (queries through apiQuery).',
            },
            everyAreaZod,
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/features/*/api/**/*.{ts,tsx}', 'web/src/api/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [everyAreaZod] }] },
  },
  {
    files: ['mock-server/**/*.ts', 'scripts/**/*.{ts,mjs,js}', 'e2e/**/*.ts', 'console/**/*.{ts,tsx}', 'common/**/*.ts', '*.{js,ts,mjs}'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The mock throws codes: besides reading them by name, it makes its errors with names (tests and
  // their helpers may pin the numbers the wire carries).
  {
    files: ['mock-server/src/**/*.ts'],
    ignores: ['mock-server/src/**/*.test.ts', 'mock-server/src/testing/**'],
    rules: { 'local/no-bare-business-code': ['error', { values: true }] },
  },
  // The mock's domain is pure state and rules: it knows no HTTP. Fastify, the routes, the plugins and
  // the per-session runtime stand on it, never the other way round.
  {
    files: ['mock-server/src/domain/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './mock-server/src/domain',
              from: ['./mock-server/src/routes', './mock-server/src/plugins', './mock-server/src/runtime', './mock-server/src/use-cases', './mock-server/src/stand-ins', './mock-server/src/app.ts', './mock-server/src/server.ts'],
              message: 'The domain knows no HTTP: routes, plugins, runtime and use cases import it, never the other way round.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // @fastify/accept-negotiator is a pure header-value parser (no request, no server).
              regex: String.raw`^(fastify(/.*)?|@fastify/(?!accept-negotiator$).*|fastify-.*)$`,
              message: 'The domain knows no HTTP: Fastify belongs to plugins/ and routes/.',
            },
          ],
        },
      ],
    },
  },
  // The site's, the mock server's, the console's and the shared modules each form a tree: no cycle
  // even through `import type` (import-x/no-cycle does not follow type imports).
  ...[
    ['mock-server/src/**/*.ts', 'mock-server/src'],
    ['web/src/**/*.{ts,tsx}', 'web/src'],
    ['console/src/**/*.{ts,tsx}', 'console/src'],
    ['common/**/*.ts', 'common'],
  ].map(([files, under]) => ({ files: [files], rules: { 'local/no-import-cycle': ['error', { root: join(root, under) }] } })),
  // common/: plain functions the site (in the browser) and the mock server (in Node) both run. It
  // imports the generated data and libraries, never an area's code, nor Node's modules, nor the
  // generated fetchers (they call the site's http client); it reads no global of the browser or of Node.
  {
    files: ['common/**/*.ts'],
    ignores: ['common/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './common',
              from: ['./web', './mock-server', './console', './scripts', './e2e'],
              message: 'common/ is shared by the site and the mock server: it imports only generated/ and libraries.',
            },
          ],
        },
      ],
      'import-x/no-nodejs-modules': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`(^#?|/)generated/([^/]+)/\2(\.ts)?$`,
              allowTypeImports: true,
              message: 'common/ runs in the mock server too: generated data and zod schemas only, no fetchers.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'process', 'Buffer', '__dirname', '__filename', 'require'],
    },
  },
  // A source file over 300 lines (blank lines and comments aside) holds more than one thing.
  {
    files: ['web/src/**/*.{ts,tsx}', 'console/**/*.{ts,tsx}', 'mock-server/src/**/*.ts', 'common/**/*.ts', 'scripts/**/*.{ts,mjs,js}', 'e2e/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  // Playwright fixtures use `use` as a callback name, which the hooks plugin is not applied to here;
  // e2e code runs in Node but evaluates some callbacks in the page.
  {
    files: ['e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
