/**
 * Parts of a page whose code waits until they are wanted: a sheet that opens from a
 * button. The chunk is fetched the first time the part is wanted, with the chunk timeout and its
 * ChunkLoadError (thrown where the part renders, for the nearest error boundary, as a page's
 * would), and the part stays mounted after, so it can animate closed.
 *
 * No Suspense: the part renders in the commit after its chunk arrives. (A lazy component inside
 * Suspense is revealed on React's throttle, up to 300 ms after it is ready, and on a timer, which
 * a paused test clock never fires.)
 *
 *   const sheet = lazyPart(() => import('./x-sheet'), 'x-sheet', (module) => module.XSheet);
 *   <LoadedPart part={sheet} wanted={open} props={{ open, onClose }} />
 */
import { createElement, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { loadChunk } from '../lib/routing/chunk-load-error';

export interface LazyPart<P extends object = object> {
  /** Names the chunk in a ChunkLoadError. */
  readonly name: string;
  /** Fetches the chunk once (later calls share the first); a failed fetch is tried again on the next call. */
  load(): Promise<ComponentType<P>>;
  /** The component, once loaded. */
  loaded(): ComponentType<P> | undefined;
}

/** A part in a chunk of its own, made once at module level. */
export function lazyPart<M, P extends object>(importer: () => Promise<M>, name: string, pick: (module: M) => ComponentType<P>): LazyPart<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  return {
    name,
    load() {
      pending ??= loadChunk(importer, name).then(
        (module) => (component = pick(module)),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => component,
  };
}

/** True from the first time `wanted` is true, and for good after. */
export function useWantedOnce(wanted: boolean): boolean {
  const [once, setOnce] = useState(wanted);
  if (wanted && !once) setOnce(true);
  return once || wanted;
}

/**
 * True from the first time `wanted` is true and the part's chunk has arrived. A chunk that failed
 * to load is thrown here, for the nearest error boundary, unless `onError` takes it (a part above
 * every boundary).
 */
export function usePartReady<P extends object>(part: LazyPart<P>, wanted: boolean, onError?: (error: unknown) => void): boolean {
  const mounted = useWantedOnce(wanted);
  const [state, setState] = useState<{ loaded?: boolean; error?: unknown }>({});
  // Read when the load ends: a new function each render must not start another load.
  const errorHandler = useRef(onError);
  useEffect(() => {
    errorHandler.current = onError;
  });
  useEffect(() => {
    if (!mounted || part.loaded()) return;
    let current = true;
    part.load().then(
      () => current && setState({ loaded: true }),
      (error: unknown) => {
        if (!current) return;
        if (errorHandler.current) errorHandler.current(error);
        else setState({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [mounted, part]);
  if (state.error !== undefined) throw state.error;
  return mounted && (state.loaded === true || part.loaded() !== undefined);
}

/** Renders the part with `props` once it is wanted and loaded (usePartReady); `fallback` until then. */
export function LoadedPart<P extends object>({ part, wanted, props, fallback = null, onError }: { part: LazyPart<P>; wanted: boolean; props: P; fallback?: ReactNode; onError?: (error: unknown) => void }) {
  const ready = usePartReady(part, wanted, onError);
  const Component = part.loaded();
  // The component comes from the part's module, loaded once: the same function on every render.
  return ready && Component ? createElement(Component, props) : fallback;
}
