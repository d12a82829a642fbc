/**
 * What every way in ends with (SPEC §4 "Login"): login, registration and a third-party login all
 * finish here, so it sits in the shared API tier, not in any one feature.
 */
import type { LoginResult } from '#generated/components/schemas/loginResult.zod.ts';
import type { UserInfo } from '#generated/phoenix/player.ts';
import { completeFirstSetup, FirstSetupRequestModifyType } from '#generated/phoenix/access.ts';
import { openDialog } from '../lib/dialogs/dialog-flags';
import { changeLanguage, currentLanguage } from '../lib/i18n/i18n';
import { isLanguage } from '../lib/i18n/languages';
import { useUserStore } from '../stores/user';
import { generatePassword } from '../lib/crypto/generated-password';
import { LocalizedError } from '../lib/http/errors';
import { stripLoginNamePrefix } from '../lib/validation/validation';
import { recordFingerprint } from './fingerprint';
import { encryptPassword, ensureCommonConfig } from './platform';
import { refreshSession, startSession } from './session';
import { signOut } from './sign-out';

/**
 * SPEC §7 "modifyType 5 or 6 by status" (openapi completeFirstSetup: 5 sets the login name and
 * the password, 6 the password only). The status is the account's name: one that already is the
 * name the set-up gives (prefix + the lower-cased login, as phone and third-party registrations
 * get) only needs its password (6); any other name is set too (5).
 */
export function firstSetupModifyType(loginName: string, setUpName: string): FirstSetupRequestModifyType {
  return loginName === setUpName ? FirstSetupRequestModifyType.NUMBER_6 : FirstSetupRequestModifyType.NUMBER_5;
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
  const setUpName = loginNamePrefix + bare;
  const { data } = await completeFirstSetup(
    {
      modifyType: firstSetupModifyType(user.loginName, setUpName),
      lastUpdatedBy: user.loginName.toLowerCase(),
      modifyLoginName: setUpName,
      newPassword: await encryptPassword(generatePassword()),
      id: user.id,
    },
    { silent: true },
  );
  const refreshed = await refreshSession(data.refresh_token);
  useUserStore.getState().setNewRegistration(true);
  return refreshed;
}

/**
 * Runs the set-up; a failure ends the session it started from (server and device) instead of
 * leaving a half-set-up player behind, and says so (errors.setupFailed). The error policy has
 * already acted on session codes (-130, 1008, 401) by then.
 */
async function setUpOrSignOut(user: UserInfo): Promise<UserInfo> {
  try {
    return await firstTimeSetup(user);
  } catch (cause) {
    await signOut({ forgetRemembered: false });
    throw new LocalizedError('errors.setupFailed', { cause });
  }
}

interface FinishOptions {
  /** A registration: raise the new-registration flag (the welcome dialog). */
  registered?: boolean;
}

/**
 * What every successful login does (SPEC §4): store the token, load the user, run the silent
 * first-time set-up when the account needs it (the player counts as logged in only once it has
 * finished: ./player isLoggedIn), raise the notice dialog's flag, record the device, and switch to
 * the player's language (which reloads the page when it differs).
 */
export async function finishLogin(result: LoginResult, options: FinishOptions = {}): Promise<UserInfo> {
  let user = await startSession(result);
  if (user.userNamePwdStatus === 0) user = await setUpOrSignOut(user);
  else if (options.registered) useUserStore.getState().setNewRegistration(true);
  // A password the system chose: suggest setting one, except right after registering (the
  // welcome dialogs come first, and a new account by phone is expected to log in by code).
  if (result.showUpdWinFlag && !useUserStore.getState().isNewRegistration) useUserStore.getState().setLoginNotice('setPassword');
  // SPEC §4 "Notice dialog: shown after the login fetch": it shows the unread important notices, if any.
  openDialog('notice-dialog');
  void recordFingerprint(user);
  const language = user.locale;
  if (isLanguage(language) && language !== currentLanguage()) changeLanguage(language);
  return user;
}
