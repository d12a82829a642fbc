/** The logged-in player's account: deletion. */
import { deleteAccount } from '../../../../../generated/phoenix/phoenix';
import { encryptPassword } from '../../../api/platform';
import { signOut } from '../../../api/sign-out';

/** Deletes the account; the caller then leaves for / (SPEC §4 "account deletion"). */
export async function deleteMyAccount(password: string, reason?: string): Promise<void> {
  await deleteAccount({ password: await encryptPassword(password), ...(reason ? { reason } : {}) }, { silent: true });
  await signOut();
}
