import { dateTimeFormat } from '#web/lib/format/intl-formats.ts';

/** When a rate was taken, to the second (rates step every 30 s), in the player's time zone. */
export function formatRateTime(time: string, locale: string, timeZone: string | undefined): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return '-';
  const options: Intl.DateTimeFormatOptions = { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false };
  try {
    return dateTimeFormat(locale, { ...options, ...(timeZone ? { timeZone } : {}) }).format(date);
  } catch {
    return dateTimeFormat(locale, options).format(date);
  }
}
