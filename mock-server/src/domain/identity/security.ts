import { createHash, randomInt } from 'node:crypto';
import { checkTotp, generateTotpSecret, verifyTotp } from './totp.ts';
import type { Account, SecondFactor } from './state.ts';

/**
 * What a player controls about getting in (the account centre's security settings): one second
 * factor at a time (an authenticator app, an e-mailed or an SMS code), recovery codes while the
 * authenticator is on, each good for one login or change in its place. Every time reads the
 * session clock (`now`).
 */

/** An authenticator secret waits this long for its first code. */
export const SETUP_TTL_MS = 10 * 60_000;
const RECOVERY_CODE_COUNT = 10;
/** No 0/O or 1/I: a code is read off paper and typed. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RECOVERY_CODE = /^[A-Z2-9]{5}-[A-Z2-9]{5}$/;
/** What authenticator apps show as the account's issuer. */
const ISSUER = 'QCカジノ';

const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');

function newRecoveryCodes(account: Account): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
  account.recoveryCodes = codes.map(hashCode);
  return codes;
}

export const isRecoveryCodeShape = (code: string) => RECOVERY_CODE.test(code.trim().toUpperCase());

/** Uses a recovery code up: true once per code, while the authenticator is on. */
export function useRecoveryCode(account: Account, code: string): boolean {
  const hashed = hashCode(code.trim().toUpperCase());
  const left = account.recoveryCodes ?? [];
  if (account.secondFactor !== 'GOOGLE' || !left.includes(hashed)) return false;
  account.recoveryCodes = left.filter((entry) => entry !== hashed);
  return true;
}

type Refusal<R extends string> = { ok: false; reason: R };

/** Google Authenticator's Key Uri Format: what the QR code holds. */
export function otpauthUri(secret: string, label: string): string {
  const issuer = encodeURIComponent(ISSUER);
  return `otpauth://totp/${issuer}:${encodeURIComponent(label)}?secret=${secret}&issuer=${issuer}&algorithm=SHA1&digits=6&period=30`;
}

export function startAuthenticatorSetup(
  account: Account,
  label: string,
  now: number,
): { ok: true; secret: string; otpauthUri: string; expiresAt: number } | Refusal<'already-on'> | (Refusal<'another-on'> & { secondFactor: SecondFactor }) {
  if (account.secondFactor === 'GOOGLE') return { ok: false, reason: 'already-on' };
  if (account.secondFactor !== 'NONE') return { ok: false, reason: 'another-on', secondFactor: account.secondFactor };
  const secret = generateTotpSecret();
  account.totpSetup = { secret, expiresAt: now + SETUP_TTL_MS };
  return { ok: true, secret, otpauthUri: otpauthUri(secret, label), expiresAt: now + SETUP_TTL_MS };
}

/**
 * The first code proves the app holds the secret: the authenticator is on, and ten recovery codes
 * are answered (shown this once). The code's step is spent, so the same code cannot log in too.
 */
export function confirmAuthenticator(account: Account, code: string, now: number): { ok: true; recoveryCodes: string[] } | Refusal<'no-setup' | 'wrong'> {
  const setup = account.totpSetup;
  if (!setup || setup.expiresAt <= now || account.secondFactor !== 'NONE') return { ok: false, reason: 'no-setup' };
  if (!verifyTotp(setup.secret, code, now)) return { ok: false, reason: 'wrong' };
  const guard = { wrong: 0, lockedUntil: 0, lastStep: -1 };
  checkTotp(guard, setup.secret, code, now);
  delete account.totpSetup;
  account.secondFactor = 'GOOGLE';
  account.totpSecret = setup.secret;
  account.totpGuard = guard;
  return { ok: true, recoveryCodes: newRecoveryCodes(account) };
}

type CodeCheck = { ok: true } | Refusal<'not-on' | 'wrong'> | { ok: false; reason: 'locked'; retryAfterSeconds: number };

/** An authenticator code (with the login's limits: once per code, five wrong lock it) or a recovery code. */
function checkAuthenticatorCode(account: Account, code: string, now: number): CodeCheck {
  if (account.secondFactor !== 'GOOGLE' || !account.totpSecret) return { ok: false, reason: 'not-on' };
  if (isRecoveryCodeShape(code)) return useRecoveryCode(account, code) ? { ok: true } : { ok: false, reason: 'wrong' };
  account.totpGuard ??= { wrong: 0, lockedUntil: 0, lastStep: -1 };
  const outcome = checkTotp(account.totpGuard, account.totpSecret, code, now);
  return outcome.ok ? { ok: true } : outcome;
}

export function disableAuthenticator(account: Account, code: string, now: number): CodeCheck {
  const checked = checkAuthenticatorCode(account, code, now);
  if (!checked.ok) return checked;
  account.secondFactor = 'NONE';
  delete account.totpSecret;
  delete account.totpGuard;
  delete account.recoveryCodes;
  return checked;
}

export function renewRecoveryCodes(account: Account, code: string, now: number): { ok: true; recoveryCodes: string[] } | Exclude<CodeCheck, { ok: true }> {
  const checked = checkAuthenticatorCode(account, code, now);
  if (!checked.ok) return checked;
  return { ok: true, recoveryCodes: newRecoveryCodes(account) };
}

export type ContactChannel = 'EMAIL' | 'PHONE';

/** Whether the account has the contact a channel's codes go to. */
export const hasContact = (account: Account, channel: ContactChannel) => (channel === 'EMAIL' ? account.email !== undefined : account.phone !== undefined);

/**
 * The e-mail or SMS factor on or off (the code sent to that contact was checked by the caller):
 * on only while no other factor is; off only the one that is on.
 */
export function setContactFactor(
  account: Account,
  channel: ContactChannel,
  enabled: boolean,
): { ok: true } | Refusal<'not-on' | 'no-contact'> | (Refusal<'another-on'> & { secondFactor: SecondFactor }) {
  if (!hasContact(account, channel)) return { ok: false, reason: 'no-contact' };
  if (!enabled) {
    if (account.secondFactor !== channel) return { ok: false, reason: 'not-on' };
    account.secondFactor = 'NONE';
    return { ok: true };
  }
  if (account.secondFactor === channel) return { ok: true };
  if (account.secondFactor !== 'NONE') return { ok: false, reason: 'another-on', secondFactor: account.secondFactor };
  account.secondFactor = channel;
  return { ok: true };
}
