import { logout } from '#generated/auth/auth.ts';
import { forgetLogin } from '../lib/crypto/remembered-login';
import { endSession } from './session';

/**
 * Ends the session (SPEC §4 "Logout"): tells the server when it still can, then forgets the
 * player on this device, the remembered login included (PRODUCT.md). Where to go next is the
 * caller's (/ or a given route). A session that ends by itself (expiry, -130) keeps the
 * remembered login, so the form comes back filled in.
 */
export async function signOut({ forgetRemembered = true }: { forgetRemembered?: boolean } = {}): Promise<void> {
  try {
    await logout(undefined, { silent: true });
  } catch {
    // The session may already be gone on the server (-130); the local part still happens.
  } finally {
    if (forgetRemembered) forgetLogin();
    endSession();
  }
}
