import { describe, expect, it } from 'vitest';
import { freshState } from '../state.ts';
import {
  checkAccountPassword,
  createIdentity,
  findAccountByEmail,
  findAccountById,
  findAccountByLoginName,
  findAccountByPhone,
  findAccountByThirdParty,
  isTrustedDevice,
  setAccountPassword,
  trustDevice,
} from './accounts.ts';
import { SEEDED_PASSWORD, SEEDED_TOTP_SECRET } from './seed.ts';
import { verifyTotp, totp } from './totp.ts';

const T0 = Date.parse('2026-11-22T10:00:00Z');

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
    account(state, 'qcplayer01').email = 'changed@example.com';
    expect(account(freshState(1), 'qcplayer01').email).toBe('player01@example.com');
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
    const created = createIdentity(copy, { loginName: 'qcline-u1', userSource: 'LINE', userNamePwdStatus: 0, thirdParty: { type: 'line', subject: 'U123' } }, T0);
    expect(created.ok).toBe(true);
    expect(findAccountByThirdParty(copy, 'line', 'U123')?.loginName).toBe('qcline-u1');
    expect(findAccountByThirdParty(copy, 'google', 'U123')).toBeUndefined();
  });
});

describe('createIdentity', () => {
  it('opens an ACTIVE account with a hashed password', () => {
    const state = freshState(1);
    const result = createIdentity(state, { loginName: 'qcnewbie', password: 'Secret12', email: 'newbie@example.com', referCode: 'R1', btag: 'b', affiliateId: 'a' }, T0);
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
    });
    expect(created.passwordHash).not.toContain('Secret12');
    expect(checkAccountPassword(created, 'Secret12')).toBe(true);
    expect(findAccountByLoginName(state, 'QCNEWBIE')).toBe(created);
    const next = createIdentity(state, { loginName: 'qcnewbie2' }, T0);
    expect(next.ok && Number(next.account.id)).toBe(Number(created.id) + 1);
    // No password of its own yet: nothing logs in with one.
    expect(next.ok && checkAccountPassword(next.account, '')).toBe(false);
  });

  it('refuses a taken name, e-mail or phone', () => {
    const state = freshState(1);
    expect(createIdentity(state, { loginName: 'QCPLAYER01', password: 'x' }, T0)).toEqual({ ok: false, reason: 'name-taken' });
    expect(createIdentity(state, { loginName: 'qcother', email: 'PLAYER01@example.com' }, T0)).toEqual({ ok: false, reason: 'email-taken' });
    expect(createIdentity(state, { loginName: 'qcother', phone: { prefix: '0081', number: '9012345678' } }, T0)).toEqual({ ok: false, reason: 'phone-taken' });
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
