/** Third-party login (SPEC §2, §7): google, twitter and line, through the provider's consent page. */
import type { ThirdPartyType } from '../../../../../generated/components/schemas/thirdPartyType.zod';
import { completeThirdPartyLogin, startThirdPartyLogin } from '../../../../../generated/phoenix/access';
import type { LoginResult } from '../../../../../generated/components/schemas/loginResult.zod';
import { appBridge } from '../../../lib/bridge/bridge';
import { attemptLogin } from './login';
import { ensureCommonConfig } from '../../../api/platform';
import type { ReferralParams } from '../../../stores/attribution';
import { href } from '../../../lib/paths';

export const thirdPartyTypes = ['google', 'twitter', 'line'] as const satisfies readonly ThirdPartyType[];
export const isThirdPartyType = (value: unknown): value is ThirdPartyType =>
  typeof value === 'string' && (thirdPartyTypes as readonly string[]).includes(value);

/** The provider's address; the browser goes there and comes back to /elseLogin/:type. */
async function thirdPartyAuthorizeUrl(type: ThirdPartyType): Promise<string> {
  const redirectUri = new URL(href('/elseLogin/:type', { type: type }), window.location.origin).toString();
  const { data } = await startThirdPartyLogin({ thirdPartyType: type, redirectUri }, { silent: true });
  return data.authorizeUrl;
}

/**
 * Sends the player to the provider's consent page, which comes back to /elseLogin/:type. Inside
 * the native app the app signs in with the provider's own SDK instead (bridge "third login"),
 * and the page stays: 'app' tells the caller so.
 */
export async function beginThirdPartyLogin(type: ThirdPartyType): Promise<'app' | 'redirect'> {
  if (appBridge.thirdLogin(type)) return 'app';
  window.location.assign(await thirdPartyAuthorizeUrl(type));
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
  const attempt = await attemptLogin({ grantType: 'third_party', authenticationCode: data.ticket, thirdPartyType: type, merchantCode });
  // Third-party accounts have no second factor; a challenge here would be a server fault.
  if (attempt.kind !== 'done') throw new Error(`third-party login was challenged with ${attempt.pending.code}`);
  return { result: attempt.result, newAccount: data.newAccount };
}
