import type { Locale } from '../../contract.ts';
import type { Bet } from '../bets/state.ts';
import { recordEvent, type EventsSlice } from '../events/events.ts';
import type { NotableWin, WinsSlice, WinsState } from './state.ts';

export type { NotableWin, WinsSlice };

/**
 * The feed of notable wins across the site (SPEC §7 orderAll): a settled real-money bet that paid
 * at least 10 times its stake, or ¥100,000 or more, with the player's name masked. The latest 20
 * are kept for getRecentWins; each new one records `notable-win`, which every socket of the
 * session hears on orderAll.
 */

export const noWins = (): WinsState => ({ recent: [] });

const KEEP = 20;
export const NOTABLE_MULTIPLIER = 10;
export const NOTABLE_PAYOUT = 100_000;

export const isNotable = (bet: Bet): boolean => bet.result === 'WIN' && !bet.freeBet && bet.currency === 'JPY' && (bet.payout >= bet.stake * NOTABLE_MULTIPLIER || bet.payout >= NOTABLE_PAYOUT);

/** Adds a win to the feed, newest first. */
export function noteWin(state: WinsSlice & EventsSlice, bet: Bet, who: { maskedName: string; gameName: Record<Locale, string> }): NotableWin {
  const at = bet.settledAt ?? bet.placedAt;
  const win: NotableWin = {
    orderNo: bet.betId,
    maskedName: who.maskedName,
    gameId: bet.gameId,
    gameName: who.gameName,
    playType: bet.playType,
    stake: bet.stake,
    payout: bet.payout,
    multiplier: Math.round((bet.payout / bet.stake) * 100) / 100,
    currency: bet.currency,
    time: new Date(at).toISOString(),
  };
  state.wins.recent.unshift(win);
  if (state.wins.recent.length > KEEP) state.wins.recent.length = KEEP;
  recordEvent(state, { type: 'notable-win', win }, at);
  return win;
}
