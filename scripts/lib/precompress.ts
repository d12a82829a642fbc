// Brotli and gzip copies of the built site's text assets, written beside each file at build time
// (`app.js` -> `app.js.br`, `app.js.gz`), so the server sends them as they are instead of
// compressing on every request. The site's and the floor's Vite configs (web/vite.config.ts,
// web/floor/vite.config.ts) run it after the bundle is written.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text types worth compressing; images (WebP, PNG) are compressed already. HTML is templated per request (its CSP nonce). */
const compressible = /\.(js|mjs|css|svg|json|txt|map|webmanifest|xml)$/i;
/** Under this a compressed copy saves less than its own headers cost. */
const minBytes = 1024;

export interface Compressed {
  file: string;
  bytes: number;
  br?: number;
  gz?: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible file of `dir` over 1 KB,
 * and only where the copy is smaller than the file. Returns what it wrote.
 */
export function precompressDir(dir: string): Compressed[] {
  const written: Compressed[] = [];
  for (const file of filesUnder(dir)) {
    if (!compressible.test(file) || statSync(file).size < minBytes) continue;
    const source = readFileSync(file);
    const result: Compressed = { file, bytes: source.length };
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    if (br.length < source.length) {
      writeFileSync(`${file}.br`, br);
      result.br = br.length;
    }
    const gz = gzipSync(source, { level: 9 });
    if (gz.length < source.length) {
      writeFileSync(`${file}.gz`, gz);
      result.gz = gz.length;
    }
    written.push(result);
  }
  return written;
}

/** A Vite plugin: brotli and gzip copies of a build's assets in its output folder, which the mock's static site sends as they are. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'qc-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const written = precompressDir(outDir);
        this.info(`precompressed ${written.length} files (brotli and gzip)`);
      },
    },
  };
}
