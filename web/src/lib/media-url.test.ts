import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media-url';

describe('mediaUrl', () => {
  it('prefers the WebP file', () => {
    expect(mediaUrl({ fullFilePath: '/media/a.png', fullWebpFilePath: '/media/a.webp', resourceType: 'IMAGE' }, 'https://cdn.example.com')).toBe('/media/a.webp');
  });

  it('joins the content domain and the path otherwise', () => {
    expect(mediaUrl({ fullFilePath: 'media/a.png', fullWebpFilePath: '', resourceType: 'IMAGE' }, 'https://cdn.example.com/')).toBe('https://cdn.example.com/media/a.png');
    expect(mediaUrl({ fullFilePath: '/media/a.png', fullWebpFilePath: '', resourceType: 'IMAGE' }, '')).toBe('/media/a.png');
  });

  it('has nothing to show without media', () => {
    expect(mediaUrl(null)).toBeNull();
  });
});
