import { randomBytes } from 'node:crypto';
import { checkAccountPassword, findAccountByEmail, findAccountByLoginName, findAccountByPhone, isTrustedDevice, trustDevice } from '../domain/identity/accounts.ts';
import { accountLockSeconds, addressLockSeconds, countWrongFromAddress, countWrongPassword, type AddressThrottle } from '../domain/identity/login-throttle.ts';
import { hashPassword, verifyPassword } from '../domain/identity/passwords.ts';
import { isRecoveryCodeShape, useRecoveryCode } from '../domain/identity/security.ts';
import type { Account } from '../domain/identity/state.ts';
import { login, type LoginDevice, type TokenPair } from '../domain/identity/tokens.ts';
import { checkTotp } from '../domain/identity/totp.ts';
import type { MockState } from '../domain/state.ts';
import { sendCode, verifyCode, type CodeDestination, type VerifyCodeResult } from '../domain/verification/codes.ts';

/** A second factor an account may ask for (SPEC §8), and the login safety check of a new device. */
export type CodeAsked = 'GOOGLE' | 'EMAIL' | 'PHONE' | 'SAFETY';

export interface PasswordLoginInput {
  /** The site the login is for: accounts belong to one merchant, another's name finds nothing. */
  merchantCode: string | undefined;
  /** The login name, or the e-mail when `byEmail`. */
  name: string;
  byEmail: boolean;
  /** The password, decrypted. */
  password: string;
  /** The grant the request names: a second factor is answered by its own (google2fa, email2fa, phone2fa). */
  grantType: string | undefined;
  /** The code that answers a second factor or the safety check, trimmed; undefined when none came. */
  code: string | undefined;
  deviceId: string | undefined;
  /** Where the login came from, for the per-address throttle. */
  from: { address: string; throttle: AddressThrottle };
  device: LoginDevice;
}

export type PasswordLoginOutcome =
  | { ok: true; account: Account; tokens: TokenPair }
  /** `locked`: the account's or the address's password lock; `second-factor-locked`: too many wrong app codes. */
  | { ok: false; reason: 'locked' | 'second-factor-locked'; retryAfterSeconds: number }
  | { ok: false; reason: 'wrong-password' | 'disabled' | 'wrong-code' }
  /** A code sent by e-mail or SMS that did not check out (wrong, expired, used up, never sent). */
  | { ok: false; reason: 'code'; result: Exclude<VerifyCodeResult, { ok: true }> }
  /**
   * The account asks for a code before it lets the login in: `item` is where it went (the
   * contract's securityItem); `retryAfterSeconds` when one was sent, for the next send.
   */
  | { ok: false; reason: 'code-asked'; asked: CodeAsked; account: Account; item: 'GOOGLE' | 'EMAIL' | 'PHONE'; retryAfterSeconds?: number };

/** The grant that answers each second factor. */
const FACTOR_GRANTS = { GOOGLE: 'google2fa', EMAIL: 'email2fa', PHONE: 'phone2fa' } as const;

/** What the verification-code purposes of SPEC §8 number: 4 a second factor, 6 the safety check, 2 the code login. */
const PURPOSE = { secondFactor: 4, safetyCheck: 6, codeLogin: 2 } as const;

/** A hash no password matches, checked for names that are no account (same cost as a real check). */
const UNKNOWN_ACCOUNT_HASH = hashPassword(randomBytes(16).toString('hex'));

const emailOf = (account: Account): CodeDestination | undefined => (account.email ? { channel: 'email', email: account.email } : undefined);
const phoneOf = (account: Account): CodeDestination | undefined =>
  account.phone ? { channel: 'sms', phonePrefix: account.phone.prefix, phone: account.phone.number } : undefined;

/**
 * Sends the code the login asks for, unless one went out less than 60 s ago (the player may be
 * retrying the same login): either way the outcome says when the next may go.
 */
function askCode(state: MockState, account: Account, asked: CodeAsked, item: 'EMAIL' | 'PHONE', destination: CodeDestination, now: number): PasswordLoginOutcome {
  const purpose = asked === 'SAFETY' ? PURPOSE.safetyCheck : PURPOSE.secondFactor;
  const sent = sendCode(state, destination, purpose, now, account.locale);
  return { ok: false, reason: 'code-asked', asked, account, item, retryAfterSeconds: sent.retryAfterSeconds };
}

/** A checked e-mail or SMS code as an outcome: undefined when it checked out. */
const codeRefused = (result: VerifyCodeResult): PasswordLoginOutcome | undefined => (result.ok ? undefined : { ok: false, reason: 'code', result });

/** The second factor or safety check the account asks of this login, answered or not; undefined when it passes. */
function secondStep(state: MockState, account: Account, input: PasswordLoginInput, now: number): PasswordLoginOutcome | undefined {
  const { code, grantType } = input;
  const factor = account.secondFactor === 'NONE' ? undefined : account.secondFactor;
  if (factor === 'GOOGLE' && account.totpSecret) {
    if (grantType !== FACTOR_GRANTS.GOOGLE || !code) return { ok: false, reason: 'code-asked', asked: 'GOOGLE', account, item: 'GOOGLE' };
    account.totpGuard ??= { wrong: 0, lockedUntil: 0, lastStep: -1 };
    // A recovery code stands in for the app's code, once each (the security settings show them).
    if (isRecoveryCodeShape(code)) return useRecoveryCode(account, code) ? undefined : { ok: false, reason: 'wrong-code' };
    const outcome = checkTotp(account.totpGuard, account.totpSecret, code, now);
    if (outcome.ok) return undefined;
    return outcome.reason === 'locked' ? { ok: false, reason: 'second-factor-locked', retryAfterSeconds: outcome.retryAfterSeconds } : { ok: false, reason: 'wrong-code' };
  }
  const factorTarget = factor === 'EMAIL' ? emailOf(account) : factor === 'PHONE' ? phoneOf(account) : undefined;
  if ((factor === 'EMAIL' || factor === 'PHONE') && factorTarget) {
    if (grantType !== FACTOR_GRANTS[factor] || !code) return askCode(state, account, factor, factor, factorTarget, now);
    return codeRefused(verifyCode(state, factorTarget, PURPOSE.secondFactor, code, now));
  }
  if (account.loginVerification && !isTrustedDevice(account, input.deviceId)) {
    // The safety check goes to the e-mail (SPEC: 100701); an account without one gets an SMS.
    const target = emailOf(account) ?? phoneOf(account);
    if (!target) return undefined;
    if (!code) return askCode(state, account, 'SAFETY', target.channel === 'email' ? 'EMAIL' : 'PHONE', target, now);
    return codeRefused(verifyCode(state, target, PURPOSE.safetyCheck, code, now));
  }
  return undefined;
}

/**
 * A password login, and the repeats that finish a second factor (google2fa, email2fa, phone2fa
 * with the password again) or the login safety check (password with a code). The password is
 * checked before anything about the account is said (locks aside: disabled, codes asked), so
 * nobody learns more than "wrong" without it; an unknown name costs the same hash as a known one.
 */
export function passwordLogin(state: MockState, input: PasswordLoginInput, now: number): PasswordLoginOutcome {
  const { from } = input;
  const found = input.byEmail ? findAccountByEmail(state, input.name) : findAccountByLoginName(state, input.name);
  const account = found && found.merchantCode === input.merchantCode ? found : undefined;
  const locked = Math.max(addressLockSeconds(from.throttle, from.address, now), accountLockSeconds(account?.passwordGuard, now));
  if (locked > 0) return { ok: false, reason: 'locked', retryAfterSeconds: locked };
  let right = false;
  if (account) right = checkAccountPassword(account, input.password);
  else verifyPassword(input.password, UNKNOWN_ACCOUNT_HASH); // for its time only: it matches nothing
  if (!account || !right) {
    countWrongFromAddress(from.throttle, from.address, now);
    if (account) countWrongPassword((account.passwordGuard ??= { wrong: 0, lockedUntil: 0 }), now);
    return { ok: false, reason: 'wrong-password' };
  }
  if (account.passwordGuard) account.passwordGuard.wrong = 0;
  if (account.status === 'DISABLED') return { ok: false, reason: 'disabled' };

  const refused = secondStep(state, account, input, now);
  if (refused) return refused;
  // Passing a second factor or the safety check proves the owner holds this device.
  if (input.code && input.deviceId && (account.secondFactor !== 'NONE' || account.loginVerification)) trustDevice(account, input.deviceId);
  return { ok: true, account, tokens: login(state, account.id, now, input.device) };
}

export type CodeLoginOutcome =
  | { ok: true; account: Account; tokens: TokenPair }
  | { ok: false; reason: 'code'; result: Exclude<VerifyCodeResult, { ok: true }> }
  | { ok: false; reason: 'no-account' | 'disabled' };

/** phone2fa without a password: the verification-code login (the code sent with purpose 2 to that phone). */
export function codeLogin(
  state: MockState,
  input: { merchantCode: string | undefined; phonePrefix: string; phone: string; code: string; device: LoginDevice },
  now: number,
): CodeLoginOutcome {
  const checked = verifyCode(state, { channel: 'sms', phonePrefix: input.phonePrefix, phone: input.phone }, PURPOSE.codeLogin, input.code, now);
  if (!checked.ok) return { ok: false, reason: 'code', result: checked };
  const account = findAccountByPhone(state, input.phonePrefix, input.phone);
  if (!account || account.merchantCode !== input.merchantCode) return { ok: false, reason: 'no-account' };
  if (account.status === 'DISABLED') return { ok: false, reason: 'disabled' };
  return { ok: true, account, tokens: login(state, account.id, now, input.device) };
}
