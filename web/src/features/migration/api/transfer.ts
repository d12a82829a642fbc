/** Moving a legacy-site account over (SPEC §4 "Account transfer"). */
import { confirmTransfer, setTransferPassword, useGetTransferRecord } from '../../../../../generated/phoenix/phoenix';
import { encryptPassword } from '../../../api/platform';
import { loadUser } from '../../../api/session';

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
