import { create } from 'zustand';
import { type ChunkLoadError, toChunkLoadError } from '../../lib/routing/chunk-load-error';

/** A chunk that failed outside a route (Vite's preload of JS or CSS); the app shows recovery. */
export const useChunkFailure = create<{ error: ChunkLoadError | null }>()(() => ({ error: null }));

/**
 * Vite dispatches `vite:preloadError` when a preloaded script or style sheet fails. The error
 * still reaches the importer (a route shows its recovery screen); a failed style sheet would
 * otherwise leave an unstyled page, so it shows the recovery screen here.
 */
export function watchPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const error = toChunkLoadError((event as Event & { payload?: unknown }).payload);
    console.warn('[chunk] preload failed', error.code, error.request);
    if (error.code === 'CSS_CHUNK_LOAD_FAILED') useChunkFailure.setState({ error });
  });
}
