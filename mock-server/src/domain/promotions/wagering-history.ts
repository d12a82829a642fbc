import { daysOf } from '../wallet/balance-history.ts';
import type { Bonus } from './state.ts';

/**
 * A bonus's wagering over time, per day, folded on every read from the steps it keeps (one per
 * settled bet that wagered it down). Nothing else is stored, so the total cannot drift from the
 * steps: the last day's `done` is the bonus's wagering done (the property test holds it to that).
 */

export interface WageringDay {
  /** YYYY-MM-DD in the player's time zone. */
  date: string;
  /** Minor units the day's bets wagered of the bonus. */
  wagered: number;
  bets: number;
  /** Minor units done by the day's end. */
  done: number;
}

/** A year and a day: a longer-lived bonus shows its latest days. */
export const MAX_WAGERING_DAYS = 366;

/**
 * The moment the chart ends: now, or when the bonus closed or expires if that came first; a step
 * after it (a bet settled past the expiry before the sweep closed the bonus) moves it on.
 */
// A fold, not Math.max(...steps): a long wagering's thousands of steps would overflow the call's arguments.
const lastMoment = (bonus: Bonus, now: number) => bonus.wagering.reduce((last, step) => Math.max(last, step.at), Math.max(bonus.grantedAt, Math.min(now, bonus.closedAt ?? now, bonus.expiresAt)));

export function wageringHistory(bonus: Bonus, now: number, localDay: (at: number) => string): WageringDay[] {
  const first = localDay(bonus.grantedAt);
  const last = localDay(lastMoment(bonus, now));
  const byDay = new Map<string, { wagered: number; bets: number }>();
  for (const step of bonus.wagering) {
    const day = localDay(step.at);
    const entry = byDay.get(day) ?? { wagered: 0, bets: 0 };
    byDay.set(day, { wagered: entry.wagered + step.taken, bets: entry.bets + 1 });
  }
  // A step is never before the grant (only bets placed after it wager it) nor after the last day.
  let done = 0;
  const days = daysOf(first, last).map((date) => {
    const entry = byDay.get(date) ?? { wagered: 0, bets: 0 };
    done += entry.wagered;
    return { date, wagered: entry.wagered, bets: entry.bets, done };
  });
  return days.slice(-MAX_WAGERING_DAYS);
}
