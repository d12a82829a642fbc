/**
 * Deposits (SPEC §7): the channels with the player's limits, the banks, the crypto networks, the
 * three ways to open an order, and an order's status. Reads are the player's queries; opening an
 * order refreshes the channels (their limits now count it) and seeds the order's own query. The
 * calls are silent: the page shows refusals itself, with the limit or the break they name.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  createBankDeposit,
  createCryptoDeposit,
  getCryptoDepositChannels,
  getDepositBanks,
  getDepositChannels,
  getDepositOrder,
  startBuyCrypto,
  type BankDepositRequest,
  type BuyCryptoRequest,
  type CryptoDepositRequest,
  type DepositOrder,
} from '#generated/phoenix/cashier.ts';
import { dataOf } from '#web/api/data-of.ts';
import { playerQuery, queryClient } from '#web/lib/query/query-client.ts';

export type {
  CryptoDepositChannel,
  CryptoNetwork,
  DepositAmountRange,
  DepositBank,
  DepositBreak,
  DepositChannel,
  DepositChannelCode,
  DepositChannels,
  DepositLimitStatus,
  DepositOrder,
  DepositOrderStatus,
} from '#generated/phoenix/cashier.ts';
import { apiQuery } from '#web/api/api-query.ts';

/** The channels, the player's limits with what remains, and a break if one runs. */
export const depositChannelsQueryOptions = () =>
  playerQuery(apiQuery({ getDepositChannels }, undefined, { silent: true, staleTime: 30_000 }));

const depositBanksQueryOptions = () =>
  playerQuery(apiQuery({ getDepositBanks }, undefined, { silent: true, staleTime: 10 * 60_000 }));

const cryptoChannelsQueryOptions = () =>
  playerQuery(apiQuery({ getCryptoDepositChannels }, undefined, { silent: true, staleTime: 60_000 }));

/** How often a pending order is read again besides its push: a missed push never leaves it stale for long. */
const PENDING_ORDER_POLL_MS = 15_000;

export const depositOrderQueryOptions = (orderId: string) =>
  playerQuery(apiQuery({ getDepositOrder }, { orderId }, { silent: true, refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? PENDING_ORDER_POLL_MS : false) }));

export const useDepositChannels = () => useQuery(depositChannelsQueryOptions());
export const useDepositBanks = () => useQuery(depositBanksQueryOptions());
export const useCryptoChannels = () => useQuery(cryptoChannelsQueryOptions());
export const useDepositOrder = (orderId: string | null) => useQuery({ ...depositOrderQueryOptions(orderId ?? ''), enabled: orderId !== null });

/** A new or changed order: its query holds it, and the limits (which count pending orders) are read again. */
function rememberOrder(order: DepositOrder): void {
  queryClient.setQueryData(depositOrderQueryOptions(order.orderId).queryKey, order);
  void queryClient.invalidateQueries({ queryKey: depositChannelsQueryOptions().queryKey });
}

type NewDeposit =
  | ({ channel: 'BANK' } & Pick<BankDepositRequest, 'bankCode' | 'amount'>)
  | ({ channel: 'VIRTUAL' } & Pick<CryptoDepositRequest, 'amount' | 'currency' | 'network'>)
  | ({ channel: 'BUY_CRYPTO' } & Pick<BuyCryptoRequest, 'amount' | 'returnPath'>);

async function openDeposit(request: NewDeposit): Promise<DepositOrder> {
  const silent = { silent: true };
  switch (request.channel) {
    case 'BANK':
      return dataOf(await createBankDeposit({ bankCode: request.bankCode, amount: request.amount }, silent));
    case 'VIRTUAL':
      return dataOf(await createCryptoDeposit({ amount: request.amount, currency: request.currency, network: request.network }, silent));
    case 'BUY_CRYPTO':
      return dataOf(await startBuyCrypto({ amount: request.amount, returnPath: request.returnPath }, silent));
  }
}

export function useOpenDeposit() {
  return useMutation({
    mutationFn: openDeposit,
    onSuccess: rememberOrder,
    // A refusal says the limits or the break changed since they were read (another device, a new setting): read them again.
    onError: () => void queryClient.invalidateQueries({ queryKey: depositChannelsQueryOptions().queryKey }),
  });
}
