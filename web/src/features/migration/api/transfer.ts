/** Moving a legacy-site account over (SPEC §4 "Account transfer"). */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { confirmTransfer, getGetTransferRecordQueryKey, getTransferRecord, setTransferPassword } from '../../../../../generated/phoenix/migration';
import { dataOf } from '../../../api/data-of';
import { refreshBalance, refreshPlayer } from '../../../api/player';
import { encryptPassword } from '../../../api/platform';
import { playerQuery } from '../../../lib/query/query-client';

/** The record step's data (legacy name, balance, points): the player's, gone with a logout. */
export function useTransferRecord(enabled: boolean) {
  return useQuery({
    ...playerQuery(
      queryOptions({
        queryKey: getGetTransferRecordQueryKey(),
        queryFn: ({ signal }) => getTransferRecord(undefined, { signal, silent: true }).then(dataOf),
        staleTime: 0,
      }),
    ),
    enabled,
  });
}

/** Set-password changes the player (transferPasswordSet): refetch it (SPEC §4 "Account transfer"). */
export async function saveTransferPassword(password: string): Promise<void> {
  await setTransferPassword({ newPwd: await encryptPassword(password) }, { silent: true });
  await refreshPlayer();
}

/** The transfer changes the player (transferStatus) and brings the legacy balance over. */
export function useTransferLegacyAccount() {
  return useMutation({
    mutationFn: async () => {
      await confirmTransfer(undefined, { silent: true });
      await Promise.all([refreshPlayer(), refreshBalance()]);
    },
  });
}
