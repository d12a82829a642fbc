import { isoDateIn } from '#web/lib/time/date-range.ts';
import { serverNow } from '#web/lib/time/server-time.ts';

/** How many months back a month chooser offers. */
const MONTHS_OFFERED = 12;

/** This month and the ones before it (YYYY-MM), on the server's clock in the player's time zone. */
export function recentMonths(timeZone: string | undefined): string[] {
  const [year, month] = isoDateIn(serverNow(), timeZone).split('-').map(Number) as [number, number];
  return Array.from({ length: MONTHS_OFFERED }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
