import { describe, expect, it } from 'vitest';
import { freshState } from '../state.ts';
import { findAccountByLoginName } from './accounts.ts';
import { confirmAuthenticator, disableAuthenticator, otpauthUri, renewRecoveryCodes, setContactFactor, SETUP_TTL_MS, startAuthenticatorSetup, useRecoveryCode } from './security.ts';
import { totp } from './totp.ts';

const T0 = Date.parse('2026-11-22T10:00:00Z');
const STEP = 30_000;

function player() {
  return findAccountByLoginName(freshState(1), 'qcplayer01')!;
}

describe('the authenticator', () => {
  it('is on only once the app proves it holds the secret; the confirming code cannot be used again', () => {
    const account = player();
    const setup = startAuthenticatorSetup(account, 'player01', T0);
    if (!setup.ok) throw new Error(setup.reason);
    expect(setup.otpauthUri).toBe(otpauthUri(setup.secret, 'player01'));
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/QC%E3%82%AB%E3%82%B8%E3%83%8E:player01\?secret=[A-Z2-7]{32}&issuer=/);
    expect(account.secondFactor).toBe('NONE');
    expect(confirmAuthenticator(account, '000000', T0)).toEqual({ ok: false, reason: 'wrong' });
    const code = totp(setup.secret, T0);
    const confirmed = confirmAuthenticator(account, code, T0);
    if (!confirmed.ok) throw new Error(confirmed.reason);
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    for (const recovery of confirmed.recoveryCodes) expect(recovery).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(account).toMatchObject({ secondFactor: 'GOOGLE', totpSecret: setup.secret });
    // Only hashes are kept: the codes are shown once.
    expect(JSON.stringify(account)).not.toContain(confirmed.recoveryCodes[0]);
    expect(disableAuthenticator(account, code, T0)).toEqual({ ok: false, reason: 'wrong' });
    expect(startAuthenticatorSetup(account, 'player01', T0)).toEqual({ ok: false, reason: 'already-on' });
  });

  it('a set-up waits 10 minutes for its code', () => {
    const account = player();
    const setup = startAuthenticatorSetup(account, 'player01', T0);
    if (!setup.ok) throw new Error(setup.reason);
    const late = T0 + SETUP_TTL_MS;
    expect(confirmAuthenticator(account, totp(setup.secret, late), late)).toEqual({ ok: false, reason: 'no-setup' });
  });

  it('turns off with a code from the app or a recovery code, each once; renewing voids the old codes', () => {
    const account = player();
    const setup = startAuthenticatorSetup(account, 'player01', T0);
    if (!setup.ok) throw new Error(setup.reason);
    const { recoveryCodes } = confirmAuthenticator(account, totp(setup.secret, T0), T0) as { recoveryCodes: string[] };
    expect(useRecoveryCode(account, recoveryCodes[0]!.toLowerCase())).toBe(true);
    expect(useRecoveryCode(account, recoveryCodes[0]!)).toBe(false);
    const renewed = renewRecoveryCodes(account, totp(setup.secret, T0 + STEP), T0 + STEP);
    if (!renewed.ok) throw new Error(renewed.reason);
    expect(useRecoveryCode(account, recoveryCodes[1]!)).toBe(false);
    expect(disableAuthenticator(account, renewed.recoveryCodes[3]!, T0 + 2 * STEP)).toEqual({ ok: true });
    expect(account.secondFactor).toBe('NONE');
    expect(account.totpSecret).toBeUndefined();
    expect(disableAuthenticator(account, renewed.recoveryCodes[4]!, T0 + 2 * STEP)).toEqual({ ok: false, reason: 'not-on' });
  });
});

describe('the e-mail and SMS factors', () => {
  it('one second factor at a time; off only the one that is on; never without the contact', () => {
    const account = player();
    expect(setContactFactor(account, 'EMAIL', true)).toEqual({ ok: true });
    expect(account.secondFactor).toBe('EMAIL');
    expect(setContactFactor(account, 'PHONE', true)).toEqual({ ok: false, reason: 'another-on', secondFactor: 'EMAIL' });
    expect(setContactFactor(account, 'PHONE', false)).toEqual({ ok: false, reason: 'not-on' });
    expect(startAuthenticatorSetup(account, 'player01', T0)).toEqual({ ok: false, reason: 'another-on', secondFactor: 'EMAIL' });
    expect(setContactFactor(account, 'EMAIL', false)).toEqual({ ok: true });
    expect(account.secondFactor).toBe('NONE');
    delete account.phone;
    expect(setContactFactor(account, 'PHONE', true)).toEqual({ ok: false, reason: 'no-contact' });
  });
});
