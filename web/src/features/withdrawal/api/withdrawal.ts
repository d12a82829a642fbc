/**
 * Withdrawals (SPEC §7 "Withdraw"): the channels, the limits and fees of a currency, the open
 * order, and the calls that create and cancel one. Creating holds the amount and cancelling
 * gives it back: the `wallet` push moves the header, and the balance is fetched again here too
 * so the page is right even while the socket is reconnecting.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  cancelWithdrawal,
  createBankWithdrawal,
  createVirtualWithdrawal,
  getCurrentWithdrawal,
  getWithdrawChannels,
  getWithdrawConfig,
  type BankWithdrawalRequest,
  type VirtualWithdrawalRequest,
  type WithdrawalOrder,
  type WithdrawChannel,
  type WithdrawConfig,
} from '#generated/phoenix/cashier.ts';
import { dataOf } from '#web/api/data-of.ts';
import { refreshBalance } from '#web/api/player.ts';
import { playerQuery, queryClient } from '#web/lib/query/query-client.ts';
import { apiKey, apiQuery } from '#web/api/api-query.ts';

export type { BankWithdrawalRequest, VirtualWithdrawalRequest, WithdrawalOrder, WithdrawChannel, WithdrawConfig };

/** The channels do not change within a visit. */
const withdrawChannelsQueryOptions = () =>
  playerQuery(apiQuery({ getWithdrawChannels }, undefined, { silent: true, staleTime: Infinity }));

/** Limits, fees and what is left today, in a currency (the player's main one without). */
const withdrawConfigQueryOptions = (currency?: string) =>
  playerQuery(apiQuery({ getWithdrawConfig }, currency ? { currency } : undefined, { silent: true, staleTime: 0 }));

/** The open order, or null. */
const currentWithdrawalQueryOptions = () =>
  playerQuery(apiQuery({ getCurrentWithdrawal }, undefined, { silent: true, staleTime: 0 }));

export const useWithdrawChannels = () => useQuery(withdrawChannelsQueryOptions());
export const useWithdrawConfig = (currency?: string) => useQuery(withdrawConfigQueryOptions(currency));
export const useCurrentWithdrawal = () => useQuery(currentWithdrawalQueryOptions());

/** After an order changed: the open order, what is left today, and the balance. */
export async function refreshWithdrawals(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: currentWithdrawalQueryOptions().queryKey }),
    // Every currency's config: the daily count and the available balance moved.
    queryClient.invalidateQueries({ queryKey: apiKey('getWithdrawConfig') }),
    refreshBalance(),
  ]);
}

type CreateWithdrawal = { channel: 'BANK'; request: BankWithdrawalRequest } | { channel: 'CRYPTO'; request: VirtualWithdrawalRequest };

/** Creates an order; the form shows a refusal itself (silent), under its field where the contract names one. */
export function useCreateWithdrawal() {
  return useMutation({
    mutationFn: async (create: CreateWithdrawal): Promise<WithdrawalOrder> => {
      const response = create.channel === 'BANK' ? await createBankWithdrawal(create.request, { silent: true }) : await createVirtualWithdrawal(create.request, { silent: true });
      return dataOf(response);
    },
    onSuccess: (order) => {
      queryClient.setQueryData(currentWithdrawalQueryOptions().queryKey, order);
      return refreshWithdrawals();
    },
  });
}

export function useCancelWithdrawal() {
  return useMutation({
    mutationFn: async (orderId: string) => dataOf(await cancelWithdrawal({ orderId }, { silent: true })),
    onSettled: () => refreshWithdrawals(),
  });
}
