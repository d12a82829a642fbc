import { describe, expect, it } from 'vitest';
import { isAllowedImage, isAllowedLink, originOf, safeContentHtml } from './safe-html';

describe('safeContentHtml', () => {
  it('keeps site paths and https links, opening https in a new tab', () => {
    const html = safeContentHtml('<p><a href="/static/faq">FAQ</a> <a href="https://x.com/qc">X</a></p>');
    expect(html).toBe('<p><a href="/static/faq">FAQ</a> <a href="https://x.com/qc" target="_blank" rel="noopener noreferrer">X</a></p>');
  });

  it('drops the address of javascript:, data: and protocol-relative links, keeping their text', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/', '/\\evil.example']) {
      const html = safeContentHtml(`<a href="${href}">text</a>`);
      expect(html, href).toBe('<a>text</a>');
    }
  });

  it('keeps images from /media and the content domain only, and never a script or a handler', () => {
    const origins = originOf('https://cdn.qc-casino.example/');
    expect(safeContentHtml('<img src="/media/1/thumb/a.svg" alt="a">', origins)).toBe('<img src="/media/1/thumb/a.svg" alt="a">');
    expect(safeContentHtml('<img src="https://cdn.qc-casino.example/a.webp" alt="">', origins)).toContain('cdn.qc-casino.example');
    expect(safeContentHtml('<img src="https://tracker.example/p.gif" alt="">', origins)).toBe('');
    expect(safeContentHtml('<img src="/api/phoenix/user/info/destroy" alt="">', origins)).toBe('');
    expect(safeContentHtml('<p onclick="x()">a<script>alert(1)</script></p>')).toBe('<p>a</p>');
  });

  it('answers the rules directly too', () => {
    expect(isAllowedLink('#limits')).toBe(true);
    expect(isAllowedLink('mailto:a@b.c')).toBe(false);
    expect(isAllowedImage('https://cdn.example/a.png', [])).toBe(false);
    expect(originOf('not a url')).toEqual([]);
  });
});
