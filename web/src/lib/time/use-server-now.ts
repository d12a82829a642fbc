import { useEffect, useState } from 'react';
import { serverNow } from './server-time';

/** The server's time now (PRODUCT.md: the site judges time by it), read again every `everyMs`: a jackpot ticks, a bonus or a code counts down. */
export function useServerNow(everyMs = 1000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(serverNow()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
