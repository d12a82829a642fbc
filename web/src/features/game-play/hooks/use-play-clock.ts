import { useEffect, useState } from 'react';
import { serverNow } from '#web/lib/time/server-time.ts';

/**
 * When this game session started and how long it has lasted, on the server's clock (a phone's
 * wrong clock and the mock's session clock agree). Ticks once a second while mounted.
 */
export function usePlayClock(): { startedAt: number; elapsedMs: number } {
  const [startedAt] = useState(() => serverNow());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(serverNow()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return { startedAt, elapsedMs: now - startedAt };
}
