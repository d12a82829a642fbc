/**
 * The player's session on this device: tokens in the user store, sealed in storage so a reload
 * keeps the player logged in (never in plain text: lib/crypto/device-vault), the player loaded
 * into the query cache (./player). Everything that logs a player in ends in `startSession`;
 * everything that logs one out ends in `endSession`, which also removes every query of the player.
 */
import type { LoginResult } from '#generated/components/schemas/loginResult.zod.ts';
import type { UserInfo } from '#generated/phoenix/player.ts';
import { login } from '#generated/auth/auth.ts';
import { isSealed, seal, unseal, type Sealed } from '../lib/crypto/device-vault';
import { ApiError } from '../lib/http/errors';
import { clearPlayerQueries } from '../lib/query/query-client';
import { forgetChat } from '../lib/chat/chat-access';
import { getStored, removeStored, setStored, storageKeys } from '../lib/storage/storage';
import { useUserStore } from '../stores/user';
import { serverNow } from '../lib/time/server-time';
import { ensureCommonConfig } from './platform';
import { loadPlayer } from './player';

/** A refresh token lives 7 days on the server; the sealed session no longer than that. */
const SESSION_EXPIRY_MINUTES = 7 * 24 * 60;
/** Refresh a little before the access token runs out rather than risk a 1008 mid-visit. */
const REFRESH_MARGIN_MS = 60_000;

interface StoredSession {
  loginName: string;
  playerId: string;
  sealed: Sealed;
}

interface SessionSecrets {
  access_token: string;
  refresh_token: string;
  accessExpiresAt: number;
}

const isStoredSession = (value: unknown): value is StoredSession =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredSession).loginName === 'string' &&
  typeof (value as StoredSession).playerId === 'string' &&
  isSealed((value as StoredSession).sealed);

const isSecrets = (value: unknown): value is SessionSecrets =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SessionSecrets).access_token === 'string' &&
  typeof (value as SessionSecrets).refresh_token === 'string' &&
  typeof (value as SessionSecrets).accessExpiresAt === 'number';

async function persist(loginName: string, playerId: string, secrets: SessionSecrets): Promise<void> {
  const sealed = await seal(secrets);
  // Without a device key the session lasts as long as the page: better than a token in clear.
  if (sealed) setStored<StoredSession>(storageKeys.session, { loginName, playerId, sealed }, SESSION_EXPIRY_MINUTES);
}

/** Stores the tokens of a login (memory and sealed storage) and loads the player. */
export async function startSession(result: LoginResult): Promise<UserInfo> {
  await storeTokens(result);
  return loadPlayer();
}

/** The tokens of a login, in memory and sealed in storage. */
async function storeTokens(result: LoginResult): Promise<void> {
  const secrets: SessionSecrets = {
    access_token: result.access_token,
    refresh_token: result.refresh_token,
    // On the server's clock: the server judges the token by its own time, and so does the site.
    accessExpiresAt: serverNow() + result.expires_in * 1000,
  };
  accessExpiresAt = secrets.accessExpiresAt;
  useUserStore.getState().setToken({
    access_token: secrets.access_token,
    refresh_token: secrets.refresh_token,
    loginName: result.loginName,
    playerId: result.playerId,
  });
  await persist(result.loginName, result.playerId, secrets);
}

/** Logs in again with a refresh token (used once) and starts the new session. */
export async function refreshSession(refreshToken: string): Promise<UserInfo> {
  const { merchantCode } = await ensureCommonConfig();
  const { data } = await login({ grantType: 'refresh_token', refresh_token: refreshToken, merchantCode }, { silent: true });
  return startSession(data);
}

let restoring: Promise<boolean> | null = null;
/** When the access token in use runs out, on the server's clock (undefined: no session). */
let accessExpiresAt: number | undefined;
let renewing: Promise<void> | null = null;

/**
 * Renews the session with its refresh token, once however many calls ask at the same time. When
 * there is none, or the server refuses it (used or expired, 100706), the session ends and the
 * player is told; the caller then goes on as a visitor, as SPEC §8 has it for 1008.
 */
export function renewSession(onEnded: () => void): Promise<void> {
  renewing ??= (async () => {
    // Calls made meanwhile (the renewal's own among them) go ahead with what they have: one that
    // meets 1008 joins this renewal through the error policy and is retried after it.
    accessExpiresAt = undefined;
    const refreshToken = useUserStore.getState().webToken?.refresh_token;
    try {
      if (!refreshToken) throw new Error('no refresh token');
      // Tokens only: the call that asked is retried with them, and may itself be loading the player.
      const { merchantCode } = await ensureCommonConfig();
      const { data } = await login({ grantType: 'refresh_token', refresh_token: refreshToken, merchantCode }, { silent: true });
      await storeTokens(data);
    } catch (error) {
      console.warn('[session] could not renew', error);
      endSession();
      onEnded();
    }
  })().finally(() => {
    renewing = null;
  });
  return renewing;
}

/** Before a call with the token: renew it first if it has run out by the server's clock. */
export async function ensureFreshToken(onEnded: () => void): Promise<void> {
  if (accessExpiresAt !== undefined && accessExpiresAt - REFRESH_MARGIN_MS < serverNow()) await renewSession(onEnded);
}

/** Whether an earlier visit left a session here (read at once; whether it still holds, the restore says). */
export function hasStoredSession(): boolean {
  return getStored(storageKeys.session, isStoredSession) !== null;
}

async function restore(): Promise<boolean> {
  const stored = getStored(storageKeys.session, isStoredSession);
  if (!stored) return false;
  const secrets = await unseal(stored.sealed);
  if (!isSecrets(secrets)) {
    removeStored(storageKeys.session);
    return false;
  }
  try {
    let player: UserInfo;
    if (secrets.accessExpiresAt - REFRESH_MARGIN_MS < serverNow()) {
      player = await refreshSession(secrets.refresh_token);
    } else {
      accessExpiresAt = secrets.accessExpiresAt;
      useUserStore.getState().setToken({ ...secrets, loginName: stored.loginName, playerId: stored.playerId });
      player = await loadPlayer();
    }
    // A visit that ended inside the first-time set-up left a session that is not a login (SPEC
    // §4): drop it; the next login runs the set-up again.
    if (player.userNamePwdStatus === 0) {
      endSession();
      return false;
    }
    return true;
  } catch (error) {
    // A refresh token that is used or expired (100706), or a session that ended elsewhere: the
    // visitor starts logged out. The error policy has already said what the player must hear.
    if (error instanceof ApiError) {
      endSession();
      return false;
    }
    throw error;
  }
}

/**
 * Brings back the session of an earlier visit, once per page. Route guards wait for it, so a
 * reload of a login-only page stays on that page.
 */
export function restoreSession(): Promise<boolean> {
  restoring ??= restore().catch((error: unknown) => {
    // Offline or a timeout: keep the sealed session for the next visit, stay a visitor now.
    console.warn('[session] could not restore', error);
    return false;
  });
  return restoring;
}

/**
 * A session the server refuses even after a renewal (1008 again): it ends and the player is told,
 * as when the renewal fails. Calls that meet it together end it once; the rest find it ended.
 */
export function endRefusedSession(onEnded: () => void): void {
  if (!useUserStore.getState().webToken) return;
  endSession();
  onEnded();
}

/** Forgets the player on this device: sealed tokens, store, every query of the player. */
export function endSession(): void {
  accessExpiresAt = undefined;
  removeStored(storageKeys.session);
  // Tokens first: the hooks stop asking for the player before its queries go.
  useUserStore.getState().clearUser();
  clearPlayerQueries();
  // The live-support conversation was the player's (or the guest's): the next visitor starts anew.
  forgetChat();
}
