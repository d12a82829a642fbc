import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../../domain/identity/passwords.ts';
import {
  accountLockSeconds,
  addressLockSeconds,
  countWrongFromAddress,
  countWrongPassword,
} from '../../domain/identity/login-throttle.ts';
import { codes } from '../../contract.ts';
import {
  checkAccountPassword,
  findAccountByEmail,
  findAccountById,
  findAccountByLoginName,
  findAccountByPhone,
  isTrustedDevice,
  trustDevice,
} from '../../domain/identity/accounts.ts';
import type { Account } from '../../domain/identity/state.ts';
import { login, refresh } from '../../domain/identity/tokens.ts';
import { recordLogin, type LoginMethod } from '../../domain/identity/login-history.ts';
import { redeemLoginKey } from '../../domain/identity/login-keys.ts';
import { redeemTicket } from '../../domain/identity/third-party.ts';
import { checkTotp } from '../../domain/identity/totp.ts';
import { verifyCode, sendCode, type CodeDestination, type CodePurpose } from '../../domain/verification/codes.ts';
import type { CodeOf, Refusal } from '../../domain/shared/business-error.ts';
import type { CodesOf, ContextOf } from '../handler.ts';
import { codeOutcomeOrThrow, decryptOrThrow, loginResult, required, securityResp, type LoginResult } from '../players.ts';

type LoginContext = ContextOf<'login'>;
type LoginRefusal = Refusal<CodesOf<'login'>>;

/** The grant that answers each second factor, and the code that asks for it (SPEC §8). */
const SECOND_FACTORS = {
  GOOGLE: { grant: 'google2fa', code: codes.googleCodeRequired },
  EMAIL: { grant: 'email2fa', code: codes.emailCodeRequired },
  PHONE: { grant: 'phone2fa', code: codes.phoneCodeRequired },
} as const;

const emailOf = (account: Account): CodeDestination | undefined => (account.email ? { channel: 'email', email: account.email } : undefined);
const phoneOf = (account: Account): CodeDestination | undefined =>
  account.phone ? { channel: 'sms', phonePrefix: account.phone.prefix, phone: account.phone.number } : undefined;

/**
 * Sends the code a challenge asks for, unless one went out less than 60 s ago (the player may be
 * retrying the same login): either way the challenge says when the next may go.
 */
function challenge(
  { state, now, refuse }: LoginContext,
  account: Account,
  code: CodeOf<'emailCodeRequired' | 'phoneCodeRequired' | 'loginSafetyCheck'>,
  item: 'EMAIL' | 'PHONE',
  purpose: CodePurpose,
  destination: CodeDestination,
): never {
  const sent = sendCode(state, destination, purpose, now, account.locale);
  throw refuse(code, { loginName: account.loginName, securityResp: securityResp(account, item), retryAfterSeconds: sent.retryAfterSeconds });
}

function ensureActive(refuse: LoginRefusal, account: Account): void {
  if (account.status === 'DISABLED') throw refuse(codes.accountDisabled);
}

/**
 * grantType password, and the repeats that finish a second factor (google2fa, email2fa, phone2fa
 * with the password again) or the login safety check (password with authenticationCode).
 * Order: the password is checked before anything about the account is said (10004, challenges),
 * so nobody learns more than "wrong" without it.
 */
function passwordGrant(ctx: LoginContext): LoginResult {
  const { state, body, now, refuse } = ctx;
  // Where the login came from, for the per-address throttle.
  const from = { address: ctx.clientAddress, throttle: ctx.session.loginThrottle };
  const name = required(body.loginName, 'loginName');
  const password = decryptOrThrow(refuse, state, required(body.password, 'password'));
  const byEmail = body.loginType === 2 || (body.loginType === undefined && name.includes('@'));
  const found = byEmail ? findAccountByEmail(state, name) : findAccountByLoginName(state, name);
  // Accounts belong to one merchant (site): another site's login does not find them.
  const account = found && found.merchantCode === body.merchantCode ? found : undefined;
  const locked = Math.max(addressLockSeconds(from.throttle, from.address, now), accountLockSeconds(account?.passwordGuard, now));
  if (locked > 0) throw refuse(codes.passwordLoginLocked, { retryAfterSeconds: locked });
  // An unknown name costs the same hash as a known one: the time of a refusal says nothing.
  let right = false;
  if (account) right = checkAccountPassword(account, password);
  else verifyPassword(password, UNKNOWN_ACCOUNT_HASH); // for its time only: it matches nothing
  if (!account || !right) {
    countWrongFromAddress(from.throttle, from.address, now);
    if (account) countWrongPassword((account.passwordGuard ??= { wrong: 0, lockedUntil: 0 }), now);
    throw refuse(codes.wrongPassword);
  }
  if (account.passwordGuard) account.passwordGuard.wrong = 0;
  ensureActive(refuse, account);

  const code = body.authenticationCode?.trim() || undefined;
  const factor = account.secondFactor === 'NONE' ? undefined : account.secondFactor;
  const factorTarget = factor === 'EMAIL' ? emailOf(account) : factor === 'PHONE' ? phoneOf(account) : undefined;
  if (factor === 'GOOGLE' && account.totpSecret) {
    const { grant, code: askCode } = SECOND_FACTORS.GOOGLE;
    if (body.grantType !== grant || !code) throw refuse(askCode, { loginName: account.loginName, securityResp: securityResp(account, 'GOOGLE') });
    account.totpGuard ??= { wrong: 0, lockedUntil: 0, lastStep: -1 };
    const outcome = checkTotp(account.totpGuard, account.totpSecret, code, now);
    if (!outcome.ok) {
      throw outcome.reason === 'locked' ? refuse(codes.secondFactorLocked, { retryAfterSeconds: outcome.retryAfterSeconds }) : refuse(codes.wrongCode);
    }
  } else if ((factor === 'EMAIL' || factor === 'PHONE') && factorTarget) {
    const { grant, code: askCode } = SECOND_FACTORS[factor];
    if (body.grantType !== grant || !code) challenge(ctx, account, askCode, factor, 4, factorTarget);
    codeOutcomeOrThrow(refuse, verifyCode(state, factorTarget, 4, code, now));
  } else if (account.loginVerification && !isTrustedDevice(account, body.deviceId)) {
    // The safety check goes to the e-mail (SPEC: 100701); an account without one gets an SMS.
    const target = emailOf(account) ?? phoneOf(account);
    if (target) {
      if (!code) challenge(ctx, account, codes.loginSafetyCheck, target.channel === 'email' ? 'EMAIL' : 'PHONE', 6, target);
      codeOutcomeOrThrow(refuse, verifyCode(state, target, 6, code, now));
    }
  }
  // Passing a second factor or the safety check proves the owner holds this device.
  if (code && body.deviceId && (factor !== undefined || account.loginVerification)) trustDevice(account, body.deviceId);
  return loginResult(account, login(state, account.id, now));
}

/** phone2fa without a password: the verification-code login (code sent with purpose 2). */
function codeLoginGrant({ state, body, now, refuse }: LoginContext): LoginResult {
  const phonePrefix = required(body.phonePrefix, 'phonePrefix');
  const phone = required(body.phone, 'phone');
  const code = required(body.authenticationCode, 'authenticationCode');
  codeOutcomeOrThrow(refuse, verifyCode(state, { channel: 'sms', phonePrefix, phone }, 2, code, now));
  const account = findAccountByPhone(state, phonePrefix, phone);
  if (!account || account.merchantCode !== body.merchantCode) throw refuse(codes.wrongPassword);
  ensureActive(refuse, account);
  return loginResult(account, login(state, account.id, now));
}

function refreshGrant({ state, body, now, refuse }: LoginContext): LoginResult {
  const result = refresh(state, required(body.refresh_token, 'refresh_token'), now);
  if (!result.ok) throw refuse(result.reason === 'disabled' ? codes.accountDisabled : codes.loginExpired);
  return loginResult(result.account, result.tokens);
}

/** Logs in the player a one-time credential stood for; none (unknown, used, expired) is 100706. */
function redeemedLogin({ state, now, refuse }: LoginContext, playerId: string | undefined): LoginResult {
  const account = playerId === undefined ? undefined : findAccountById(state, playerId);
  if (!account) throw refuse(codes.loginExpired);
  ensureActive(refuse, account);
  return loginResult(account, login(state, account.id, now));
}

/** The ticket completeThirdPartyLogin answered, once, within 5 minutes. */
function thirdPartyGrant(ctx: LoginContext): LoginResult {
  return redeemedLogin(ctx, redeemTicket(ctx.state, required(ctx.body.authenticationCode, 'authenticationCode'), ctx.now));
}

/** A key from getPlayerLoginKey: the native app or a game window takes over the player's session. */
function loginKeyGrant(ctx: LoginContext): LoginResult {
  return redeemedLogin(ctx, redeemLoginKey(ctx.state, required(ctx.body.authenticationCode, 'authenticationCode'), ctx.now));
}

/** A hash no password matches, checked for names that are no account (same cost as a real check). */
const UNKNOWN_ACCOUNT_HASH = hashPassword(randomBytes(16).toString('hex'));

/** A login, in the player's login records (SPEC §7 "login records"); a renewal is not one. */
function recorded(ctx: LoginContext, method: LoginMethod, result: LoginResult): LoginResult {
  recordLogin(ctx.state, result.playerId, { at: ctx.now, method, deviceId: ctx.body.deviceId, userAgent: ctx.userAgent, ip: ctx.clientAddress });
  return result;
}

/** /auth/oauth/token: one door for every grant (openapi/auth.yaml). */
export function loginHandler(ctx: LoginContext): LoginResult {
  switch (ctx.body.grantType) {
    case 'refresh_token':
      return refreshGrant(ctx);
    case 'third_party':
      return recorded(ctx, 'THIRD_PARTY', thirdPartyGrant(ctx));
    case 'login_key':
      return recorded(ctx, 'LOGIN_KEY', loginKeyGrant(ctx));
    case 'phone2fa':
      return ctx.body.password === undefined ? recorded(ctx, 'CODE', codeLoginGrant(ctx)) : recorded(ctx, 'PASSWORD', passwordGrant(ctx));
    default:
      return recorded(ctx, 'PASSWORD', passwordGrant(ctx));
  }
}
