import { randomBytes } from 'node:crypto';
import { findAccountById } from '../domain/identity/accounts.ts';
import { guestPlayMoney, isGuest } from '../domain/identity/guests.ts';
import type { Locale } from '../contract.ts';
import { findFreeBet, isPlayable } from '../domain/bets/free-bets.ts';
import { issueLaunch, markPlay, playSessionAt } from '../domain/bets/launches.ts';
import type { Launch, MachineKind, PlayType } from '../domain/bets/state.ts';
import { findGame, type CatalogueGame } from '../domain/games/catalogue.ts';
import { recordRecentlyPlayed } from '../domain/games/player-games.ts';
import { selfControlFor, type BreakType } from '../domain/responsible-gaming/self-control.ts';
import type { MockState } from '../domain/state.ts';
import { runningBreak } from './deposit-orders.ts';

/**
 * Launching a game (SPEC §4): which play a game has, the checks responsible gaming asks for
 * before any play (a break, the session time limit) and the launch token its URL carries.
 * Real play is AMIGO's (pachinko and pachislot on the player's COMMON wallet) and every sports or
 * live game: a sportsbook or a live table takes real stakes only, there is no play-money match.
 */

export const REAL_PLAY_PROVIDER = 'AMIGO';

const hasRealPlay = (game: Pick<CatalogueGame, 'providerCode' | 'playType'>): boolean =>
  game.providerCode === REAL_PLAY_PROVIDER || game.playType === 'SPORTS' || game.playType === 'LIVE';

function machineOf(game: Pick<CatalogueGame, 'playType' | 'gameType'>): MachineKind {
  if (game.playType === 'SPORTS') return 'SPORTS';
  if (game.playType === 'LIVE') return 'LIVE';
  if (game.gameType === 'PACHINKO') return 'PACHINKO';
  if (game.gameType === 'PACHISLOT') return 'PACHISLOT';
  return 'SLOT';
}

interface LaunchInput {
  accountId: string;
  gameId: string;
  providerCode: string;
  demo: boolean;
  locale: Locale;
  bonusId?: string | undefined;
  exitUrl?: string | undefined;
  depositUrl?: string | undefined;
}

export type LaunchRefusal =
  | { reason: 'no-game' }
  | { reason: 'no-real-play' }
  | { reason: 'break'; type: BreakType; until: number }
  | { reason: 'session-limit'; limitMinutes: number; startedAt: number; resumeAt: number }
  | { reason: 'no-free-bet' }
  | { reason: 'free-bet-unavailable' };

type LaunchResult = ({ ok: true; launch: Launch } & { game: CatalogueGame }) | ({ ok: false } & LaunchRefusal);

/** The session time limit's verdict for play at `at`: undefined while there is time left. */
export function sessionLimitReached(state: MockState, accountId: string, at: number): Extract<LaunchRefusal, { reason: 'session-limit' }> | undefined {
  const control = selfControlFor(state, accountId);
  if (!control.sessionLimit) return undefined;
  const session = playSessionAt(state, accountId, at);
  const limitMs = control.sessionLimit.minutes * 60_000;
  if (at - session.startedAt < limitMs) return undefined;
  return { reason: 'session-limit', limitMinutes: control.sessionLimit.minutes, startedAt: session.startedAt, resumeAt: session.lastPlayAt + 30 * 60_000 };
}

export function launchGame(state: MockState, input: LaunchInput, at: number): LaunchResult {
  const game = findGame(state.seed, input.gameId);
  if (!game || game.providerCode !== input.providerCode) return { ok: false, reason: 'no-game' };
  if (!input.demo && !hasRealPlay(game)) return { ok: false, reason: 'no-real-play' };
  const onBreak = runningBreak(state, input.accountId, at);
  if (onBreak) return { ok: false, reason: 'break', ...onBreak };
  const overTime = sessionLimitReached(state, input.accountId, at);
  if (overTime) return { ok: false, ...overTime };
  let bonusId: string | null = null;
  if (input.bonusId !== undefined) {
    const freeBet = findFreeBet(state, input.accountId, input.bonusId);
    if (!freeBet || freeBet.gameId !== game.gameId || input.demo) return { ok: false, reason: 'no-free-bet' };
    if (!isPlayable(freeBet)) return { ok: false, reason: 'free-bet-unavailable' };
    bonusId = freeBet.bonusId;
  }
  const launch = issueLaunch(
    state,
    {
      accountId: input.accountId,
      gameId: game.gameId,
      providerCode: game.providerCode,
      playType: game.playType as PlayType,
      machine: machineOf(game),
      demo: input.demo,
      locale: input.locale,
      bonusId,
      exitUrl: input.exitUrl ?? null,
      depositUrl: input.depositUrl ?? null,
    },
    at,
    // Not the session's outcome generator: a token is a credential, and the seed is public.
    () => randomBytes(6).readUIntBE(0, 6) / 2 ** 48,
  );
  // A guest of the app plays on its own play money (SPEC §6), which its demo rounds leave behind.
  const player = findAccountById(state, input.accountId);
  if (input.demo && isGuest(player)) launch.playMoney = guestPlayMoney(player);
  markPlay(state, input.accountId, at);
  recordRecentlyPlayed(state, input.accountId, game.gameId, at);
  return { ok: true, launch, game };
}
