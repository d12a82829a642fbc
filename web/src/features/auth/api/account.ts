/** The logged-in player's account: balance, transfer from the legacy site, deletion. */
import {
  confirmTransfer,
  deleteAccount,
  getBalance,
  setTransferPassword,
  useGetTransferRecord,
} from '../../../../../generated/phoenix/phoenix';
import { useUserStore } from '../../../stores/user';
import { encryptPassword } from './platform';
import { loadUser } from './session';
import { signOut } from './sign-out';

export async function refreshWallets(): Promise<void> {
  const { data } = await getBalance(undefined, { silent: true });
  useUserStore.getState().setWallets(data);
}

/** The record step's data (legacy name, balance, points); only asked for when eligible. */
export function useTransferRecord(enabled: boolean) {
  return useGetTransferRecord(undefined, { query: { enabled, select: (response) => response.data, staleTime: 0 } });
}

/** Set-password and confirm-transfer both refresh the user (SPEC §4 "Account transfer"). */
export async function saveTransferPassword(password: string): Promise<void> {
  await setTransferPassword({ newPwd: await encryptPassword(password) }, { silent: true });
  await loadUser();
}

export async function transferLegacyAccount(): Promise<void> {
  await confirmTransfer(undefined, { silent: true });
  await loadUser();
}

/** Deletes the account; the caller then leaves for / (SPEC §4 "account deletion"). */
export async function deleteMyAccount(password: string, reason?: string): Promise<void> {
  await deleteAccount({ password: await encryptPassword(password), ...(reason ? { reason } : {}) }, { silent: true });
  await signOut();
}
