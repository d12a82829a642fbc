/** Moving money between the player's own COMMON and PROMOTION wallets (SPEC §7 "transfer"). */
import { useMutation } from '@tanstack/react-query';
import { transferBetweenWallets, type WalletTransferRequest } from '../../../../../generated/phoenix/wallet';
import { dataOf } from '../../../api/data-of';
import { balanceQueryOptions } from '../../../api/player';
import { queryClient } from '../../../lib/query/query-client';

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
