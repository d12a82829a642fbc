/**
 * The wallet feature's calls: balance records, exchange rates and opening wallets in another
 * currency. The balance itself is the shared tier's (api/player: balanceQueryOptions,
 * refreshBalance), which the header, the pushes and the other money pages share.
 */
import { useMutation } from '@tanstack/react-query';
import {
  createCurrencyAccount,
  getBalanceRecords,
  getExchangeRates,
  type BalanceRecordQuery,
  type ExchangeRate,
} from '#generated/phoenix/wallet.ts';
import { dataOf } from '#web/api/data-of.ts';
import { balanceQueryOptions, usePlayerPages } from '#web/api/player.ts';
import { playerQuery, queryClient } from '#web/lib/query/query-client.ts';
import { apiQuery } from '#web/api/api-query.ts';

export type { BalanceRecord, BalanceRecordQuery, ExchangeRate } from '#generated/phoenix/wallet.ts';
/** The record kinds, in the contract's order (a filter lists them). */
export { BalanceRecordKind } from '#generated/phoenix/wallet.ts';

/** getBalanceRecords: one page of the player's records for these filters, newest first. */
const balanceRecordsQueryOptions = (query: BalanceRecordQuery) =>
  playerQuery(apiQuery({ getBalanceRecords }, query, { staleTime: 10_000 }));

/** The records for `query` while a player is in and `enabled` (a filter the page knows is wrong asks nothing). */
export function useBalanceRecords(query: BalanceRecordQuery, enabled = true) {
  // A page turned or a filter changed keeps the last page on screen until the next arrives.
  return usePlayerPages(balanceRecordsQueryOptions(query), enabled);
}

/** getExchangeRates: public data; kept current by the `currencyRate` push (useLiveRates). */
export const exchangeRatesQueryOptions = () =>
  apiQuery({ getExchangeRates }, undefined, { staleTime: Infinity });

/** A pushed rate takes its currency's place in the rates query; an unknown one is added. */
export function applyRateUpdate(rate: ExchangeRate): void {
  queryClient.setQueryData(exchangeRatesQueryOptions().queryKey, (rates) => {
    if (!rates) return rates;
    const same = (other: ExchangeRate) => other.base === rate.base && other.quote === rate.quote;
    return rates.some(same) ? rates.map((other) => (same(other) ? rate : other)) : [...rates, rate];
  });
}

/**
 * create_account: COMMON and PROMOTION wallets in another currency. The new wallets join the
 * balance query at once (the answer is them), then the balance is fetched again.
 */
export function useOpenCurrencyWallet() {
  return useMutation({
    mutationFn: (currency: string) => createCurrencyAccount({ currency }, { silent: true }).then(dataOf),
    onSuccess: async (opened) => {
      queryClient.setQueryData(balanceQueryOptions().queryKey, (wallets) => (wallets ? [...wallets, ...opened] : wallets));
      await queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey });
    },
  });
}
