/**
 * Chunk loading (SPEC §7 "Loading", §8): each script chunk times out after 120 s; a failure is a
 * ChunkLoadError (type missing, timeout or other, with the address), and a failed style sheet
 * chunk is a ChunkLoadError with code CSS_CHUNK_LOAD_FAILED.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

type ChunkLoadErrorType = 'missing' | 'timeout' | 'other';

export class ChunkLoadError extends Error {
  readonly type: ChunkLoadErrorType;
  readonly request: string;
  readonly code: 'CHUNK_LOAD_FAILED' | 'CSS_CHUNK_LOAD_FAILED';

  constructor(init: { type: ChunkLoadErrorType; request: string; css?: boolean; cause?: unknown }) {
    super(`Loading ${init.css ? 'CSS ' : ''}chunk failed (${init.type}): ${init.request}`, { cause: init.cause });
    this.name = 'ChunkLoadError';
    this.type = init.type;
    this.request = init.request;
    this.code = init.css ? 'CSS_CHUNK_LOAD_FAILED' : 'CHUNK_LOAD_FAILED';
  }
}

const URL_IN_MESSAGE = /(https?:\/\/\S+|\/\S+\.(?:js|css|mjs)\b)/;

/** Turns whatever a failed dynamic import threw into a ChunkLoadError. */
export function toChunkLoadError(error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const request = URL_IN_MESSAGE.exec(message)?.[1] ?? '';
  if (/Unable to preload CSS/i.test(message)) return new ChunkLoadError({ type: 'missing', request, css: true, cause: error });
  // Chromium: "Failed to fetch dynamically imported module", Firefox: "error loading dynamically
  // imported module", Safari: "Importing a module script failed".
  const missing = /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(message);
  return new ChunkLoadError({ type: missing ? 'missing' : 'other', request, cause: error });
}

/** Runs a dynamic import with the chunk timeout; failures become ChunkLoadError. */
export function loadChunk<T>(importer: () => Promise<T>, request = 'route chunk', timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError({ type: 'timeout', request })), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(toChunkLoadError(error));
      },
    );
  });
}
