// Mantine's stylesheet, only the parts the site uses. web/src/app/mantine.css imports, one by one,
// the files of @mantine/core/styles/ whose classes the site's code uses, in the order Mantine's
// whole styles.css concatenates them (a component's file may restyle an earlier one's elements:
// Button over UnstyledButton, NumberInput over Input). The build holds the list to the code
// (web/vite.config.ts): a class that a built chunk uses and no built stylesheet defines fails the
// build, naming the file to import; and the unit test holds the list to Mantine's order.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Mantine's static class names: `m_` and eight hex digits, the same in its JS and its CSS. */
const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;
const IMPORT = /@import\s+['"]@mantine\/core\/styles\/([\w-]+)\.layer\.css['"]/g;

/** Files every page needs whatever it shows: the reset, the theme's variables, the global rules. */
export const ALWAYS = ['baseline.css', 'default-css-variables.css', 'global.css'] as const;

export interface MantineStyles {
  /** Each component file (not the `.layer.css` twins), in the order styles.css holds them. */
  order: string[];
  /** The classes each file defines. */
  classesOf: Map<string, Set<string>>;
}

export const mantineClasses = (text: string): Set<string> => new Set(text.match(MANTINE_CLASS));

/** Reads @mantine/core's styles folder (as installed beside this repo). */
export function readMantineStyles(coreDir = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'))): MantineStyles {
  const whole = readFileSync(join(coreDir, 'styles.css'), 'utf8');
  const folder = join(coreDir, 'styles');
  const texts = new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
      .map((name) => [name, readFileSync(join(folder, name), 'utf8').trim()] as const),
  );
  const at = (name: string) => {
    const index = whole.indexOf(texts.get(name)!.slice(0, 200));
    if (index < 0) throw new Error(`@mantine/core/styles/${name} is not part of styles.css: Mantine's layout changed, check web/src/app/mantine.css by hand`);
    return index;
  };
  const order = [...texts.keys()].sort((a, b) => at(a) - at(b));
  return { order, classesOf: new Map(order.map((name) => [name, mantineClasses(texts.get(name)!)])) };
}

/** The line web/src/app/mantine.css imports a Mantine file with (its `.layer.css` twin). */
export const importLine = (name: string): string => `@import '@mantine/core/styles/${name.replace(/\.css$/, '.layer.css')}';`;

/** The Mantine files a stylesheet imports (their `.layer.css` twins: see web/src/app/mantine.css), in its order, by their plain names. */
export const importedMantineFiles = (css: string): string[] => [...css.matchAll(IMPORT)].map((match) => `${match[1]!}.css`);

/**
 * The Mantine files the built code needs and the built stylesheets lack: a class the scripts use
 * that Mantine's files define and none of the stylesheets does. Answers each such file once, in
 * Mantine's order.
 */
export function missingMantineFiles(scripts: readonly string[], stylesheets: readonly string[], styles: MantineStyles): string[] {
  const used = new Set(scripts.flatMap((code) => [...mantineClasses(code)]));
  const defined = new Set(stylesheets.flatMap((css) => [...mantineClasses(css)]));
  return styles.order.filter((name) => [...styles.classesOf.get(name)!].some((cls) => used.has(cls) && !defined.has(cls)));
}

/** The first import out of Mantine's order, the files it lists that Mantine lacks, and whether the always-needed three lead. */
export function listProblems(imported: readonly string[], styles: MantineStyles): string[] {
  const problems: string[] = [];
  const unknown = imported.filter((name) => !styles.classesOf.has(name));
  if (unknown.length > 0) problems.push(`not in @mantine/core/styles: ${unknown.join(', ')}`);
  if (ALWAYS.some((name, index) => imported[index] !== name)) problems.push(`the list must start with ${ALWAYS.join(', ')}`);
  const rank = (name: string) => styles.order.indexOf(name);
  const known = imported.filter((name) => styles.classesOf.has(name));
  for (let i = 1; i < known.length; i += 1) {
    if (rank(known[i]!) <= rank(known[i - 1]!)) {
      problems.push(`${known[i]} comes before ${known[i - 1]} in Mantine's styles.css (or is listed twice)`);
      break;
    }
  }
  return problems;
}

/** The list as Mantine's order would have it, for a message or to write the file anew. */
export const inMantineOrder = (names: Iterable<string>, styles: MantineStyles): string[] => {
  const wanted = new Set(names);
  return styles.order.filter((name) => wanted.has(name));
};
