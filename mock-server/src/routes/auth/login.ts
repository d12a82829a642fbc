import { codes } from '../../contract.ts';
import { findAccountById } from '../../domain/identity/accounts.ts';
import type { Account } from '../../domain/identity/state.ts';
import { login, refresh, type LoginDevice } from '../../domain/identity/tokens.ts';
import { deviceLabel } from '../../domain/identity/device-label.ts';
import { recordLogin, type LoginMethod } from '../../domain/identity/login-history.ts';
import { guestLogin } from '../../use-cases/guest-login.ts';
import { codeLogin, passwordLogin, type CodeAsked, type CodeLoginOutcome, type PasswordLoginOutcome } from '../../use-cases/password-login.ts';
import { redeemLoginKey } from '../../domain/identity/login-keys.ts';
import { redeemTicket } from '../../domain/identity/third-party.ts';
import type { Refusal } from '../../domain/shared/business-error.ts';
import type { CodesOf, ContextOf } from '../handler.ts';
import { codeRefusal, decryptOrThrow, loginResult, required, securityResp, type LoginResult } from '../players.ts';

type LoginContext = ContextOf<'login'>;
type LoginRefusal = Refusal<CodesOf<'login'>>;

/** The code that asks for each second factor, and for the safety check (SPEC §8). */
const ASK_CODES = {
  GOOGLE: codes.googleCodeRequired,
  EMAIL: codes.emailCodeRequired,
  PHONE: codes.phoneCodeRequired,
  SAFETY: codes.loginSafetyCheck,
} as const satisfies Record<CodeAsked, number>;

/** The device a login comes from: its id, what its user agent says, the app it runs in. */
const deviceOf = ({ body, userAgent }: LoginContext): LoginDevice => ({ deviceId: body.deviceId, device: deviceLabel(userAgent), app: body.requestOs ?? null });

function ensureActive(refuse: LoginRefusal, account: Account): void {
  if (account.status === 'DISABLED') throw refuse(codes.accountDisabled);
}

/** A login use case's outcome as the contract answers it: the login, or the refusal its code names. */
function answer(refuse: LoginRefusal, outcome: PasswordLoginOutcome | CodeLoginOutcome): LoginResult {
  if (outcome.ok) return loginResult(outcome.account, outcome.tokens);
  switch (outcome.reason) {
    case 'locked':
      throw refuse(codes.passwordLoginLocked, { retryAfterSeconds: outcome.retryAfterSeconds });
    case 'second-factor-locked':
      throw refuse(codes.secondFactorLocked, { retryAfterSeconds: outcome.retryAfterSeconds });
    case 'wrong-password':
    case 'no-account':
      throw refuse(codes.wrongPassword);
    case 'disabled':
      throw refuse(codes.accountDisabled);
    case 'wrong-code':
      throw refuse(codes.wrongCode);
    case 'code':
      throw codeRefusal(refuse, outcome.result);
    case 'code-asked': {
      const { account, asked, item, retryAfterSeconds } = outcome;
      throw refuse(ASK_CODES[asked], { loginName: account.loginName, securityResp: securityResp(account, item), ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) });
    }
  }
}

/**
 * grantType password, and the repeats that finish a second factor (google2fa, email2fa, phone2fa
 * with the password again) or the login safety check (password with authenticationCode):
 * use-cases/password-login.ts.
 */
function passwordGrant(ctx: LoginContext): LoginResult {
  const { state, body, now, refuse } = ctx;
  const name = required(body.loginName, 'loginName');
  const password = decryptOrThrow(refuse, state, required(body.password, 'password'));
  const outcome = passwordLogin(
    state,
    {
      merchantCode: body.merchantCode,
      name,
      byEmail: body.loginType === 2 || (body.loginType === undefined && name.includes('@')),
      password,
      grantType: body.grantType,
      code: body.authenticationCode?.trim() || undefined,
      deviceId: body.deviceId,
      from: { address: ctx.clientAddress, throttle: ctx.session.loginThrottle },
      device: deviceOf(ctx),
    },
    now,
  );
  return answer(refuse, outcome);
}

/** phone2fa without a password: the verification-code login (code sent with purpose 2). */
function codeLoginGrant(ctx: LoginContext): LoginResult {
  const { state, body, now, refuse } = ctx;
  const input = {
    merchantCode: body.merchantCode,
    phonePrefix: required(body.phonePrefix, 'phonePrefix'),
    phone: required(body.phone, 'phone'),
    code: required(body.authenticationCode, 'authenticationCode'),
    device: deviceOf(ctx),
  };
  return answer(refuse, codeLogin(state, input, now));
}

function refreshGrant({ state, body, now, refuse }: LoginContext): LoginResult {
  const result = refresh(state, required(body.refresh_token, 'refresh_token'), now);
  if (!result.ok) throw refuse(result.reason === 'disabled' ? codes.accountDisabled : codes.loginExpired);
  return loginResult(result.account, result.tokens);
}

/** Logs in the player a one-time credential stood for; none (unknown, used, expired) is 100706. */
function redeemedLogin(ctx: LoginContext, playerId: string | undefined): LoginResult {
  const { state, now, refuse } = ctx;
  const account = playerId === undefined ? undefined : findAccountById(state, playerId);
  if (!account) throw refuse(codes.loginExpired);
  ensureActive(refuse, account);
  return loginResult(account, login(state, account.id, now, deviceOf(ctx)));
}

/**
 * The app's guest (SPEC §6): only from the native app (requestOs android or ios, 109101
 * otherwise), tied to its device id; the device's guest account is made on its first login.
 */
function guestGrant(ctx: LoginContext): LoginResult {
  const { state, body, now, refuse, locale } = ctx;
  if (body.requestOs === undefined) throw refuse(codes.guestOnlyInApp);
  const account = guestLogin(state, required(body.deviceId, 'deviceId'), locale, now);
  return loginResult(account, login(state, account.id, now, deviceOf(ctx)));
}

/** The ticket completeThirdPartyLogin answered, once, within 5 minutes. */
function thirdPartyGrant(ctx: LoginContext): LoginResult {
  return redeemedLogin(ctx, redeemTicket(ctx.state, required(ctx.body.authenticationCode, 'authenticationCode'), ctx.now));
}

/** A key from getPlayerLoginKey: the native app or a game window takes over the player's session. */
function loginKeyGrant(ctx: LoginContext): LoginResult {
  return redeemedLogin(ctx, redeemLoginKey(ctx.state, required(ctx.body.authenticationCode, 'authenticationCode'), ctx.now));
}

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
    case 'guest':
      return guestGrant(ctx);
    case 'phone2fa':
      return ctx.body.password === undefined ? recorded(ctx, 'CODE', codeLoginGrant(ctx)) : recorded(ctx, 'PASSWORD', passwordGrant(ctx));
    default:
      return recorded(ctx, 'PASSWORD', passwordGrant(ctx));
  }
}
