import { logout } from '../../../../../generated/auth/auth';
import { useUserStore } from '../../../stores/user';

/** Ends the session: tells the server when it still can, then forgets the player. */
export async function signOut(): Promise<void> {
  try {
    await logout(undefined, { silent: true });
  } catch {
    // The session may already be gone on the server (-130); the local part still happens.
  } finally {
    useUserStore.getState().clearUser();
  }
}
