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
