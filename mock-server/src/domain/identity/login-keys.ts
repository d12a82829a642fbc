import { randomBytes } from 'node:crypto';

/**
 * One-time login keys (SPEC §7 get_player_login_key): the site hands one to the native app or a
 * game window, which logs in with it once (grant `login_key`) within 120 s of the session clock.
 * A player holds one key at a time: a new one replaces the last.
 */
export const LOGIN_KEY_TTL_SECONDS = 120;

interface LoginKey {
  accountId: string;
  expiresAt: number;
}

export interface LoginKeysSlice {
  /** One-time login keys by key. */
  loginKeys: Record<string, LoginKey>;
}

export function issueLoginKey(state: LoginKeysSlice, accountId: string, now: number): { key: string; expiresAt: number } {
  for (const [key, entry] of Object.entries(state.loginKeys)) if (entry.accountId === accountId || entry.expiresAt <= now) delete state.loginKeys[key];
  const key = `lk-${randomBytes(24).toString('base64url')}`;
  const expiresAt = now + LOGIN_KEY_TTL_SECONDS * 1000;
  state.loginKeys[key] = { accountId, expiresAt };
  return { key, expiresAt };
}

/** The account a key logs into; the key is used up either way. Undefined when unknown, used or expired. */
export function redeemLoginKey(state: LoginKeysSlice, key: string, now: number): string | undefined {
  const entry = Object.hasOwn(state.loginKeys, key) ? state.loginKeys[key] : undefined;
  if (!entry) return undefined;
  delete state.loginKeys[key];
  return entry.expiresAt > now ? entry.accountId : undefined;
}

/** Account deletion: the player's key dies with the account. */
export function forgetLoginKeys(state: LoginKeysSlice, accountId: string): void {
  for (const [key, entry] of Object.entries(state.loginKeys)) if (entry.accountId === accountId) delete state.loginKeys[key];
}
