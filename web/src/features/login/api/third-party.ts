/**
 * Third-party login (SPEC §2, §7): google, twitter and line, through the provider's consent page;
 * in the native app through the app (bridge THIRD_LOGIN), and Sign in with Apple in the iOS app
 * (APPLE_SIGN_IN). The app answers with the provider's code, which app/app-bridge.ts brings to
 * /elseLogin/:type as the provider's redirect would.
 */
import type { ThirdPartyType } from '#generated/components/schemas/thirdPartyType.zod.ts';
import { completeThirdPartyLogin, startThirdPartyLogin } from '#generated/phoenix/access.ts';
import type { LoginResult } from '#generated/components/schemas/loginResult.zod.ts';
import { appBridge } from '#web/lib/bridge/bridge.ts';
import { attemptLogin } from './login';
import { ensureCommonConfig, loginDevice } from '#web/api/platform.ts';
import type { ReferralParams } from '#web/stores/attribution.ts';
import { href } from '#web/lib/paths.ts';

/** The providers with a button of their own on small screens (Apple is the iOS app's, below). */
export const thirdPartyTypes = ['google', 'twitter', 'line'] as const satisfies readonly ThirdPartyType[];
type ButtonProvider = (typeof thirdPartyTypes)[number];
const returnTypes: readonly string[] = [...thirdPartyTypes, 'apple'];
/** A provider /elseLogin/:type may come back from. */
export const isThirdPartyType = (value: unknown): value is ThirdPartyType => typeof value === 'string' && returnTypes.includes(value);

/** The provider's address and the login's state; the login comes back to /elseLogin/:type. */
async function startAuthorization(type: ThirdPartyType): Promise<{ authorizeUrl: string; state: string }> {
  const redirectUri = new URL(href('/elseLogin/:type', { type: type }), window.location.origin).toString();
  const { data } = await startThirdPartyLogin({ thirdPartyType: type, redirectUri }, { silent: true });
  return data;
}

/**
 * Sends the player to the provider's consent page, which comes back to /elseLogin/:type. Inside
 * the native app the app signs in with the provider's own app or SDK instead (bridge THIRD_LOGIN,
 * with the login's state), and the page stays: 'app' tells the caller so.
 */
export async function beginThirdPartyLogin(type: ThirdPartyType): Promise<'app' | 'redirect'> {
  const { authorizeUrl, state } = await startAuthorization(type);
  if (type !== 'apple' && appBridge.thirdLogin({ provider: type satisfies ButtonProvider, state, authorizeUrl })) return 'app';
  if (type === 'apple' && appBridge.appleSignIn({ state, authorizeUrl })) return 'app';
  window.location.assign(authorizeUrl);
  return 'redirect';
}

/** Trades the provider's code for a ticket, and the ticket for tokens. */
export async function redeemThirdPartyCode(
  type: ThirdPartyType,
  code: string,
  state: string,
  referral: ReferralParams,
): Promise<{ result: LoginResult; newAccount: boolean }> {
  const { data } = await completeThirdPartyLogin({ thirdPartyType: type, code, state, ...referral }, { silent: true });
  const { merchantCode } = await ensureCommonConfig();
  const attempt = await attemptLogin({ grantType: 'third_party', authenticationCode: data.ticket, thirdPartyType: type, merchantCode, ...loginDevice() });
  // Third-party accounts have no second factor; a challenge here would be a server fault.
  if (attempt.kind !== 'done') throw new Error(`third-party login was challenged with ${attempt.pending.code}`);
  return { result: attempt.result, newAccount: data.newAccount };
}
