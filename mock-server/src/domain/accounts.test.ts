import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  accountForToken,
  checkAccountPassword,
  createAccount,
  endSessions,
  findAccountByEmail,
  findAccountById,
  findAccountByLoginName,
  findAccountByPhone,
  findAccountByThirdParty,
  isTrustedDevice,
  issueToken,
  login,
  loginNameForToken,
  logout,
  refresh,
  REFRESH_TOKEN_TTL_SECONDS,
  revokeToken,
  SEEDED_PASSWORD,
  SEEDED_TOTP_SECRET,
  setAccountPassword,
  tokenStatus,
  trustDevice,
} from './accounts.ts';
import { freshState } from './state.ts';
import { verifyTotp, totp } from './totp.ts';

const T0 = Date.parse('2026-11-22T10:00:00Z');
const HOUR = 3600_000;

function account(state: ReturnType<typeof freshState>, loginName: string) {
  const found = findAccountByLoginName(state, loginName);
  if (!found) throw new Error(`no seeded ${loginName}`);
  return found;
}

describe('seeded accounts', () => {
  it('are the eight QA accounts, all with the seeded password and the merchant of common config', () => {
    const state = freshState(1);
    expect(state.accounts.list.map((a) => a.loginName)).toEqual([
      'qcplayer01',
      'qctransfer01',
      'qcsetup01',
      'qcdisabled01',
      'qcg2fa01',
      'qcmail2fa01',
      'qcsms2fa01',
      'qcverify01',
    ]);
    for (const a of state.accounts.list) {
      expect(checkAccountPassword(a, SEEDED_PASSWORD), a.loginName).toBe(true);
      expect(a.merchantCode).toBe(state.config.merchantCode);
      expect(a.wallets.map((w) => [w.walletType, w.currency])).toEqual([
        ['COMMON', 'JPY'],
        ['PROMOTION', 'JPY'],
      ]);
    }
    const emails = state.accounts.list.flatMap((a) => (a.email ? [a.email] : []));
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(state.accounts.list.map((a) => a.id)).size).toBe(8);
  });

  it('cover the cases QA needs', () => {
    const state = freshState(1);
    expect(account(state, 'qcplayer01')).toMatchObject({
      email: 'player01@example.com',
      phone: { prefix: '0081', number: '9012345678' },
      status: 'ACTIVE',
      userSource: 'QC',
      userNamePwdStatus: 1,
      secondFactor: 'NONE',
      locale: 'ja-JP',
      timeZone: 'Asia/Tokyo',
      wallets: [
        { walletType: 'COMMON', currency: 'JPY', amount: 125_000 },
        { walletType: 'PROMOTION', currency: 'JPY', amount: 5_000 },
      ],
    });
    expect(account(state, 'qctransfer01')).toMatchObject({
      userSource: 'QC_TRANSFER',
      transferStatus: false,
      transferPasswordSet: false,
      email: 'transfer01@example.com',
      legacy: { loginName: 'transfer01', balance: 32_000, points: 1_200 },
    });
    expect(account(state, 'qcsetup01').userNamePwdStatus).toBe(0);
    expect(account(state, 'qcdisabled01').status).toBe('DISABLED');
    expect(account(state, 'qcg2fa01')).toMatchObject({ secondFactor: 'GOOGLE', totpSecret: SEEDED_TOTP_SECRET });
    expect(verifyTotp(account(state, 'qcg2fa01').totpSecret!, totp(SEEDED_TOTP_SECRET, T0), T0)).toBe(true);
    expect(account(state, 'qcmail2fa01')).toMatchObject({ secondFactor: 'EMAIL', email: 'mail2fa01@example.com' });
    expect(account(state, 'qcsms2fa01')).toMatchObject({ secondFactor: 'PHONE', phone: { prefix: '0081', number: '9087654321' } });
    expect(account(state, 'qcverify01')).toMatchObject({ loginVerification: true, email: 'verify01@example.com' });
  });

  it('are plain data: a session copy is independent of the baseline', () => {
    const state = freshState(1);
    account(state, 'qcplayer01').wallets[0]!.amount = 1;
    expect(account(freshState(1), 'qcplayer01').wallets[0]!.amount).toBe(125_000);
  });
});

describe('lookups', () => {
  const state = freshState(1);
  const player = account(state, 'qcplayer01');

  it('finds by login name without regard to case', () => {
    expect(findAccountByLoginName(state, 'QCPlayer01')).toBe(player);
    expect(findAccountByLoginName(state, 'player01')).toBeUndefined();
    expect(findAccountById(state, player.id)).toBe(player);
  });

  it('finds by e-mail (any case) and by phone prefix + number', () => {
    expect(findAccountByEmail(state, 'Player01@EXAMPLE.com')).toBe(player);
    expect(findAccountByEmail(state, 'nobody@example.com')).toBeUndefined();
    expect(findAccountByPhone(state, '0081', '9012345678')).toBe(player);
    expect(findAccountByPhone(state, '0086', '9012345678')).toBeUndefined();
    expect(findAccountByPhone(state, '0081', '9087654321')?.loginName).toBe('qcsms2fa01');
  });

  it('finds by third-party subject', () => {
    const copy = freshState(1);
    const created = createAccount(copy, { loginName: 'qcline-u1', userSource: 'LINE', userNamePwdStatus: 0, thirdParty: { type: 'line', subject: 'U123' } }, T0);
    expect(created.ok).toBe(true);
    expect(findAccountByThirdParty(copy, 'line', 'U123')?.loginName).toBe('qcline-u1');
    expect(findAccountByThirdParty(copy, 'google', 'U123')).toBeUndefined();
  });
});

describe('createAccount', () => {
  it('opens an ACTIVE account with empty JPY wallets and a hashed password', () => {
    const state = freshState(1);
    const result = createAccount(state, { loginName: 'qcnewbie', password: 'Secret12', email: 'newbie@example.com', referCode: 'R1', btag: 'b', affiliateId: 'a' }, T0);
    if (!result.ok) throw new Error(result.reason);
    const created = result.account;
    expect(created).toMatchObject({
      loginName: 'qcnewbie',
      email: 'newbie@example.com',
      status: 'ACTIVE',
      userSource: 'QC',
      userNamePwdStatus: 1,
      merchantCode: 'QCJP',
      registeredAt: T0,
      referCode: 'R1',
      wallets: [
        { walletType: 'COMMON', currency: 'JPY', amount: 0 },
        { walletType: 'PROMOTION', currency: 'JPY', amount: 0 },
      ],
    });
    expect(created.passwordHash).not.toContain('Secret12');
    expect(checkAccountPassword(created, 'Secret12')).toBe(true);
    expect(findAccountByLoginName(state, 'QCNEWBIE')).toBe(created);
    const next = createAccount(state, { loginName: 'qcnewbie2', balances: { common: 1000 } }, T0);
    expect(next.ok && Number(next.account.id)).toBe(Number(created.id) + 1);
    expect(next.ok && next.account.wallets[0]!.amount).toBe(1000);
    // No password of its own yet: nothing logs in with one.
    expect(next.ok && checkAccountPassword(next.account, '')).toBe(false);
  });

  it('refuses a taken name, e-mail or phone', () => {
    const state = freshState(1);
    expect(createAccount(state, { loginName: 'QCPLAYER01', password: 'x' }, T0)).toEqual({ ok: false, reason: 'name-taken' });
    expect(createAccount(state, { loginName: 'qcother', email: 'PLAYER01@example.com' }, T0)).toEqual({ ok: false, reason: 'email-taken' });
    expect(createAccount(state, { loginName: 'qcother', phone: { prefix: '0081', number: '9012345678' } }, T0)).toEqual({ ok: false, reason: 'phone-taken' });
    expect(state.accounts.list).toHaveLength(8);
  });
});

describe('passwords and devices', () => {
  it('changes a password', () => {
    const state = freshState(1);
    const player = account(state, 'qcplayer01');
    setAccountPassword(player, 'N3wPass!', T0);
    expect(checkAccountPassword(player, SEEDED_PASSWORD)).toBe(false);
    expect(checkAccountPassword(player, 'N3wPass!')).toBe(true);
    expect(player.passwordChangedAt).toBe(T0);
  });

  it('remembers devices that passed the safety check', () => {
    const player = account(freshState(1), 'qcverify01');
    expect(isTrustedDevice(player, 'dev-1')).toBe(false);
    expect(isTrustedDevice(player, undefined)).toBe(false);
    trustDevice(player, 'dev-1');
    trustDevice(player, 'dev-1');
    expect(isTrustedDevice(player, 'dev-1')).toBe(true);
    expect(player.trustedDevices).toEqual(['dev-1']);
  });
});

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

  it('ends older sessions of the same account on a newer login, not other accounts', () => {
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
