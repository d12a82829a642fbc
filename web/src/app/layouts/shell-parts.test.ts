import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { metaOfHandles } from '../../lib/routing/route-meta';

describe('metaOfHandles', () => {
  it("is the deepest matched route's meta, as useRouteMeta reads it", () => {
    expect(metaOfHandles([{ meta: { titleKey: 'pages.home' } }, undefined, { meta: { titleKey: 'pages.slots', competitionsStrip: true } }, { other: 1 }])).toEqual({
      titleKey: 'pages.slots',
      competitionsStrip: true,
    });
  });

  it('is nothing when no route has one', () => {
    expect(metaOfHandles([])).toBeUndefined();
    expect(metaOfHandles([undefined, 'handle'])).toBeUndefined();
  });
});

describe('preloadShellParts', () => {
  // Each case takes a fresh module with loadChunk mocked.
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    vi.doUnmock('../../lib/routing/chunk-load-error');
    vi.resetModules();
  });

  // The parts the first page shows, each asked for once; a page without a footer or a strip asks for neither.
  it.each([
    [{ titleKey: 'pages.home', competitionsStrip: true }, ['toasts', 'site-footer', 'competitions-strip']],
    [{ titleKey: 'pages.promo' }, ['toasts', 'site-footer']],
    [{ titleKey: 'pages.game', hideFooter: true }, ['toasts']],
  ])('asks for what %o shows', async (meta, requested) => {
    const asked: string[] = [];
    vi.doMock('../../lib/routing/chunk-load-error', () => ({
      loadChunk: (_importer: unknown, request: string) => {
        asked.push(request);
        return new Promise(() => undefined);
      },
    }));
    const { preloadShellParts } = await import('./shell-parts');
    preloadShellParts(meta);
    expect(asked).toEqual(requested);
  });

  it('says so when a part fails, and leaves it to the page to ask again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.doMock('../../lib/routing/chunk-load-error', () => ({ loadChunk: () => Promise.reject(new Error('offline')) }));
    const { preloadShellParts } = await import('./shell-parts');
    preloadShellParts({ titleKey: 'pages.home', hideFooter: true });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('[shell]'), expect.objectContaining({ message: 'offline' })));
    warn.mockRestore();
  });
});
