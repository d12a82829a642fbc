/** Time played as the frame shows it: m:ss under an hour, h:mm:ss after. */
export function formatPlayTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** Whole minutes played, for the reality check's sentence. */
export const minutesPlayed = (ms: number): number => Math.max(0, Math.floor(ms / 60_000));

/** A signed full amount: "+¥1,200", "-¥300", "¥0". */
export function signed(formatted: string, amount: number): string {
  return amount > 0 ? `+${formatted}` : formatted;
}
