/**
 * orval turns each bundled document (scripts/generate.ts bundles openapi/*.yaml and a split
 * service's openapi/<spec>/<area>.yaml into .cache/openapi/) into fetchers for the site (over its
 * one http client) and zod schemas for the mock server, one pair of modules per document: a
 * screen's chunk carries the operations of the areas it uses, not the whole service. No React
 * Query hooks, options or keys: the site makes every query's options from a fetcher with one
 * helper (web/src/api/api-query.ts, keyed by operationId; docs/decisions/server-state.md).
 * ORVAL_OUT lets `npm run generate:check` write a second copy at the same depth to compare.
 */
import { defineConfig } from 'orval';
import { contractDocuments } from './scripts/lib/contract-files.ts';

const out = process.env.ORVAL_OUT ?? 'generated';
const bundled = (name: string) => `.cache/openapi/${name}.json`;

const entries = Object.fromEntries(
  contractDocuments('openapi').flatMap(({ module }) => [
    [
      module,
      {
        input: { target: bundled(module) },
        output: {
          target: `${out}/${module}.ts`,
          client: 'fetch' as const,
          mode: 'single' as const,
          clean: false,
          override: {
            mutator: { path: 'web/src/lib/http/client.ts', name: 'httpClient' },
            // The mutator returns the envelope itself, not fetch's {data, status, headers}.
            fetch: { includeHttpResponseReturnType: false },
          },
        },
      },
    ],
    [
      `${module}.zod`,
      {
        input: { target: bundled(module) },
        output: {
          target: `${out}/${module}.zod.ts`,
          client: 'zod' as const,
          mode: 'single' as const,
          clean: false,
          override: { zod: { version: 4 as const, generate: { param: true, query: true, header: false, body: true, response: true } } },
        },
      },
    ],
  ]),
);

export default defineConfig({
  ...entries,
  mockAdmin: {
    input: { target: bundled('mock-admin') },
    output: {
      target: `${out}/mock-admin/mock-admin.ts`,
      client: 'fetch',
      mode: 'single',
      clean: false,
      // Every fetcher takes a fetch of its caller's as its last argument: the console's is the
      // browser's (relative URLs), the e2e suite's and the bench's resolve them against the mock's
      // origin (e2e/fixtures/control.ts).
      override: { fetch: { useRuntimeFetcher: true } },
    },
  },
  mockAdminZod: {
    input: { target: bundled('mock-admin') },
    output: {
      target: `${out}/mock-admin/mock-admin.zod.ts`,
      client: 'zod',
      mode: 'single',
      clean: false,
      // QA's typos (an unknown field, "limit=5" as text) get a clear answer, not silence.
      override: { zod: { version: 4, strict: { body: true, response: true }, coerce: { query: true } } },
    },
  },
  // Shared schemas (the error envelope above all) as zod, for whoever checks answers.
  components: {
    input: { target: bundled('components') },
    output: {
      target: `${out}/components/components.ts`,
      schemas: { path: `${out}/components/schemas`, type: 'zod' },
      client: 'zod',
      mode: 'single',
      clean: false,
      override: { zod: { version: 4 } },
    },
  },
  // The native app bridge's messages (openapi/bridge.yaml), as zod: the site checks what the app sends.
  bridge: {
    input: { target: bundled('bridge') },
    output: {
      target: `${out}/bridge/bridge.ts`,
      schemas: { path: `${out}/bridge/schemas`, type: 'zod' },
      client: 'zod',
      mode: 'single',
      clean: false,
      override: { zod: { version: 4 } },
    },
  },
  socket: {
    input: { target: bundled('socket') },
    output: {
      target: `${out}/socket/socket.ts`,
      schemas: { path: `${out}/socket/schemas`, type: 'zod' },
      client: 'zod',
      mode: 'single',
      clean: false,
      override: { zod: { version: 4 } },
    },
  },
});
