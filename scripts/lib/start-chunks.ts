// The site's start-up in two chunks instead of about thirty. Rolldown gives a module
// that several dynamic imports share a chunk of its own, so the start-up graph (the libraries and
// the app that main.tsx imports after the first frame) came as 36 scripts, most of them Mantine
// components and small modules the pages share: each request cost its headers (about 0.5 KB) and
// its own compression, 52 KB over the wire for the 38 KB of the site's own start-up code. The app
// always loads before any page, so what the start-up needs can sit in its chunks whoever else
// imports it: a page imports it from there, already evaluated.
//
// Which modules the start-up needs is known only after tree shaking (a library's barrel statically
// imports every component, used or not), so the plugin first bundles the site as Rolldown would
// on its own, in memory, reads which modules the start-up's chunks hold, and then bundles it
// again with those modules in two groups of `codeSplitting`.
import type { OutputChunk, RolldownOutput } from 'rolldown';
import { build, type InlineConfig, type Plugin, type PluginOption } from 'vite';

export interface StartIds {
  /** The libraries, evaluated in a task of their own (start-libraries.ts). */
  libraries: string;
  /** The app (start.tsx). */
  app: string;
}

export interface StartGroups {
  /** What the HTML's entry holds (main.tsx and what it imports): kept out of the other two. */
  entry: Set<string>;
  /** The libraries' chunk: what start-libraries.ts needs, and every library the app needs. */
  libraries: Set<string>;
  /** The app's chunk: the rest of what start.tsx needs. */
  app: Set<string>;
}

type ChunkLike = Pick<OutputChunk, 'fileName' | 'imports' | 'moduleIds' | 'facadeModuleId' | 'isEntry'>;

/** The chunks `from` imports statically, however deep, and itself. */
function chunkClosure(from: ChunkLike, byFile: ReadonlyMap<string, ChunkLike>): ChunkLike[] {
  const seen = new Map<string, ChunkLike>();
  const stack = [from];
  while (stack.length > 0) {
    const chunk = stack.pop()!;
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) stack.push(next);
    }
  }
  return [...seen.values()];
}

/**
 * The start-up's modules in two groups, from a bundle made without them. What the HTML's entry
 * (main.tsx) holds stays in it, in neither group: else the entry would import the start-up.
 */
export function startGroups(ids: StartIds, chunks: readonly ChunkLike[]): StartGroups {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const modulesFrom = (id: string): string[] => {
    const facade = chunks.find((chunk) => chunk.facadeModuleId === id);
    if (!facade) throw new Error(`qc-start-chunks: no chunk for ${id}`);
    return chunkClosure(facade, byFile).flatMap((chunk) => chunk.moduleIds);
  };
  const entry = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => chunkClosure(chunk, byFile).flatMap((inEntry) => inEntry.moduleIds)));
  const app = new Set(modulesFrom(ids.app));
  const libraries = new Set([...modulesFrom(ids.libraries), ...[...app].filter((id) => id.includes('/node_modules/'))]);
  for (const id of entry) libraries.delete(id);
  for (const id of [...entry, ...libraries]) app.delete(id);
  return { entry, libraries, app };
}

const NAME = 'qc-start-chunks';

/** The libraries of the `page-kit` chunk: Mantine's components and hooks, and what they stand on (floating-ui, the scroll lock, transitions). */
export const PAGE_KIT = /[\\/]node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui[\\/][^\\/]+|react-remove-scroll(-bar)?|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|react-transition-group|klona)[\\/]/;

/**
 * The modules of the `feature-table` chunk: app/features.ts and each feature's `feature.ts` and
 * `locales.ts` (app/feature-table.ts loads it after the start-up). Apart, they were a chunk each.
 */
export const FEATURE_TABLE = /[\\/]src[\\/](app[\\/]features\.ts|features[\\/][^\\/]+[\\/](feature|locales)\.ts)$/;

/** The modules of the `service-worker` chunk: app/service-worker.ts, vite-plugin-pwa's register module and workbox-window. */
export const SERVICE_WORKER = /([\\/]src[\\/]app[\\/]service-worker\.ts$|pwa-register|[\\/]node_modules[\\/]workbox-window[\\/])/;

/**
 * A Vite plugin: the start-up graph as two chunks, `start-libraries` and `start` (groups of
 * Rolldown's `codeSplitting`, from a first bundle in memory).
 */
export function startChunksPlugin(ids: StartIds): Plugin {
  return {
    name: NAME,
    apply: 'build',
    async config(config) {
      const plugins = (config.plugins ?? []).flat(Infinity as 1).filter((plugin: PluginOption) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name.startsWith('qc-')));
      const first: InlineConfig = { ...config, configFile: false, plugins, logLevel: 'silent', build: { ...config.build, write: false, emptyOutDir: false } };
      const output = (await build(first)) as RolldownOutput | RolldownOutput[];
      const chunks = (Array.isArray(output) ? output : [output]).flatMap((bundle) => bundle.output.filter((item): item is OutputChunk => item.type === 'chunk'));
      const groups = startGroups(ids, chunks);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'index', test: (id: string) => groups.entry.has(id), priority: 3 },
                  { name: 'start-libraries', test: (id: string) => groups.libraries.has(id), priority: 2 },
                  { name: 'start', test: (id: string) => groups.app.has(id), priority: 1 },
                  // Mantine's components and the few libraries they stand on, beyond what the
                  // start-up holds, in one chunk every page shares: on their own they were some
                  // forty chunks of a few hundred bytes, and /login waited for them six at a time.
                  { name: 'page-kit', test: (id: string) => PAGE_KIT.test(id), priority: 0 },
                  // What the start-up holds of it (home's and the account centre's strings) stays there.
                  { name: 'feature-table', test: (id: string) => FEATURE_TABLE.test(id), priority: 0 },
                  // The installable site's registration and workbox-window, which it imports when it
                  // runs: apart, the worker's chunk and then workbox-window were two hops after the
                  // start-up, the longest chain of every page (Lighthouse's dependency tree).
                  { name: 'service-worker', test: (id: string) => SERVICE_WORKER.test(id), priority: 0 },
                ],
              },
            },
          },
        },
      };
    },
  };
}
