import { randomBytes } from 'node:crypto';
import { findAccountById, findAccountByLoginName } from './accounts.ts';
import type { AccessToken, Account, AccountsSlice } from './state.ts';

/**
 * Sessions of a player: access and refresh tokens. One session per account lives; every expiry
 * reads the session clock (`now`).
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

type TokenStatus = { status: 'valid'; loginName: string; accountId?: string } | { status: 'expired' } | { status: 'superseded' } | { status: 'unknown' };

type RefreshResult = { ok: true; tokens: TokenPair; account: Account } | { ok: false; reason: 'unknown' | 'expired' | 'disabled' };

/** Opaque, unguessable, URL-safe. */
const newToken = () => randomBytes(32).toString('base64url');

// A token is kept a day past its expiry so a late call reads "expired" (1008, the site retries
// after clearing the user) rather than "unknown" (401, sent home); after that it is forgotten.
const KEEP_AFTER_EXPIRY_MS = 86_400_000;

function pruneTokens(state: AccountsSlice, now: number): void {
  const { tokens, refreshTokens } = state.accounts;
  for (const [token, entry] of Object.entries(tokens)) if (entry.expiresAt + KEEP_AFTER_EXPIRY_MS < now) delete tokens[token];
  for (const [token, entry] of Object.entries(refreshTokens)) if (entry.expiresAt < now) delete refreshTokens[token];
}

function issuePair(state: AccountsSlice, account: Account, now: number): TokenPair {
  const pair: TokenPair = {
    accessToken: newToken(),
    refreshToken: newToken(),
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    accessExpiresAt: now + ACCESS_TOKEN_TTL_SECONDS * 1000,
    refreshExpiresAt: now + REFRESH_TOKEN_TTL_SECONDS * 1000,
  };
  state.accounts.tokens[pair.accessToken] = { loginName: account.loginName, accountId: account.id, expiresAt: pair.accessExpiresAt, refreshToken: pair.refreshToken };
  state.accounts.refreshTokens[pair.refreshToken] = { accountId: account.id, expiresAt: pair.refreshExpiresAt };
  return pair;
}

const belongsTo = (entry: AccessToken, account: Account) =>
  entry.accountId === account.id || (entry.accountId === undefined && entry.loginName.toLowerCase() === account.loginName.toLowerCase());

/**
 * A new session for the account. Only one session per account lives: every earlier access token
 * still running is marked superseded (its next call answers -130, "logged in elsewhere") and its
 * refresh token dies, so the old tab cannot come back by refreshing.
 */
export function login(state: AccountsSlice, accountId: string, now: number): TokenPair {
  const account = findAccountById(state, accountId);
  if (!account) throw new Error(`login: no account ${accountId}`);
  pruneTokens(state, now);
  for (const entry of Object.values(state.accounts.tokens)) {
    if (!belongsTo(entry, account) || entry.supersededAt !== undefined || entry.expiresAt <= now) continue;
    entry.supersededAt = now;
  }
  for (const [token, entry] of Object.entries(state.accounts.refreshTokens)) if (entry.accountId === account.id) delete state.accounts.refreshTokens[token];
  account.lastLoginAt = now;
  return issuePair(state, account, now);
}

/**
 * What a bearer token is worth now. The name comes from the account (it may have changed since,
 * e.g. by the first-time set-up); a token whose account is gone is unknown. Superseded wins over
 * expired: it says why the session ended.
 */
export function tokenStatus(state: AccountsSlice, token: string, now: number): TokenStatus {
  const entry = Object.hasOwn(state.accounts.tokens, token) ? state.accounts.tokens[token] : undefined;
  if (!entry) return { status: 'unknown' };
  if (entry.supersededAt !== undefined) return { status: 'superseded' };
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
  return { ok: true, tokens: issuePair(state, account, now), account };
}

/** Logout. Twice, or with a token the server never issued, is not an error. */
export function logout(state: AccountsSlice, token: string | undefined): void {
  if (!token || !Object.hasOwn(state.accounts.tokens, token)) return;
  const refreshToken = state.accounts.tokens[token]!.refreshToken;
  if (refreshToken) delete state.accounts.refreshTokens[refreshToken];
  delete state.accounts.tokens[token];
}

/**
 * A refresh token for the account without a new login: the silent first-time set-up answers one
 * so the site can log in again under the new name, while its calls in flight keep working.
 */
export function issueRefreshToken(state: AccountsSlice, accountId: string, now: number): string {
  const token = newToken();
  state.accounts.refreshTokens[token] = { accountId, expiresAt: now + REFRESH_TOKEN_TTL_SECONDS * 1000 };
  return token;
}

/** Ends every session of the account (password reset, deletion): its tokens are forgotten, so they read as unknown. */
export function endSessions(state: AccountsSlice, accountId: string): void {
  const account = findAccountById(state, accountId);
  if (!account) return;
  for (const [token, entry] of Object.entries(state.accounts.tokens)) if (belongsTo(entry, account)) delete state.accounts.tokens[token];
  for (const [token, entry] of Object.entries(state.accounts.refreshTokens)) if (entry.accountId === accountId) delete state.accounts.refreshTokens[token];
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
