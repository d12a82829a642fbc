import { describe, expect, it } from 'vitest';
import { freshState } from '../state.ts';
import { findAccountByLoginName } from './accounts.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  accountForToken,
  endSessions,
  issueToken,
  login,
  loginNameForToken,
  logout,
  refresh,
  REFRESH_TOKEN_TTL_SECONDS,
  revokeToken,
  tokenStatus,
} from './tokens.ts';

const T0 = Date.parse('2026-11-22T10:00:00Z');
const HOUR = 3600_000;

function account(state: ReturnType<typeof freshState>, loginName: string) {
  const found = findAccountByLoginName(state, loginName);
  if (!found) throw new Error(`no seeded ${loginName}`);
  return found;
}

describe('sessions', () => {
  it('issues a 2 h access token and a 7 day refresh token', () => {
    const state = freshState(1);
    const player = account(state, 'qcplayer01');
    const pair = login(state, player.id, T0);
    expect(pair).toEqual({
      accessToken: expect.stringMatching(/^[\w-]{43}$/),
      refreshToken: expect.stringMatching(/^[\w-]{43}$/),
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      accessExpiresAt: T0 + 2 * HOUR,
      refreshExpiresAt: T0 + REFRESH_TOKEN_TTL_SECONDS * 1000,
    });
    expect(pair.accessToken).not.toBe(pair.refreshToken);
    expect(player.lastLoginAt).toBe(T0);
    expect(tokenStatus(state, pair.accessToken, T0 + 2 * HOUR - 1)).toEqual({ status: 'valid', loginName: 'qcplayer01', accountId: player.id });
    expect(accountForToken(state, pair.accessToken, T0)).toBe(player);
    expect(tokenStatus(state, pair.accessToken, T0 + 2 * HOUR)).toEqual({ status: 'expired' });
    expect(accountForToken(state, pair.accessToken, T0 + 2 * HOUR)).toBeUndefined();
    expect(tokenStatus(state, 'never-issued', T0)).toEqual({ status: 'unknown' });
    expect(tokenStatus(state, 'constructor', T0)).toEqual({ status: 'unknown' });
  });

  it('ends older sessions of the same account on the same device on a newer login, not other accounts', () => {
    const state = freshState(1);
    const player = account(state, 'qcplayer01');
    const other = login(state, account(state, 'qcverify01').id, T0);
    const first = login(state, player.id, T0);
    const second = login(state, player.id, T0 + 60_000);
    expect(tokenStatus(state, first.accessToken, T0 + 60_000)).toEqual({ status: 'superseded' });
    expect(tokenStatus(state, second.accessToken, T0 + 60_000).status).toBe('valid');
    expect(tokenStatus(state, other.accessToken, T0 + 60_000).status).toBe('valid');
    // The old tab cannot come back through its refresh token either.
    expect(refresh(state, first.refreshToken, T0 + 60_000)).toEqual({ ok: false, reason: 'unknown' });
    // Superseded says why the session ended, even once the token would have expired too.
    expect(tokenStatus(state, first.accessToken, T0 + 3 * HOUR)).toEqual({ status: 'superseded' });
  });

  it('refreshes once: a new pair, the same session goes on', () => {
    const state = freshState(1);
    const player = account(state, 'qcplayer01');
    const pair = login(state, player.id, T0);
    const result = refresh(state, pair.refreshToken, T0 + HOUR);
    if (!result.ok) throw new Error(result.reason);
    expect(result.account).toBe(player);
    expect(result.tokens.accessExpiresAt).toBe(T0 + 3 * HOUR);
    expect(tokenStatus(state, result.tokens.accessToken, T0 + HOUR).status).toBe('valid');
    // Calls still in flight with the old token are not told "logged in elsewhere".
    expect(tokenStatus(state, pair.accessToken, T0 + HOUR).status).toBe('valid');
    expect(refresh(state, pair.refreshToken, T0 + HOUR)).toEqual({ ok: false, reason: 'unknown' });
    expect(refresh(state, result.tokens.refreshToken, T0 + HOUR + REFRESH_TOKEN_TTL_SECONDS * 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses to refresh a disabled account', () => {
    const state = freshState(1);
    const player = account(state, 'qcplayer01');
    const pair = login(state, player.id, T0);
    player.status = 'DISABLED';
    expect(refresh(state, pair.refreshToken, T0)).toEqual({ ok: false, reason: 'disabled' });
  });

  it('follows a renamed account (first-time set-up)', () => {
    const state = freshState(1);
    const setup = account(state, 'qcsetup01');
    const pair = login(state, setup.id, T0);
    setup.loginName = 'qcmyname';
    setup.userNamePwdStatus = 1;
    expect(tokenStatus(state, pair.accessToken, T0)).toMatchObject({ status: 'valid', loginName: 'qcmyname' });
  });

  it('logs out idempotently, with the refresh token', () => {
    const state = freshState(1);
    const pair = login(state, account(state, 'qcplayer01').id, T0);
    logout(state, pair.accessToken);
    logout(state, pair.accessToken);
    logout(state, undefined);
    logout(state, 'never-issued');
    expect(tokenStatus(state, pair.accessToken, T0)).toEqual({ status: 'unknown' });
    expect(refresh(state, pair.refreshToken, T0)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('ends every session of an account (password reset)', () => {
    const state = freshState(1);
    const player = account(state, 'qcplayer01');
    const pair = login(state, player.id, T0);
    const kept = login(state, account(state, 'qcg2fa01').id, T0);
    endSessions(state, player.id);
    expect(tokenStatus(state, pair.accessToken, T0)).toEqual({ status: 'unknown' });
    expect(refresh(state, pair.refreshToken, T0)).toEqual({ ok: false, reason: 'unknown' });
    expect(tokenStatus(state, kept.accessToken, T0).status).toBe('valid');
  });

  it('forgets tokens a day after they expired', () => {
    const state = freshState(1);
    const player = account(state, 'qcplayer01');
    const old = login(state, player.id, T0);
    logout(state, login(state, account(state, 'qcg2fa01').id, T0).accessToken);
    login(state, account(state, 'qcg2fa01').id, T0 + 2 * HOUR + 25 * HOUR);
    expect(tokenStatus(state, old.accessToken, T0 + 27 * HOUR)).toEqual({ status: 'unknown' });
    expect(Object.keys(state.accounts.tokens)).toHaveLength(1);
  });

  it('survives structuredClone', () => {
    const state = freshState(1);
    const pair = login(state, account(state, 'qcplayer01').id, T0);
    const copy = structuredClone(state);
    expect(tokenStatus(copy, pair.accessToken, T0).status).toBe('valid');
  });
});

describe('the earlier token seam', () => {
  it('still issues, reads and revokes tokens by login name', () => {
    const state = freshState(1);
    issueToken(state, 'qcalice', 'tok-alice', T0 + 60_000);
    expect(loginNameForToken(state, 'tok-alice', T0)).toBe('qcalice');
    expect(tokenStatus(state, 'tok-alice', T0)).toEqual({ status: 'valid', loginName: 'qcalice' });
    expect(loginNameForToken(state, 'tok-alice', T0 + 60_000)).toBeUndefined();
    revokeToken(state, 'tok-alice');
    expect(loginNameForToken(state, 'tok-alice', T0)).toBeUndefined();
  });

  it('reads a superseded login as no login, and a hand-issued token of the account is ended by a login too', () => {
    const state = freshState(1);
    const player = account(state, 'qcplayer01');
    issueToken(state, 'qcplayer01', 'tok-hand', T0 + HOUR);
    const first = login(state, player.id, T0);
    expect(loginNameForToken(state, 'tok-hand', T0)).toBeUndefined();
    login(state, player.id, T0);
    expect(loginNameForToken(state, first.accessToken, T0)).toBeUndefined();
  });
});
