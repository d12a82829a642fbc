import type { Locale } from '../../contract.ts';
import type { PlayType } from '../bets/state.ts';

/** The wins feed's state (wins.ts), apart so the events slice can name a win without importing the feed. */
export interface NotableWin {
  orderNo: string;
  maskedName: string;
  gameId: string;
  gameName: Record<Locale, string>;
  playType: PlayType;
  stake: number;
  payout: number;
  multiplier: number;
  currency: string;
  time: string;
}

export interface WinsState {
  recent: NotableWin[];
}

export interface WinsSlice {
  wins: WinsState;
}

