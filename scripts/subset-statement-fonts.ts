/**
 * `node scripts/subset-statement-fonts.ts`: makes the statement PDF's two fonts
 * (web/src/features/my-numbers/statement-pdf/fonts/), each a subset of Noto Sans (JP for ja-JP and
 * en-US, SC for zh-CN) holding only the characters the PDF can print in those languages
 * (printable-text.ts), and records those characters in fonts/characters.json. The glyph-coverage
 * test fails when a string changes and this was not run again.
 *
 * The full fonts (5 MB and 10 MB) come from the npm registry by `npm pack` into a temporary folder,
 * at the versions pinned here, so nobody's install carries them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { fontCharacters, type StatementFont } from '../web/src/features/my-numbers/statement-pdf/printable-text.ts';

const SOURCES: Record<StatementFont, { pkg: string; file: string }> = {
  jp: { pkg: '@expo-google-fonts/noto-sans-jp@0.4.3', file: 'package/400Regular/NotoSansJP_400Regular.ttf' },
  sc: { pkg: '@expo-google-fonts/noto-sans-sc@0.4.3', file: 'package/400Regular/NotoSansSC_400Regular.ttf' },
};

const out = fileURLToPath(new URL('../web/src/features/my-numbers/statement-pdf/fonts/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'statement-fonts-'));
try {
  const characters: Record<string, string> = {};
  for (const [font, source] of Object.entries(SOURCES) as [StatementFont, (typeof SOURCES)[StatementFont]][]) {
    const tarball = execFileSync('npm', ['pack', source.pkg, '--silent', '--pack-destination', work], { encoding: 'utf8' }).trim().split('\n').at(-1) ?? '';
    execFileSync('tar', ['-xzf', join(work, tarball), '-C', work, source.file]);
    const text = fontCharacters(font);
    const subset = await subsetFont(readFileSync(join(work, source.file)), text, { targetFormat: 'truetype', noLayoutClosure: true });
    writeFileSync(join(out, `statement-${font}.ttf`), subset);
    characters[font] = text;
    console.log(`statement-${font}.ttf: ${[...text].length} characters, ${subset.length} bytes`);
  }
  writeFileSync(join(out, 'characters.json'), `${JSON.stringify(characters, null, 2)}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
