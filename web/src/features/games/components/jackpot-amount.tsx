import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import type { Language } from '#web/lib/i18n/languages.ts';
import type { Jackpot } from '../api/games';
import { useServerNow } from '#web/lib/time/use-server-now.ts';
import { jackpotAmountAt } from '../utils/jackpot';

/**
 * A jackpot's amount, ticking every second on the server's clock. Only this text renders again on
 * each tick, not the row or the sheet around it (a whole row of tiles every second kept a phone's
 * main thread busy).
 */
export function JackpotAmount({ jackpot, language }: { jackpot: Jackpot; language: Language }) {
  const now = useServerNow();
  return <>{formatFullAmount(jackpotAmountAt(jackpot, now), jackpot.currency, language)}</>;
}
