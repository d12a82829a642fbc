import { randomBytes } from 'node:crypto';
import { findAccountById, findAccountByLoginName } from './accounts.ts';
import type { AccessToken, Account, AccountsSlice, AppOs, DeviceSession } from './state.ts';

/**
 * Sessions of a player: access and refresh tokens, each pair belonging to a device session
 * (DeviceSession). One live session per account (SPEC §8, PRODUCT.md): a login on any device ends
 * every older session of the account, whose next call answers -130 ("logged in elsewhere"). Only
 * a fixture login that asks for it (keepOtherSessions) leaves other devices signed in, ended then
 * by a newer login on the same device or by the player from the security settings (109111).
 * Every expiry reads the session clock (`now`).
 */

export const ACCESS_TOKEN_TTL_SECONDS = 2 * 3600;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 86400;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives (the login answer's expires_in). */
  expiresIn: number;
  accessExpiresAt: number;
  refreshExpiresAt: number;
}

type TokenStatus =
  | { status: 'valid'; loginName: string; accountId?: string }
  | { status: 'expired' }
  | { status: 'superseded' }
  | { status: 'signed-out' }
  | { status: 'unknown' };

/** Where a login comes from: its device id, user agent and app (absent fields: a device of its own kind). */
export interface LoginDevice {
  deviceId?: string | undefined;
  device?: string | undefined;
  app?: AppOs | null | undefined;
}

/** How a login treats the account's other sessions. */
export interface LoginOptions {
  /**
   * Leave the sessions of other devices live (fixture logins of tests that need two devices at
   * once); only the same device's older session ends. Without it every older session ends.
   */
  keepOtherSessions?: boolean;
}

/** Devices signed in at once per account (with keepOtherSessions); a login past it ends the one used least recently. */
export const MAX_SIGNED_IN_DEVICES = 10;

type RefreshResult = { ok: true; tokens: TokenPair; account: Account } | { ok: false; reason: 'unknown' | 'expired' | 'disabled' };

/** Opaque, unguessable, URL-safe. */
const newToken = () => randomBytes(32).toString('base64url');

// A token is kept a day past its expiry so a late call reads "expired" (1008, the site retries
// after clearing the user) rather than "unknown" (401, sent home); after that it is forgotten.
const KEEP_AFTER_EXPIRY_MS = 86_400_000;

function pruneTokens(state: AccountsSlice, now: number): void {
  const { tokens, refreshTokens, sessions } = state.accounts;
  for (const [token, entry] of Object.entries(tokens)) if (entry.expiresAt + KEEP_AFTER_EXPIRY_MS < now) delete tokens[token];
  for (const [token, entry] of Object.entries(refreshTokens)) if (entry.expiresAt < now) delete refreshTokens[token];
  // An ended session is kept as long as its tokens may still call (to say why they are refused).
  const referenced = new Set(Object.values(tokens).map((entry) => entry.sessionId));
  for (const [id, session] of Object.entries(sessions)) {
    const dead = session.endedAt !== undefined || !isLive(state, session, now);
    if (dead && !referenced.has(id)) delete sessions[id];
  }
}

const own = <T>(table: Record<string, T>, key: string | undefined): T | undefined => (key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined);

/** Not ended, and a token of it can still call or renew. */
function isLive(state: AccountsSlice, session: DeviceSession, now: number): boolean {
  if (session.endedAt !== undefined) return false;
  const { tokens, refreshTokens } = state.accounts;
  return (
    Object.values(refreshTokens).some((entry) => entry.sessionId === session.id && entry.expiresAt > now) ||
    Object.values(tokens).some((entry) => entry.sessionId === session.id && entry.supersededAt === undefined && entry.expiresAt > now)
  );
}

/** Ends a device's session: its refresh tokens die, its access tokens read as `reason` says. */
function endSession(state: AccountsSlice, session: DeviceSession, reason: NonNullable<DeviceSession['endReason']>, now: number): void {
  session.endedAt = now;
  session.endReason = reason;
  for (const [token, entry] of Object.entries(state.accounts.refreshTokens)) if (entry.sessionId === session.id) delete state.accounts.refreshTokens[token];
  if (reason !== 'superseded') return;
  for (const entry of Object.values(state.accounts.tokens)) if (entry.sessionId === session.id && entry.supersededAt === undefined) entry.supersededAt = now;
}

function issuePair(state: AccountsSlice, account: Account, now: number, sessionId: string): TokenPair {
  const pair: TokenPair = {
    accessToken: newToken(),
    refreshToken: newToken(),
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    accessExpiresAt: now + ACCESS_TOKEN_TTL_SECONDS * 1000,
    refreshExpiresAt: now + REFRESH_TOKEN_TTL_SECONDS * 1000,
  };
  state.accounts.tokens[pair.accessToken] = { loginName: account.loginName, accountId: account.id, expiresAt: pair.accessExpiresAt, refreshToken: pair.refreshToken, sessionId };
  state.accounts.refreshTokens[pair.refreshToken] = { accountId: account.id, expiresAt: pair.refreshExpiresAt, sessionId };
  return pair;
}

const belongsTo = (entry: AccessToken, account: Account) =>
  entry.accountId === account.id || (entry.accountId === undefined && entry.loginName.toLowerCase() === account.loginName.toLowerCase());

/**
 * A new session for the account on a device. Every older session of the account ends: its access
 * tokens still running are marked superseded (their next call answers -130, "logged in
 * elsewhere") and its refresh tokens die, so the old tab cannot come back by refreshing. Tokens of
 * no device session (issued by hand) end too. With keepOtherSessions only the same device's older
 * session ends, and other devices stay signed in up to MAX_SIGNED_IN_DEVICES.
 */
export function login(state: AccountsSlice, accountId: string, now: number, from: LoginDevice = {}, options: LoginOptions = {}): TokenPair {
  const account = findAccountById(state, accountId);
  if (!account) throw new Error(`login: no account ${accountId}`);
  pruneTokens(state, now);
  const deviceId = from.deviceId ?? '';
  const { sessions } = state.accounts;
  const keepOthers = options.keepOtherSessions === true;
  // The sessions this login ends: all of the account's, or (keeping others) the same device's.
  const ends = (sessionId: string | undefined) => {
    const session = own(sessions, sessionId);
    return session === undefined || !keepOthers || session.deviceId === deviceId;
  };
  for (const entry of Object.values(state.accounts.tokens)) {
    if (!belongsTo(entry, account) || entry.supersededAt !== undefined || entry.expiresAt <= now || !ends(entry.sessionId)) continue;
    entry.supersededAt = now;
  }
  for (const [token, entry] of Object.entries(state.accounts.refreshTokens)) {
    if (entry.accountId === account.id && ends(entry.sessionId)) delete state.accounts.refreshTokens[token];
  }
  for (const session of Object.values(sessions)) {
    if (session.accountId === account.id && session.endedAt === undefined && ends(session.id)) endSession(state, session, 'superseded', now);
  }
  const live = Object.values(sessions)
    .filter((session) => session.accountId === account.id && isLive(state, session, now))
    .sort((a, b) => a.lastActiveAt - b.lastActiveAt);
  for (const session of live.slice(0, Math.max(0, live.length - (MAX_SIGNED_IN_DEVICES - 1)))) endSession(state, session, 'superseded', now);
  const session: DeviceSession = { id: newSessionId(), accountId: account.id, deviceId, device: from.device ?? '', app: from.app ?? null, signedInAt: now, lastActiveAt: now };
  sessions[session.id] = session;
  account.lastLoginAt = now;
  return issuePair(state, account, now, session.id);
}

const newSessionId = () => `ds-${randomBytes(9).toString('base64url')}`;

/**
 * What a bearer token is worth now. The name comes from the account (it may have changed since,
 * e.g. by the first-time set-up); a token whose account is gone is unknown. Superseded wins over
 * expired: it says why the session ended.
 */
export function tokenStatus(state: AccountsSlice, token: string, now: number): TokenStatus {
  const entry = Object.hasOwn(state.accounts.tokens, token) ? state.accounts.tokens[token] : undefined;
  if (!entry) return { status: 'unknown' };
  if (entry.supersededAt !== undefined) return { status: 'superseded' };
  if (own(state.accounts.sessions, entry.sessionId)?.endReason === 'signed-out') return { status: 'signed-out' };
  if (entry.expiresAt <= now) return { status: 'expired' };
  if (entry.accountId === undefined) return { status: 'valid', loginName: entry.loginName };
  const account = findAccountById(state, entry.accountId);
  return account ? { status: 'valid', loginName: account.loginName, accountId: account.id } : { status: 'unknown' };
}

/** The account behind a valid token. */
export function accountForToken(state: AccountsSlice, token: string, now: number): Account | undefined {
  const status = tokenStatus(state, token, now);
  if (status.status !== 'valid') return undefined;
  return status.accountId ? findAccountById(state, status.accountId) : findAccountByLoginName(state, status.loginName);
}

/**
 * A new pair for a refresh token, which is used up. The same session goes on, so nothing is
 * superseded: the old access token simply runs out (calls already in flight with it still work).
 */
export function refresh(state: AccountsSlice, refreshToken: string, now: number): RefreshResult {
  const entry = Object.hasOwn(state.accounts.refreshTokens, refreshToken) ? state.accounts.refreshTokens[refreshToken] : undefined;
  if (!entry) return { ok: false, reason: 'unknown' };
  delete state.accounts.refreshTokens[refreshToken];
  if (entry.expiresAt <= now) return { ok: false, reason: 'expired' };
  const account = findAccountById(state, entry.accountId);
  if (!account) return { ok: false, reason: 'unknown' };
  if (account.status === 'DISABLED') return { ok: false, reason: 'disabled' };
  // The same device's session goes on (a refresh token of no session starts one of its own).
  let session = own(state.accounts.sessions, entry.sessionId);
  if (!session || session.endedAt !== undefined) {
    session = { id: newSessionId(), accountId: account.id, deviceId: '', device: '', app: null, signedInAt: now, lastActiveAt: now };
    state.accounts.sessions[session.id] = session;
  }
  session.lastActiveAt = now;
  return { ok: true, tokens: issuePair(state, account, now, session.id), account };
}

/** Logout. Twice, or with a token the server never issued, is not an error. */
export function logout(state: AccountsSlice, token: string | undefined, now?: number): void {
  if (!token || !Object.hasOwn(state.accounts.tokens, token)) return;
  const entry = state.accounts.tokens[token]!;
  if (entry.refreshToken) delete state.accounts.refreshTokens[entry.refreshToken];
  const session = own(state.accounts.sessions, entry.sessionId);
  // A caller without the session clock (a test seam) stamps the end at the device's last activity.
  if (session && session.endedAt === undefined) endSession(state, session, 'logout', now ?? session.lastActiveAt);
  delete state.accounts.tokens[token];
}

/**
 * A refresh token for the account without a new login: the silent first-time set-up answers one
 * so the site can log in again under the new name, while its calls in flight keep working. Given
 * the caller's session, the renewal goes on in it (no second live session of the account).
 */
export function issueRefreshToken(state: AccountsSlice, accountId: string, now: number, sessionId?: string): string {
  const token = newToken();
  state.accounts.refreshTokens[token] = { accountId, expiresAt: now + REFRESH_TOKEN_TTL_SECONDS * 1000, ...(sessionId === undefined ? {} : { sessionId }) };
  return token;
}

/** Ends every session of the account (password reset, deletion): its tokens are forgotten, so they read as unknown. */
export function endSessions(state: AccountsSlice, accountId: string): void {
  const account = findAccountById(state, accountId);
  if (!account) return;
  for (const [token, entry] of Object.entries(state.accounts.tokens)) if (belongsTo(entry, account)) delete state.accounts.tokens[token];
  for (const [token, entry] of Object.entries(state.accounts.refreshTokens)) if (entry.accountId === accountId) delete state.accounts.refreshTokens[token];
  for (const [id, session] of Object.entries(state.accounts.sessions)) if (session.accountId === accountId) delete state.accounts.sessions[id];
}

// --- signed-in devices (the security settings) ---------------------------------------------------

/** The device session a token belongs to, if any. */
export function sessionOfToken(state: AccountsSlice, token: string | undefined): DeviceSession | undefined {
  const entry = token !== undefined ? own(state.accounts.tokens, token) : undefined;
  return own(state.accounts.sessions, entry?.sessionId);
}

/** A call with the token: its device was active now. */
export function touchSession(state: AccountsSlice, token: string, now: number): void {
  const session = sessionOfToken(state, token);
  if (session && session.endedAt === undefined) session.lastActiveAt = now;
}

/** The account's devices signed in now (this one, and others only a keepOtherSessions login left live), the most recently active first. */
export function signedInDevices(state: AccountsSlice, accountId: string, now: number): DeviceSession[] {
  return Object.values(state.accounts.sessions)
    .filter((session) => session.accountId === accountId && isLive(state, session, now))
    .sort((a, b) => b.lastActiveAt - a.lastActiveAt);
}

/** Ends another device's session (its next call answers 109111); false when it is not a live one of the account. */
export function signOutDevice(state: AccountsSlice, accountId: string, sessionId: string, now: number): boolean {
  const session = own(state.accounts.sessions, sessionId);
  if (!session || session.accountId !== accountId || !isLive(state, session, now)) return false;
  endSession(state, session, 'signed-out', now);
  return true;
}

/** Ends every live session of the account but `keep`; answers how many ended. */
export function signOutOtherDevices(state: AccountsSlice, accountId: string, keep: string | undefined, now: number): number {
  const others = signedInDevices(state, accountId, now).filter((session) => session.id !== keep);
  for (const session of others) endSession(state, session, 'signed-out', now);
  return others.length;
}

/** The login name behind a valid token; undefined for expired, superseded or unknown ones. */
export function loginNameForToken(state: AccountsSlice, token: string, at: number): string | undefined {
  const status = tokenStatus(state, token, at);
  return status.status === 'valid' ? status.loginName : undefined;
}

/** Same as logout. */
export const revokeToken = logout;

/** A token with a chosen value for a login name that need not be an account (tests and scenarios). */
export function issueToken(state: AccountsSlice, loginName: string, token: string, expiresAt: number): void {
  state.accounts.tokens[token] = { loginName, expiresAt };
}
