import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk, toChunkLoadError } from './chunk-load-error';

describe('chunk loading', () => {
  afterEach(() => vi.useRealTimers());

  it('passes a loaded module through', async () => {
    await expect(loadChunk(async () => ({ Component: 'x' }))).resolves.toEqual({ Component: 'x' });
  });

  it('times out after 120 s', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => undefined), '/assets/home.js').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    const error = await pending;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ type: 'timeout', request: '/assets/home.js', code: 'CHUNK_LOAD_FAILED' });
  });

  it('classifies a missing script with its address', () => {
    const error = toChunkLoadError(
      new TypeError('Failed to fetch dynamically imported module: http://localhost:4173/assets/home-abc.js'),
    );
    expect(error).toMatchObject({ type: 'missing', request: 'http://localhost:4173/assets/home-abc.js' });
  });

  it('classifies a failed style sheet as CSS_CHUNK_LOAD_FAILED', () => {
    const error = toChunkLoadError(new Error('Unable to preload CSS for http://localhost:4173/assets/home-abc.css'));
    expect(error).toMatchObject({ code: 'CSS_CHUNK_LOAD_FAILED', request: 'http://localhost:4173/assets/home-abc.css' });
  });

  it('anything else is type other', () => {
    expect(toChunkLoadError(new SyntaxError('Unexpected token'))).toMatchObject({ type: 'other' });
  });
});
