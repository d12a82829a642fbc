/**
 * Guest play in the native app (SPEC §6 "guest device login exists in the app only"): the guest
 * grant logs this device in to its own guest account (demo play on play money, no deposits),
 * which becomes the player's own account if they register while playing as the guest.
 */
import { finishLogin } from '#web/api/finish-login.ts';
import { ensureCommonConfig, loginDevice } from '#web/api/platform.ts';
import { isInApp } from '#web/lib/bridge/bridge.ts';
import { attemptLogin } from './login';

export async function playAsGuest(): Promise<void> {
  // The button shows in the app only; the server refuses a guest outside it (109101) all the same.
  if (!isInApp()) throw new Error('guest play is for the native app');
  const { merchantCode } = await ensureCommonConfig();
  const attempt = await attemptLogin({ grantType: 'guest', merchantCode, ...loginDevice() });
  // A guest has no second factor or safety check; a challenge here would be a server fault.
  if (attempt.kind !== 'done') throw new Error(`guest login was challenged with ${attempt.pending.code}`);
  await finishLogin(attempt.result);
}
