// The start-up in one round trip (issue 32). With `build.modulePreload` on, Vite's preload helper
// fetches a dynamic import's whole static graph (and its CSS) beside the import itself, so a page's
// chunk no longer finds its imports one round trip at a time. Three imports are known only at run
// time and get a hand here:
// - main.tsx imports the libraries, then (in the next task) the app: the libraries' import
//   preloads the app's chunks too, so both arrive in the same round trip while still evaluating in
//   two tasks;
// - the active language's start-up strings: index.html names each language's files in a data
//   block and the entry preloads the active one's as it runs (src/lib/start-strings.ts), in the
//   round trip after the page, not after the app has loaded and asked for them;
// - the features' table (src/app/feature-table.ts): on every path but the few the shell draws
//   alone, the entry preloads its files (another data block) beside the libraries' import
//   (src/lib/feature-table-preload.ts), so a feature's page is not one round trip later.
// The first pages' own graphs get a block too (src/lib/page-graph-preload.ts): the entry adds their
// links a few a task, where the router's start added them all in one long task.
// A fifth block names the method and path of each operation a first frame reads, for the entry
// to read them itself when the page came from a plain static host (src/lib/first-frame-in-browser.ts):
// the contract's operation table is far too large for the entry.
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { supportedLanguages } from './src/lib/i18n/languages.ts';
import { START_STRINGS_ID } from './src/lib/start-strings.ts';
import { FEATURE_TABLE_ID } from './src/lib/feature-table-preload.ts';
import { FIRST_FRAME_READS_ID } from './src/lib/first-frame-in-browser.ts';
import { PAGE_GRAPHS_ID, PAGE_KINDS, type PageKind } from './src/lib/page-graph-preload.ts';
import { firstFrameReads } from './server/first-frame.ts';

type ResolveDependencies = (filename: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

/** A chunk's file and every chunk it imports statically, however deep. */
export function staticGraph(fileName: string, bundle: Readonly<Record<string, { type: string; imports?: readonly string[] }>>): string[] {
  const seen = new Set<string>();
  const stack = [fileName];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(bundle[file]?.imports ?? []));
  }
  return [...seen];
}

/** The chunk that holds a module (a group of scripts/lib/start-chunks.ts has no facade module). */
const chunkOf = (bundle: OutputBundle, moduleId: string): OutputChunk | undefined =>
  Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && (item.facadeModuleId === moduleId || item.moduleIds.includes(moduleId)));


/** index.html's data block: each language's start-up strings, as the files to preload. A data block, not a script: the CSP lets no inline script run. */
export const startStringsBlock = (files: Readonly<Record<string, readonly string[]>>): string =>
  `<script type="application/json" id="${START_STRINGS_ID}">${JSON.stringify(files)}</script>`;

/** index.html's data block: the features' table's files beyond the start-up's (src/lib/feature-table-preload.ts). */
export const featureTableBlock = (files: readonly string[]): string => `<script type="application/json" id="${FEATURE_TABLE_ID}">${JSON.stringify(files)}</script>`;

/** index.html's data block: each first page's files beyond the start-up's, scripts and their stylesheets (src/lib/page-graph-preload.ts). */
export const pageGraphsBlock = (graphs: Readonly<Record<PageKind, readonly string[]>>): string =>
  `<script type="application/json" id="${PAGE_GRAPHS_ID}">${JSON.stringify(graphs)}</script>`;

/** index.html's data block: the method and path of each operation the first frame reads. */
export const firstFrameReadsBlock = (): string => `<script type="application/json" id="${FIRST_FRAME_READS_ID}">${JSON.stringify(firstFrameReads())}</script>`;

interface StartPreloadOptions {
  /** start-libraries.ts, whose import from the entry also preloads… */
  libraries: string;
  /** …start.tsx, the app. */
  app: string;
  /** The start-up strings' module of a language (app/locales/<language>.ts). */
  startUpLocale: (language: string) => string;
  /** app/features.ts, the features' table, which the entry preloads on the paths that need it. */
  featureTable: string;
  /** The modules each first page draws (its page, the shell's parts it shows), whose graphs the entry preloads. */
  pages: Readonly<Record<PageKind, readonly string[]>>;
}

export function startPreload(options: StartPreloadOptions): { plugin: Plugin; resolveDependencies: ResolveDependencies } {
  let bundle: OutputBundle | undefined;
  const resolveDependencies: ResolveDependencies = (filename, deps) => {
    const libraries = bundle && chunkOf(bundle, options.libraries);
    const app = bundle && chunkOf(bundle, options.app);
    if (!bundle || !libraries || !app || filename !== libraries.fileName) return deps;
    // The entry (which the app imports a helper or two from) is already there.
    const appFiles = staticGraph(app.fileName, bundle).filter((file) => !(bundle![file] as OutputChunk | undefined)?.isEntry);
    const appStyles = appFiles.flatMap((file) => [...((bundle![file] as OutputChunk | undefined)?.viteMetadata?.importedCss ?? [])]);
    return [...new Set([...deps, ...appFiles, ...appStyles])];
  };
  const plugin: Plugin = {
    name: 'qc-start-preload',
    apply: 'build',
    // Before Vite's own generateBundle writes the preload lists, which call resolveDependencies.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const files = Object.fromEntries(
          supportedLanguages.map((language) => {
            const chunk = chunkOf(context.bundle!, options.startUpLocale(language));
            if (!chunk) throw new Error(`qc-start-preload: no chunk for ${options.startUpLocale(language)}`);
            return [language, staticGraph(chunk.fileName, context.bundle!).map((file) => `/${file}`)];
          }),
        );
        const bundle = context.bundle;
        const table = chunkOf(bundle, options.featureTable);
        const libraries = chunkOf(bundle, options.libraries);
        const app = chunkOf(bundle, options.app);
        if (!table || !libraries || !app) throw new Error(`qc-start-preload: no chunk for ${options.featureTable}, the libraries or the app`);
        const startUp = new Set([...staticGraph(libraries.fileName, bundle), ...staticGraph(app.fileName, bundle)]);
        const beyondStartUp = (chunk: OutputChunk) => staticGraph(chunk.fileName, bundle).filter((file) => !startUp.has(file) && !(bundle[file] as OutputChunk | undefined)?.isEntry);
        const tableFiles = beyondStartUp(table);
        const graphs = Object.fromEntries(
          PAGE_KINDS.map((kind) => {
            const scripts = options.pages[kind].flatMap((module) => {
              const chunk = chunkOf(bundle, module);
              if (!chunk) throw new Error(`qc-start-preload: no chunk for ${module}`);
              return beyondStartUp(chunk);
            });
            const styles = scripts.flatMap((file) => [...((bundle[file] as OutputChunk | undefined)?.viteMetadata?.importedCss ?? [])]);
            return [kind, [...new Set([...scripts, ...styles])].map((file) => `/${file}`)];
          }),
        ) as Record<PageKind, string[]>;
        return html.replace(
          '</head>',
          `  ${startStringsBlock(files)}\n  ${featureTableBlock(tableFiles.map((file) => `/${file}`))}\n  ${pageGraphsBlock(graphs)}\n  ${firstFrameReadsBlock()}\n  </head>`,
        );
      },
    },
  };
  return { plugin, resolveDependencies };
}
