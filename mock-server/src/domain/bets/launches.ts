import type { BetsSlice, Launch, PlaySession } from './state.ts';

/**
 * Launch tokens: what a game URL carries. A token names the session's player, the game and the
 * kind of play; it is good for 10 minutes until its first round, then for 30 minutes after the
 * latest one (a player who walks away must launch again, and a leaked URL goes stale).
 */

const UNUSED_TOKEN_MS = 10 * 60_000;
const IDLE_TOKEN_MS = 30 * 60_000;
/** Play money a demo launch starts with (PRODUCT.md: the demo wallet, in JPY). */
const DEMO_PLAY_MONEY = 100_000;
/** A pause in play this long ends the play session (the session time limit counts per session). */
export const PLAY_SESSION_GAP_MS = 30 * 60_000;

type NewLaunch = Omit<Launch, 'token' | 'issuedAt' | 'lastRoundAt' | 'playMoney'>;

/**
 * A token the session has not given before. The sequence keeps it unique; the random part keeps
 * it from being guessed from another (a token is a credential for the machine's calls).
 */
export function issueLaunch(state: BetsSlice, launch: NewLaunch, at: number, random: () => number): Launch {
  const noise = Math.floor(random() * 2 ** 48).toString(36);
  const token = `lt_${(state.bets.nextLaunch++).toString(36)}${noise}`;
  const issued: Launch = { ...launch, token, issuedAt: at, lastRoundAt: null, playMoney: DEMO_PLAY_MONEY };
  state.bets.launches[token] = issued;
  return issued;
}

const launchExpiresAt = (launch: Launch): number => (launch.lastRoundAt === null ? launch.issuedAt + UNUSED_TOKEN_MS : launch.lastRoundAt + IDLE_TOKEN_MS);

/** The launch behind a token that is still good; an expired one is forgotten. */
export function liveLaunch(state: BetsSlice, token: string, at: number): Launch | undefined {
  if (!Object.hasOwn(state.bets.launches, token)) return undefined;
  const launch = state.bets.launches[token]!;
  if (at >= launchExpiresAt(launch)) {
    delete state.bets.launches[token];
    return undefined;
  }
  return launch;
}

/** The player's play session now: the running one, or a new one after a pause (not stored until played). */
export function playSessionAt(state: BetsSlice, accountId: string, at: number): PlaySession {
  const current = Object.hasOwn(state.bets.playSessions, accountId) ? state.bets.playSessions[accountId]! : undefined;
  if (current && at - current.lastPlayAt < PLAY_SESSION_GAP_MS) return current;
  return { startedAt: at, lastPlayAt: at };
}

/** A launch or a round is play: it starts or continues the session. */
export function markPlay(state: BetsSlice, accountId: string, at: number): void {
  const session = playSessionAt(state, accountId, at);
  state.bets.playSessions[accountId] = { startedAt: session.startedAt, lastPlayAt: at };
}
