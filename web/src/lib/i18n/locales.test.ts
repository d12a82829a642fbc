import { describe, expect, it } from 'vitest';
import { allLocales, languageOfFile, localeFiles } from '../../testing/locales';
import type { LocaleTree as Tree } from './i18n';

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const merged = allLocales();
const locales = { 'ja-JP': flatten(merged['ja-JP']), 'en-US': flatten(merged['en-US']), 'zh-CN': flatten(merged['zh-CN']) };
/** Each locale file by its place (shell or feature) and language. */
const files = Object.entries(localeFiles).map(([path, tree]) => ({
  path,
  // features/<f>/locales/<lang>.json belongs to <f>; locales/<lang>/<name>.json to the shell's <name>.
  owner: path.replace(/\/(ja-JP|en-US|zh-CN)(\.json$|\/)/, '/'),
  language: languageOfFile(path),
  tree,
}));
/** Every source file of the site, as text (tests excluded). */
const sources = import.meta.glob(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('locale files', () => {
  it('come per feature and for the shell, in all three languages', () => {
    expect(files.every((file) => file.language !== undefined)).toBe(true);
    const owners = new Set(files.map((file) => file.owner));
    expect(owners.size).toBeGreaterThan(5);
    for (const owner of owners) {
      expect(files.filter((file) => file.owner === owner).map((file) => file.language).sort(), owner).toEqual(['en-US', 'ja-JP', 'zh-CN']);
    }
  });

  it('never define one key in two files (merging would hide one)', () => {
    for (const language of ['ja-JP', 'en-US', 'zh-CN']) {
      const seen = new Map<string, string>();
      for (const file of files.filter((f) => f.language === language)) {
        for (const top of Object.keys(file.tree)) {
          expect(seen.get(top), `${top} in ${file.path}`).toBeUndefined();
          seen.set(top, file.path);
        }
      }
    }
  });

  it('hold the same keys in all three languages', () => {
    const reference = [...locales['ja-JP'].keys()].sort();
    for (const [language, strings] of Object.entries(locales)) {
      expect([...strings.keys()].sort(), language).toEqual(reference);
    }
  });

  it('have no empty strings and use the same placeholders in every language', () => {
    for (const [key, ja] of locales['ja-JP']) {
      const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
      for (const [language, strings] of Object.entries(locales)) {
        const text = strings.get(key) ?? '';
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(ja));
      }
    }
  });

  it('define every key the code asks for', () => {
    const used = new Set<string>();
    for (const text of Object.values(sources)) {
      // t('a.b'), i18n.t('a.b') and titleKey: 'a.b' (route meta, nav items).
      for (const match of text.matchAll(/\bt\(\s*'([\w.-]+)'/g)) used.add(match[1]!);
      for (const match of text.matchAll(/\b(?:titleKey|labelKey|bodyKey)\s*:\s*'([\w.-]+)'/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter((key) => !locales['ja-JP'].has(key));
    expect(missing).toEqual([]);
  });
});
