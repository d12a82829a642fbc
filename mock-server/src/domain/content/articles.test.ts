import { describe, expect, it } from 'vitest';
import { LOCALES } from '../shared/locale.ts';
import { ARTICLES, articleSummaries, findArticle, STATIC_TYPES } from './articles.ts';
import { BRAND_ITEMS, brandItem, storyText } from './brand.ts';
import { isSafeLink, parsePage } from './markdown.ts';

/** Tags and attributes the pages may use: what the site's sanitiser keeps (no script, style, handlers). */
const ALLOWED_TAGS = new Set(['p', 'h3', 'ul', 'ol', 'li', 'strong', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);

function checkHtml(html: string, where: string) {
  for (const [, closing, tag, attributes] of html.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>/g)) {
    expect(ALLOWED_TAGS.has(tag!), `${where}: <${tag}>`).toBe(true);
    if (closing) continue;
    for (const [, name, value] of attributes!.matchAll(/\s([a-z-]+)="([^"]*)"/g)) {
      expect(['href', 'target', 'rel'], `${where}: ${name} on <${tag}>`).toContain(name);
      if (name === 'href') expect(isSafeLink(value!), `${where}: href ${value}`).toBe(true);
    }
  }
  expect(html, where).not.toMatch(/javascript:|on[a-z]+=|<script|<style/i);
}

const hasOwnScript = { 'ja-JP': /[\u3040-\u30ff]/, 'en-US': /^[\x20-\x7e¥–-]+$/, 'zh-CN': /[\u4e00-\u9fff]/ } as const;

describe('content pages', () => {
  it('the Q-pon shop’s FAQ, terms and privacy policy: real text in every language, quoting the points rule, not listed as help', () => {
    for (const code of ['qpon-faq', 'qpon-terms', 'qpon-privacy']) {
      const anchors = new Set<string>();
      for (const locale of LOCALES) {
        const article = findArticle(locale, { code })!;
        expect(article.sections.length, `${code} ${locale}`).toBeGreaterThanOrEqual(5);
        for (const section of article.sections) checkHtml(section.html, `${code} ${locale} ${section.id}`);
        if (locale !== 'en-US') expect(article.sections.map((s) => s.html).join(''), `${code} ${locale}`).toMatch(hasOwnScript[locale]);
        anchors.add(article.sections.map((s) => s.id).join(','));
      }
      expect(anchors.size, `${code}: the same anchors in every language`).toBe(1);
    }
    expect(findArticle('ja-JP', { code: 'qpon-faq' })!.sections.find((s) => s.id === 'earn')!.html).toContain('¥1,000');
    expect(findArticle('en-US', { code: 'qpon-terms' })!.sections.find((s) => s.id === 'expiry')!.html).toContain('90 days');
    expect(articleSummaries('HELP', 'ja-JP').some((a) => a.code.startsWith('qpon-'))).toBe(false);
  });

  it('every static type has real text in every language, several sections, the same anchors in each', () => {
    for (const type of STATIC_TYPES) {
      const anchors = new Set<string>();
      for (const locale of LOCALES) {
        const article = findArticle(locale, { code: type })!;
        expect(article, `${type} ${locale}`).toBeDefined();
        expect(article.title.length).toBeGreaterThan(1);
        expect(article.summary.length, `${type} ${locale} summary`).toBeGreaterThan(10);
        expect(article.sections.length, `${type} ${locale}`).toBeGreaterThanOrEqual(5);
        const text = article.sections.map((s) => s.html.replace(/<[^>]+>/g, '')).join('');
        expect(text.length, `${type} ${locale}`).toBeGreaterThan(300);
        if (locale === 'ja-JP') expect(text, type).toMatch(hasOwnScript['ja-JP']);
        if (locale === 'zh-CN') expect(article.title, type).toMatch(hasOwnScript['zh-CN']);
        if (locale === 'en-US') expect(article.title, type).toMatch(hasOwnScript['en-US']);
        const ids = article.sections.map((s) => s.id).join(',');
        anchors.add(ids);
        expect(new Set(article.sections.map((s) => s.id)).size).toBe(article.sections.length);
      }
      expect(anchors.size, `${type}: anchors differ between languages`).toBe(1);
    }
  });

  it('the FAQ is questions with answers, grouped', () => {
    const faq = findArticle('ja-JP', { code: 'faq' })!;
    expect(faq.layout).toBe('FAQ');
    expect(new Set(faq.sections.map((s) => s.group)).size).toBeGreaterThanOrEqual(3);
    for (const question of faq.sections) {
      expect(question.group).toBeTruthy();
      expect(question.html).toMatch(/^<p>/);
    }
  });

  it('every page, help page, news and brand item renders only sanitisation-safe HTML', () => {
    for (const entry of ARTICLES) {
      for (const locale of LOCALES) {
        for (const section of findArticle(locale, { code: entry.code })!.sections) checkHtml(section.html, `${entry.code}.${locale}#${section.id}`);
      }
    }
    for (const locale of LOCALES) {
      for (const section of storyText(locale).sections) checkHtml(section.html, `brand-story.${locale}`);
      for (const item of BRAND_ITEMS) for (const section of brandItem(item.id, locale, 1)!.sections) checkHtml(section.html, `${item.id}.${locale}`);
    }
  });

  it('the money help page quotes the cashier: limits, fees and times', () => {
    const page = findArticle('ja-JP', { code: 'help-deposit-withdrawal' })!.sections.map((s) => s.html).join('');
    for (const figure of ['¥1,000', '¥1,000,000', '¥5,000,000', '¥500', '1%', '¥3,000,000', '¥200,000']) expect(page).toContain(figure);
    expect(page).not.toContain('{{');
  });

  it('the parser escapes text and refuses unsafe links and sections without an anchor', () => {
    const page = parsePage('# T\n## A {#a}\n<script>alert(1)</script> **b** [x](/static/faq)', 'ARTICLE', 't');
    expect(page.sections[0]!.html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; <strong>b</strong> <a href="/static/faq">x</a></p>');
    expect(() => parsePage('# T\n## A {#a}\n[x](javascript:alert(1))', 'ARTICLE', 't')).toThrow(/unsafe link/);
    expect(() => parsePage('# T\n## A {#a}\n[x](//evil.example/)', 'ARTICLE', 't')).toThrow(/unsafe link/);
    expect(() => parsePage('# T\n## A\ntext', 'ARTICLE', 't')).toThrow(/needs an \{#id\}/);
  });
});
