import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

describe('precompressDir', () => {
  it('writes brotli and gzip copies of text assets over 1 KB, and leaves small files, pages and images alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const css = `.a{color:red}\n`.repeat(200);
    writeFileSync(join(dir, 'assets', 'index-1.css'), css);
    writeFileSync(join(dir, 'assets', 'tiny-2.js'), 'export {};');
    writeFileSync(join(dir, 'assets', 'logo-3.webp'), Buffer.alloc(4096, 7));
    writeFileSync(join(dir, 'index.html'), `<p>${'x'.repeat(4000)}</p>`);

    const written = precompressDir(dir);

    expect(written.map((entry) => entry.file)).toEqual([join(dir, 'assets', 'index-1.css')]);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-1.css.br'))).toString()).toBe(css);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-1.css.gz'))).toString()).toBe(css);
    expect(written[0]!.br).toBeLessThan(written[0]!.gz!);
    for (const untouched of ['assets/tiny-2.js', 'assets/logo-3.webp', 'index.html']) {
      expect(existsSync(join(dir, `${untouched}.br`)), untouched).toBe(false);
      expect(existsSync(join(dir, `${untouched}.gz`)), untouched).toBe(false);
    }
  });
});
