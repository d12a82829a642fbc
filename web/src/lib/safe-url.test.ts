import { describe, expect, it } from 'vitest';
import { safeLink, safeMediaUrl } from './safe-url';

describe('safeLink', () => {
  it('keeps site paths and http(s) addresses as given', () => {
    expect(safeLink('/pachinko')).toBe('/pachinko');
    expect(safeLink('/static/terms?lang=en-US#top')).toBe('/static/terms?lang=en-US#top');
    expect(safeLink('https://example.com/promo')).toBe('https://example.com/promo');
    expect(safeLink('http://example.com')).toBe('http://example.com');
    expect(safeLink('  /slots  ')).toBe('/slots');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    'mailto:a@b.c',
    'pachinko',
    'https://exa mple.com',
    'https://example.com/\u0000',
  ])('refuses %j', (link) => {
    expect(safeLink(link)).toBeNull();
  });

  it('gives nothing for an empty field', () => {
    expect(safeLink('')).toBeNull();
    expect(safeLink(undefined)).toBeNull();
    expect(safeLink(null)).toBeNull();
  });
});

describe('safeMediaUrl', () => {
  it('keeps media paths on the site origin, and nothing else there', () => {
    expect(safeMediaUrl('/media/1/banner/1.svg')).toBe('/media/1/banner/1.svg');
    expect(safeMediaUrl('/api/phoenix/user/info/destroy')).toBeNull();
  });

  it('keeps absolute addresses on the content domain only', () => {
    const domain = 'https://cdn.qc-casino.example';
    expect(safeMediaUrl('https://cdn.qc-casino.example/media/1/banner/1.webp', domain)).toBe('https://cdn.qc-casino.example/media/1/banner/1.webp');
    expect(safeMediaUrl('https://cdn.qc-casino.example/x.webp', `${domain}/`)).toBe('https://cdn.qc-casino.example/x.webp');
    expect(safeMediaUrl('https://tracker.example/pixel.gif', domain)).toBeNull();
    expect(safeMediaUrl('http://cdn.qc-casino.example/x.webp', domain)).toBeNull();
    expect(safeMediaUrl('https://cdn.qc-casino.example.evil.example/x.webp', domain)).toBeNull();
  });

  it('refuses any absolute address when the content domain is the site itself', () => {
    expect(safeMediaUrl('https://tracker.example/pixel.gif', '')).toBeNull();
  });

  it.each(['data:image/svg+xml,<svg onload=alert(1)>', 'javascript:alert(1)', '//tracker.example/p.gif', '', 'media/1.svg'])('refuses %j', (url) => {
    expect(safeMediaUrl(url, 'https://cdn.qc-casino.example')).toBeNull();
  });

  it('trusts no content domain that is not an http(s) origin', () => {
    expect(safeMediaUrl('javascript:alert(1)', 'javascript:alert(1)')).toBeNull();
  });
});
