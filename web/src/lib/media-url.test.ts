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

  it('shows no picture from an origin the contract does not name', () => {
    const media = (fullFilePath: string, fullWebpFilePath = '') => ({ fullFilePath, fullWebpFilePath, resourceType: 'IMAGE' as const });
    expect(mediaUrl(media('/media/a.png', 'https://tracker.example/a.webp'), 'https://cdn.example.com')).toBeNull();
    expect(mediaUrl(media('//tracker.example/a.png'), '')).toBeNull();
    expect(mediaUrl(media('https://cdn.example.com/a.png'), 'https://cdn.example.com')).toBe('https://cdn.example.com/a.png');
  });

  it('has nothing to show without media', () => {
    expect(mediaUrl(null)).toBeNull();
  });
});
