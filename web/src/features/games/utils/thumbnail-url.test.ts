import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from './thumbnail-url';

describe('thumbnailUrl', () => {
  it('prefers the full WebP path, else joins the content domain and the path', () => {
    expect(thumbnailUrl({ fullWebpFilePath: '/media/1/game/A.webp', filePath: '/x.png', width: 1, height: 1 }, 'https://cdn.example.com')).toBe('/media/1/game/A.webp');
    expect(thumbnailUrl({ fullWebpFilePath: '', filePath: 'img/a.png', width: 1, height: 1 }, 'https://cdn.example.com/')).toBe('https://cdn.example.com/img/a.png');
    expect(thumbnailUrl({ fullWebpFilePath: '', filePath: '/img/a.png', width: 1, height: 1 })).toBe('/img/a.png');
    expect(thumbnailUrl({ fullWebpFilePath: '', filePath: 'https://other.example/a.png', width: 1, height: 1 }, 'https://cdn.example.com')).toBe('https://other.example/a.png');
  });
});
