import type { DataOf, phoenixContract } from '../../contract.ts';

export type TimeZone = DataOf<typeof phoenixContract.GetTimeZonesResponse>[number];

/** UTC offset of a zone at an instant, from Intl's "GMT+09:00" style name. */
function offsetMinutesOf(zone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = name?.match(/GMT([+-])(\d{2}):(\d{2})/);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

let cached: { day: number; list: readonly TimeZone[] } | undefined;

/**
 * Every IANA zone the runtime knows with its current offset, Asia/Tokyo first, then by offset.
 * Offsets move with daylight saving, so the list is rebuilt once per (session) day.
 */
export function timeZonesAt(at: number): readonly TimeZone[] {
  const day = Math.floor(at / 86_400_000);
  if (cached?.day === day) return cached.list;
  const instant = new Date(at);
  const list = Intl.supportedValuesOf('timeZone').map((id): TimeZone => {
    const offsetMinutes = offsetMinutesOf(id, instant);
    return { id, label: `(${formatOffset(offsetMinutes)}) ${id}`, offsetMinutes };
  });
  list.sort((a, b) =>
    a.id === 'Asia/Tokyo' ? -1 : b.id === 'Asia/Tokyo' ? 1 : a.offsetMinutes - b.offsetMinutes || a.id.localeCompare(b.id),
  );
  cached = { day, list: Object.freeze(list) };
  return cached.list;
}

/** A zone the platform lists (getTimeZones): the runtime's IANA names. */
export function isKnownTimeZone(id: string): boolean {
  known ??= new Set(Intl.supportedValuesOf('timeZone'));
  return known.has(id);
}
let known: Set<string> | undefined;
