import type { PlayType } from '../bets/state.ts';

/**
 * The rules every bonus follows (getBonusConfig says them to the site). A bet works a bonus's
 * wagering down by its stake times its play type's contribution: machine play that settles at once
 * counts in full, table and live play a tenth (the house edge there is small). Bonus money pays
 * only for rounds that settle at once (a sports or live bet stays open, and a bonus must not close
 * under an open stake); money is staked from COMMON while COMMON covers the stake, then from the
 * oldest bonus that does, so a player's own money is always at risk first and their winnings with
 * it are theirs.
 */

export const CONTRIBUTION_PERCENT: Readonly<Record<PlayType, number>> = {
  PACHINKO: 100,
  SLOT: 100,
  ARCADE: 50,
  SPORTS: 50,
  LIVE: 10,
  TABLE: 10,
};

/** Play whose rounds bonus money may pay for. */
export const BONUS_MONEY_PLAY_TYPES: readonly PlayType[] = ['PACHINKO', 'SLOT'];

/** Active bonuses one player may hold at once: the session's state stays bounded. */
export const MAX_ACTIVE_BONUSES = 10;
/** Closed bonuses kept per player for the list and the history. */
export const MAX_CLOSED_BONUSES = 50;
/** An expiring bonus is told a day before. */
export const EXPIRING_NOTICE_HOURS = 24;
/** An armed deposit match waits this long for its deposit. */
export const ARMED_DAYS = 7;

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
