import type { Locale } from '../../contract.ts';

/**
 * The bets slice: launches (the tokens game URLs carry), rounds bet with real money, free bets,
 * demo play money and each player's play session. Per-session state (structuredClone'd), so every
 * field is plain data; the catalogue the games come from stays outside (domain/games).
 */

export type PlayType = 'PACHINKO' | 'SLOT' | 'LIVE' | 'TABLE' | 'SPORTS' | 'ARCADE';
type BetStatus = 'OPEN' | 'SETTLED' | 'VOID';
export type BetResult = 'WIN' | 'LOSE' | 'VOID';
/** Which machine a launch opens (the page the mock serves under /machines/<kind>). */
export type MachineKind = 'PACHINKO' | 'PACHISLOT' | 'SLOT' | 'SPORTS' | 'LIVE';
/** A pachislot bonus a spin hit: BIG BONUS or REGULAR BONUS, what a hall's data counter counts. */
export type PachislotBonus = 'BB' | 'RB';

/** What a pachislot spin leaves for the data counter: the bonus it hit and the medals in and out. */
export interface PachislotSpin {
  bonus: PachislotBonus | null;
  /** Medals bet and paid out (a medal is MEDAL_YEN yen: stake and payout over it, rounded down). */
  coinsIn: number;
  coinsOut: number;
}

/** A real-money bet: one pachinko ball, one spin, one sports or live bet. Amounts in whole yen. */
export interface Bet {
  betId: string;
  /** The machine's round id, unique per launch: a retried round finds its bet. */
  roundKey: string;
  accountId: string;
  gameId: string;
  providerCode: string;
  playType: PlayType;
  currency: string;
  stake: number;
  payout: number;
  status: BetStatus;
  result: BetResult | null;
  /** What happened, language-neutral (reel symbols, a pocket, a pick); the API words it. */
  detail: string;
  /** What the machine showed (reels, the pocket, the result of a pick); empty while OPEN. */
  symbols: string[];
  placedAt: number;
  settledAt: number | null;
  freeBet: boolean;
  /** The bonus whose money (in PROMOTION) the stake was, or whose free spin it was; null for COMMON. */
  bonusId: string | null;
  /** A settled pachislot spin's counter facts; absent on every other machine's bets. */
  pachislot?: PachislotSpin;
}

export interface Launch {
  token: string;
  accountId: string;
  gameId: string;
  providerCode: string;
  playType: PlayType;
  machine: MachineKind;
  demo: boolean;
  locale: Locale;
  issuedAt: number;
  lastRoundAt: number | null;
  /** Demo play money left, whole yen (real play reads the ledger). */
  playMoney: number;
  bonusId: string | null;
  exitUrl: string | null;
  depositUrl: string | null;
}

type FreeBetStatus = 'AVAILABLE' | 'ACTIVE' | 'USED' | 'DECLINED' | 'EXPIRED';

export interface FreeBet {
  bonusId: string;
  accountId: string;
  gameId: string;
  providerCode: string;
  rounds: number;
  roundsLeft: number;
  stake: number;
  currency: string;
  status: FreeBetStatus;
  grantedAt: number;
  expiresAt: number;
}

/** A demo round as the machine was answered, kept so a retried round answers the same. */
interface DemoRound {
  stake: number;
  payout: number;
  detail: string;
  symbols: string[];
  at: number;
}

/** Play without a 30-minute pause is one session; the session time limit counts from its start. */
export interface PlaySession {
  startedAt: number;
  lastPlayAt: number;
}

interface BetsState {
  bets: Bet[];
  /** Bet index by round key (`<token>:<roundId>`). */
  byRound: Record<string, number>;
  launches: Record<string, Launch>;
  demoRounds: Record<string, DemoRound>;
  freeBets: FreeBet[];
  playSessions: Record<string, PlaySession>;
  nextBet: number;
  nextLaunch: number;
  /** The session's outcome generator (mulberry32 state): the same seed plays the same results. */
  rng: number;
}

export interface BetsSlice {
  bets: BetsState;
}

export const noBets = (seed: number, freeBets: FreeBet[] = []): BetsState => ({
  bets: [],
  byRound: {},
  launches: {},
  demoRounds: {},
  freeBets,
  playSessions: {},
  nextBet: 1,
  nextLaunch: 1,
  rng: (seed * 0x9e3779b1) >>> 0,
});
