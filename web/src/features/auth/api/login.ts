/**
 * Logging in (SPEC §4 "Login"): one request shape for every grant, the extra steps some
 * accounts ask for, and what happens once the server says yes.
 */
import { login, type LoginRequest } from '../../../../../generated/auth/auth';
import type { LoginChallenge } from '../../../../../generated/components/schemas/loginChallenge.zod';
import type { LoginResult } from '../../../../../generated/components/schemas/loginResult.zod';
import { completeFirstSetup, type UserInfo } from '../../../../../generated/phoenix/phoenix';
import { changeLanguage, currentLanguage } from '../../../lib/i18n/i18n';
import { isLanguage } from '../../../lib/i18n/languages';
import { ApiError } from '../../../lib/http/errors';
import { useUserStore } from '../../../stores/user';
import { generatePassword } from '../utils/generated-password';
import { prefixLoginName, stripLoginNamePrefix } from '../utils/validation';
import { recordFingerprint } from './fingerprint';
import { deviceId, encryptPassword, ensureCommonConfig } from './platform';
import { refreshSession, startSession } from './session';

/** Codes that mean "one more step", each with the grant that completes it (SPEC §8). */
export const challengeGrants = {
  100701: 'password',
  100807: 'google2fa',
  101808: 'email2fa',
  101809: 'phone2fa',
} as const satisfies Record<number, LoginRequest['grantType']>;

export type ChallengeCode = keyof typeof challengeGrants;

export interface PendingChallenge {
  code: ChallengeCode;
  challenge: LoginChallenge;
  /** The request that was challenged; the completing request repeats it with the code. */
  request: LoginRequest;
}

export type LoginAttempt = { kind: 'done'; result: LoginResult } | { kind: 'challenge'; pending: PendingChallenge };

const isChallengeCode = (code: number): code is ChallengeCode => code in challengeGrants;
const isChallenge = (data: unknown): data is LoginChallenge =>
  typeof data === 'object' && data !== null && 'securityResp' in data && typeof (data as LoginChallenge).loginName === 'string';

/** Sends one login request; a challenge code comes back as a step, anything else throws. */
export async function attemptLogin(request: LoginRequest): Promise<LoginAttempt> {
  try {
    const { data } = await login(request, { silent: true });
    return { kind: 'done', result: data };
  } catch (error) {
    if (error instanceof ApiError && isChallengeCode(error.code) && isChallenge(error.data)) {
      return { kind: 'challenge', pending: { code: error.code, challenge: error.data, request } };
    }
    throw error;
  }
}

export interface PasswordCredentials {
  /** What the player typed: a login name (without the prefix) or an e-mail. */
  account: string;
  password: string;
}

/** The password grant: an e-mail logs in as itself, a name with the site's prefix. */
export async function passwordLoginRequest({ account, password }: PasswordCredentials): Promise<LoginRequest> {
  const { merchantCode, loginNamePrefix } = await ensureCommonConfig();
  const isEmail = account.includes('@');
  return {
    grantType: 'password',
    loginType: isEmail ? 2 : 1,
    loginName: isEmail ? account.trim().toLowerCase() : prefixLoginName(loginNamePrefix, account.trim()),
    password: await encryptPassword(password),
    merchantCode,
    deviceId: deviceId(),
  };
}

/** The verification-code login: a phone and the SMS code sent with purpose 2. */
export async function codeLoginRequest(phone: string, phonePrefix: string, code: string): Promise<LoginRequest> {
  const { merchantCode } = await ensureCommonConfig();
  return { grantType: 'phone2fa', phone, phonePrefix, authenticationCode: code, merchantCode, deviceId: deviceId() };
}

/** Completes a challenged login with the code the player typed. */
export function answerChallenge(pending: PendingChallenge, code: string): Promise<LoginAttempt> {
  return attemptLogin({ ...pending.request, grantType: challengeGrants[pending.code], authenticationCode: code });
}

/**
 * SPEC §7 "First-time set-up": an account without a name and password of its own (phone and
 * third-party registrations) gets the prefixed name and a password, then logs in again with the
 * refresh token the answer carries. SPEC's "fixed default" password would give every such account
 * the same one; a random one is kept instead (the player logs in by code or resets it).
 */
async function firstTimeSetup(user: UserInfo): Promise<UserInfo> {
  const { loginNamePrefix } = await ensureCommonConfig();
  const bare = stripLoginNamePrefix(loginNamePrefix, user.loginName).toLowerCase();
  const { data } = await completeFirstSetup(
    {
      modifyType: 5,
      lastUpdatedBy: user.loginName.toLowerCase(),
      modifyLoginName: loginNamePrefix + bare,
      newPassword: await encryptPassword(generatePassword()),
      id: user.id,
    },
    { silent: true },
  );
  const refreshed = await refreshSession(data.refresh_token);
  useUserStore.getState().setNewRegistration(true);
  return refreshed;
}

export interface FinishOptions {
  /** A registration: raise the new-registration flag (the welcome dialog). */
  registered?: boolean;
}

/**
 * What every successful login does (SPEC §4): store the token, load the user, run the silent
 * first-time set-up when the account needs it, record the device, and switch to the player's
 * language (which reloads the page when it differs).
 */
export async function finishLogin(result: LoginResult, options: FinishOptions = {}): Promise<UserInfo> {
  let user = await startSession(result);
  if (user.userNamePwdStatus === 0) user = await firstTimeSetup(user);
  else if (options.registered) useUserStore.getState().setNewRegistration(true);
  // A password the system chose: suggest setting one, except right after registering (the
  // welcome dialogs come first, and a new account by phone is expected to log in by code).
  if (result.showUpdWinFlag && !useUserStore.getState().isNewRegistration) useUserStore.getState().setLoginNotice('setPassword');
  void recordFingerprint(user);
  const language = user.locale;
  if (isLanguage(language) && language !== currentLanguage()) changeLanguage(language);
  return user;
}

export { stripLoginNamePrefix };
