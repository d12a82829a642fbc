/**
 * Logging in (SPEC §4 "Login"): one request shape for every grant, the extra steps some
 * accounts ask for. What happens once the server says yes is `finishLogin` (api/finish-login).
 */
import { login, type LoginRequest } from '#generated/auth/auth.ts';
import type { LoginChallenge } from '#generated/components/schemas/loginChallenge.zod.ts';
import type { LoginResult } from '#generated/components/schemas/loginResult.zod.ts';
import { isSafetyCheck } from '#web/lib/http/client.ts';
import { SAFETY_CHECK_CODE } from '#web/lib/http/error-codes.ts';
import { ApiError } from '#web/lib/http/errors.ts';
import { codes, type OperationCode } from '#web/lib/http/error-codes.ts';
import { prefixLoginName } from '#web/lib/validation/validation.ts';
import { encryptPassword, ensureCommonConfig, loginDevice } from '#web/api/platform.ts';

/** Codes that mean "one more step", each with the grant that completes it (SPEC §8). */
const challengeGrants = {
  [codes.loginSafetyCheck]: 'password',
  [codes.googleCodeRequired]: 'google2fa',
  [codes.emailCodeRequired]: 'email2fa',
  [codes.phoneCodeRequired]: 'phone2fa',
} as const satisfies Partial<Record<OperationCode<'login'>, LoginRequest['grantType']>>;

type ChallengeCode = keyof typeof challengeGrants;

export interface PendingChallenge {
  code: ChallengeCode;
  challenge: LoginChallenge;
  /** The request that was challenged; the completing request repeats it with the code. */
  request: LoginRequest;
}

type LoginAttempt = { kind: 'done'; result: LoginResult } | { kind: 'challenge'; pending: PendingChallenge };

const isChallengeCode = (code: number): code is ChallengeCode => code in challengeGrants;
const isChallenge = (data: unknown): data is LoginChallenge =>
  typeof data === 'object' && data !== null && 'securityResp' in data && typeof (data as LoginChallenge).loginName === 'string';

/**
 * Sends one login request; a challenge code comes back as a step, anything else throws. 100701
 * resolves like a success (lib/http/client: "returns normally"); the others are thrown errors.
 */
export async function attemptLogin(request: LoginRequest): Promise<LoginAttempt> {
  try {
    const response = await login(request, { silent: true });
    if (isSafetyCheck(response)) {
      // The envelope's data is a LoginChallenge here, not the LoginResult the type says.
      const challenge: unknown = response.data;
      if (!isChallenge(challenge)) throw new Error('100701 came without a LoginChallenge');
      return { kind: 'challenge', pending: { code: SAFETY_CHECK_CODE, challenge, request } };
    }
    return { kind: 'done', result: response.data };
  } catch (error) {
    if (error instanceof ApiError && isChallengeCode(error.code) && isChallenge(error.data)) {
      return { kind: 'challenge', pending: { code: error.code, challenge: error.data, request } };
    }
    throw error;
  }
}

interface PasswordCredentials {
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
    ...loginDevice(),
  };
}

/** The verification-code login: a phone and the SMS code sent with purpose 2. */
export async function codeLoginRequest(phone: string, phonePrefix: string, code: string): Promise<LoginRequest> {
  const { merchantCode } = await ensureCommonConfig();
  return { grantType: 'phone2fa', phone, phonePrefix, authenticationCode: code, merchantCode, ...loginDevice() };
}

/** Completes a challenged login with the code the player typed. */
export function answerChallenge(pending: PendingChallenge, code: string): Promise<LoginAttempt> {
  return attemptLogin({ ...pending.request, grantType: challengeGrants[pending.code], authenticationCode: code });
}

