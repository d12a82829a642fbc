/**
 * The logged-in player as the server knows it (SPEC §3 "User"): the user and the wallets, held in
 * the query cache only (STYLE.md "Server state"). The session (./session) loads them; components
 * read them with the hooks below; code outside React with `currentPlayer()` and `isLoggedIn()`.
 * Both queries are the player's (`playerMeta`): a logout removes them.
 */
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { getBalance, getUserInfo, type UserInfo, type Wallet } from '#generated/phoenix/player.ts';
import type { WalletData } from '#generated/socket/socket.zod.ts';
import { playerQuery, queryClient } from '../lib/query/query-client';
import { useUserStore } from '../stores/user';
import { apiQuery } from './api-query';

export type { UserInfo, Wallet };

/**
 * getUserInfo. Loaded by the session, refreshed by the mutations that change it (refreshPlayer);
 * never refetched on its own.
 */
export const playerQueryOptions = () =>
  playerQuery(apiQuery({ getUserInfo }, undefined, { silent: true, staleTime: Infinity }));

/**
 * getBalance: the wallets, COMMON first. Seeded from the user the session loads, kept current by
 * the `wallet` push (applyWalletUpdate) and refetched after a minute when a screen asks again.
 */
export const balanceQueryOptions = () =>
  playerQuery(apiQuery({ getBalance }, undefined, { silent: true, staleTime: 60_000 }));

/** SPEC §4: a player with userNamePwdStatus 0 is still in the silent first-time set-up. */
const isSetUp = (player: UserInfo): boolean => player.userNamePwdStatus !== 0;

/** Fetches the player (and with it the wallets) into the cache. */
export async function loadPlayer(): Promise<UserInfo> {
  const player = await queryClient.fetchQuery({ ...playerQueryOptions(), staleTime: 0 });
  queryClient.setQueryData(balanceQueryOptions().queryKey, player.wallets);
  return player;
}

// Invalidate (every reader sees the entry as stale), then, while the session lasts, fetch it with
// its own options: an entry a seed wrote has no request of its own to repeat.

/** After a mutation that changed the player (a transfer password, a transfer). */
export async function refreshPlayer(): Promise<void> {
  const options = playerQueryOptions();
  await queryClient.invalidateQueries({ queryKey: options.queryKey, refetchType: 'none' });
  if (useUserStore.getState().webToken) await queryClient.fetchQuery(options);
}

/** After something moved money the push did not report (a transfer from the legacy site). */
export async function refreshBalance(): Promise<void> {
  const options = balanceQueryOptions();
  await queryClient.invalidateQueries({ queryKey: options.queryKey, refetchType: 'none' });
  if (useUserStore.getState().webToken) await queryClient.fetchQuery(options);
}

/** The cached player while a session is on, for code outside React. */
export function currentPlayer(): UserInfo | undefined {
  if (!useUserStore.getState().webToken) return undefined;
  return queryClient.getQueryData(playerQueryOptions().queryKey);
}

/** SPEC §4: logged in = a session whose player is loaded and has finished the first-time set-up. */
export function isLoggedIn(): boolean {
  const player = currentPlayer();
  return player !== undefined && isSetUp(player);
}

/**
 * A `wallet` push (openapi/socket.yaml WalletData): the wallet of that type and currency takes
 * the pushed amount; a currency the player did not have yet is added. Nothing is cached without a
 * session, so a push that arrives after a logout writes nothing.
 */
export function applyWalletUpdate(update: WalletData): void {
  queryClient.setQueryData(balanceQueryOptions().queryKey, (wallets) => {
    if (!wallets) return undefined;
    const matches = (wallet: Wallet) => wallet.walletType === update.walletType && wallet.currency === update.currency;
    const next: Wallet = { walletType: update.walletType, currency: update.currency, amount: update.amount };
    return wallets.some(matches) ? wallets.map((wallet) => (matches(wallet) ? next : wallet)) : [...wallets, next];
  });
}

const useHasSession = () => useUserStore((state) => state.webToken !== null);

/**
 * The player while a session is on (during the first-time set-up too). Only reads the cache: the
 * session loads the player, a component never starts that request.
 */
export function usePlayer(): UserInfo | undefined {
  const hasSession = useHasSession();
  const { data } = useQuery({ ...playerQueryOptions(), enabled: false });
  return hasSession ? data : undefined;
}

export function useIsLoggedIn(): boolean {
  const player = usePlayer();
  return player !== undefined && isSetUp(player);
}

const noWallets: Wallet[] = [];

/** The player's wallets, live (the `wallet` push writes into the same cache entry). */
export function useWallets(): Wallet[] {
  const loggedIn = useIsLoggedIn();
  const { data } = useQuery({ ...balanceQueryOptions(), enabled: loggedIn });
  return loggedIn ? (data ?? noWallets) : noWallets;
}

/**
 * A player's paged or filtered read for a screen: asked only while a player is in and `enabled`;
 * another page or filter keeps the last answer on screen until it arrives.
 */
export function usePlayerPages<Data>(options: UseQueryOptions<Data, Error, Data, QueryKey>, enabled = true) {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...options, enabled: loggedIn && enabled, placeholderData: keepPreviousData });
}
