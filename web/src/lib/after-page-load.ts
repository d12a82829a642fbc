/**
 * Runs `task` once the page has loaded (the `load` event), at once if it already has: what the
 * first screen does not need waits for it. Returns what cancels a task still waiting (an effect's
 * clean-up).
 */
export function afterPageLoad(task: () => void): () => void {
  if (document.readyState === 'complete') {
    task();
    return () => undefined;
  }
  window.addEventListener('load', task, { once: true });
  return () => window.removeEventListener('load', task);
}

/**
 * Runs `task` at the first idle moment after the page has loaded: for what is only fetched ahead
 * (a chunk the first screen never shows), so that it does not start in the same moment as the
 * page's own last requests and lengthen their chain. Safari has no requestIdleCallback: a short
 * timer stands in. Returns what cancels it.
 */
export function whenIdleAfterLoad(task: () => void): () => void {
  let idle: number | undefined;
  const cancelLoad = afterPageLoad(() => {
    idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout: 2_000 }) : window.setTimeout(task, 200);
  });
  return () => {
    cancelLoad();
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
