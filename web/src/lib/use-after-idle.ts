import { useEffect, useState } from 'react';

/**
 * False until the main thread has been idle once after `ready` turned true (at most `maxWaitMs`
 * later): for work a screen can show a moment later without anyone noticing, such as starting a
 * carousel's engine, so it does not add to the busy start of the page.
 */
export function useAfterIdle(ready: boolean, maxWaitMs = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: maxWaitMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), Math.min(200, maxWaitMs));
    return () => window.clearTimeout(timer);
  }, [ready, idle, maxWaitMs]);
  return idle;
}
