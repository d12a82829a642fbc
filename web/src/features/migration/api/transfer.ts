/** Moving a legacy-site account over (SPEC §4 "Account transfer"). */
import { useMutation, useQuery } from '@tanstack/react-query';
import { confirmTransfer, getTransferRecord, setTransferPassword } from '#generated/phoenix/migration.ts';
import { refreshBalance, refreshPlayer } from '#web/api/player.ts';
import { encryptPassword } from '#web/api/platform.ts';
import { playerQuery } from '#web/lib/query/query-client.ts';
import { apiQuery } from '#web/api/api-query.ts';

/** The record step's data (legacy name, balance, points): the player's, gone with a logout. */
export function useTransferRecord(enabled: boolean) {
  return useQuery({
    ...playerQuery(apiQuery({ getTransferRecord }, undefined, { silent: true, staleTime: 0 })),
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
