import { describe, expect, it } from 'vitest';
import { LOCALES } from '../shared/locale.ts';
import { BRAND_ITEMS, brandItem } from './brand.ts';
import { parsePage } from './markdown.ts';

const section = (body: string) => parsePage(`# T\n## A {#a}\n${body}`, 'ARTICLE', 't').sections[0]!.html;

describe('the content Markdown', () => {
  it('renders what the site keeps: paragraphs, h3, lists, tables, strong and links (https ones open apart)', () => {
    expect(section('one\ntwo\n\n### Sub\n- x\n- **y**\n\n1. first\n2. second')).toBe(
      '<p>one two</p><h3>Sub</h3><ul><li>x</li><li><strong>y</strong></li></ul><ol><li>first</li><li>second</li></ol>',
    );
    expect(section('| a | b |\n|---|---|\n| 1 | [x](https://example.com/p) |')).toBe(
      '<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td><a href="https://example.com/p" target="_blank" rel="noopener noreferrer">x</a></td></tr></tbody></table>',
    );
  });

  it('keeps raw HTML and bare URLs as text', () => {
    expect(section('<img src=x onerror=alert(1)> and https://example.com')).toBe('<p>&lt;img src=x onerror=alert(1)&gt; and https://example.com</p>');
  });

  it('refuses markup the site would not keep, anywhere in a section', () => {
    for (const body of ['*soft*', '`code`', '![p](/media/a.svg)', '> quoted', '#### deep', '```\ncode\n```', '~~gone~~']) {
      expect(() => section(body), body).toThrow(/is not kept in content/);
    }
    expect(() => section('- [x](mailto:a@example.com)')).toThrow(/unsafe link/);
  });

  it('reads the closing list of related pages, and refuses anything else after ---', () => {
    const page = parsePage('# T\n> s\n## A {#a}\ntext\n\n---\n- [Terms](/static/teamsAndConditions)\n- [Help](/help/guide)\n', 'ARTICLE', 't');
    expect(page.related).toEqual([
      { title: 'Terms', link: '/static/teamsAndConditions' },
      { title: 'Help', link: '/help/guide' },
    ]);
    expect(page.summary).toBe('s');
    expect(() => parsePage('# T\n## A {#a}\ntext\n\n---\nmore text', 'ARTICLE', 't')).toThrow(/only a list of links/);
    expect(() => parsePage('# T\n## A {#a}\ntext\n\n---\n- [x](javascript:alert(1))', 'ARTICLE', 't')).toThrow(/one safe link/);
  });

  it('every brand item has a title, a subtitle, the same sections in every language and pages to read next', () => {
    for (const item of BRAND_ITEMS) {
      const anchors = new Set<string>();
      for (const locale of LOCALES) {
        const detail = brandItem(item.id, locale, 1)!;
        expect(detail.title.length, `${item.id} ${locale}`).toBeGreaterThan(1);
        expect(detail.subtitle.length, `${item.id} ${locale}`).toBeGreaterThan(1);
        expect(detail.related.length, `${item.id} ${locale}`).toBeGreaterThan(0);
        anchors.add(detail.sections.map((s) => s.id).join(','));
      }
      expect(anchors.size, `${item.id}: sections differ between languages`).toBe(1);
    }
  });
});
