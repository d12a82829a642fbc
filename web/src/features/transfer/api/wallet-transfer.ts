/** Moving money between the player's own COMMON and PROMOTION wallets (SPEC §7 "transfer"). */
import { useMutation } from '@tanstack/react-query';
import { transferBetweenWallets, type WalletTransferRequest } from '#generated/phoenix/wallet.ts';
import { dataOf } from '#web/api/data-of.ts';
import { balanceQueryOptions } from '#web/api/player.ts';
import { queryClient } from '#web/lib/query/query-client.ts';

export type { WalletTransferRequest };

/**
 * The answer carries the wallets after the transfer: they go straight into the balance (the
 * `wallet` pushes say the same a moment later). The form shows a refusal itself (silent).
 */
export function useWalletTransfer() {
  return useMutation({
    mutationFn: async (request: WalletTransferRequest) => dataOf(await transferBetweenWallets(request, { silent: true })),
    onSuccess: (result) => {
      queryClient.setQueryData(balanceQueryOptions().queryKey, result.wallets);
    },
  });
}
