/** The logged-in player's account: deletion. */
import { useMutation } from '@tanstack/react-query';
import { deleteAccount } from '#generated/phoenix/account.ts';
import { encryptPassword } from '#web/api/platform.ts';
import { signOut } from '#web/api/sign-out.ts';

interface AccountDeletion {
  password: string;
  reason?: string;
}

/**
 * Deletes the account, then ends the session, which removes every query of the player (SPEC §4
 * "account deletion": clear all user data). The caller then leaves for /.
 */
async function deleteMyAccount({ password, reason }: AccountDeletion): Promise<void> {
  await deleteAccount({ password: await encryptPassword(password), ...(reason ? { reason } : {}) }, { silent: true });
  await signOut();
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}
