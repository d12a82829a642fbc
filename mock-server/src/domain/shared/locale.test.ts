import { describe, expect, it } from 'vitest';
import { localeFromHeader } from './locale.ts';

describe('localeFromHeader (Accept-Language)', () => {
  it.each([
    ['en;q=0.1, ja;q=0.9', 'ja-JP'],
    ['ja;q=0.2, zh-CN;q=0.7, en;q=0.5', 'zh-CN'],
    ['en-GB;q=0.8, ja-JP;q=0.3', 'en-US'],
    ['EN-us', 'en-US'],
    ['zh-TW, zh;q=0.9', 'zh-CN'],
    // A browser's usual header: the first range at q=1, the rest lower.
    ['en-US,en;q=0.9,ja;q=0.8', 'en-US'],
  ])('q-weights and subtags: %s → %s', (header, locale) => {
    expect(localeFromHeader(header)).toBe(locale);
  });

  it('a language refused with q=0 is never chosen', () => {
    expect(localeFromHeader('ja;q=0, en;q=0.1')).toBe('en-US');
    expect(localeFromHeader('en;q=0')).toBe('ja-JP');
  });

  it('a wildcard stands for the site’s first language, and a named language above it wins', () => {
    expect(localeFromHeader('*')).toBe('ja-JP');
    expect(localeFromHeader('fr, *;q=0.5')).toBe('ja-JP');
    expect(localeFromHeader('*;q=0.1, zh;q=0.6')).toBe('zh-CN');
  });

  it('equal weights go ja, en, zh (the site’s own order)', () => {
    expect(localeFromHeader('zh, en')).toBe('en-US');
    expect(localeFromHeader('en, ja')).toBe('ja-JP');
  });

  it.each([undefined, '', 'fr-FR, de;q=0.9', 'ko', 'x-klingon;q=1'])('no language of the site (%s) reads as ja-JP', (header) => {
    expect(localeFromHeader(header)).toBe('ja-JP');
  });

  it.each([';;;,,,', 'en;q=', 'en;q=abc, zh;q=0.4', ',,en;;q=0.5', 'q=1', '\u0000en', 'en'.repeat(2000)])(
    'a malformed header (%s) never throws and answers a language of the site',
    (header) => {
      expect(['ja-JP', 'en-US', 'zh-CN']).toContain(localeFromHeader(header));
    },
  );

  it('a malformed weight counts as 0, so a well-formed range wins over it', () => {
    expect(localeFromHeader('en;q=abc, zh;q=0.4')).toBe('zh-CN');
  });
});
