import { useBetRecords, invalidateBetRecords } from '#web/api/bet-records.ts';
import { useIsLoggedIn } from '#web/api/player.ts';
import { usePushTopic } from '#web/lib/socket/use-push-topic.ts';

/**
 * The player's net position since `startedAt`: settled bets' payouts less stakes, with the stakes
 * of bets still open counted as spent until they settle. Every real round and every settlement
 * moves the wallet, so each `wallet` push refreshes it. Undefined until both reads are in.
 */
export function useSessionNet(startedAt: number, enabled: boolean): { net: number | undefined; currency: string } {
  const loggedIn = useIsLoggedIn();
  const since = new Date(startedAt).toISOString();
  // Totals only: one record is enough to read them.
  const settled = useBetRecords({ status: 'SETTLED', since, pageSize: 1 }, enabled);
  const open = useBetRecords({ status: 'UNSETTLED', since, pageSize: 1 }, enabled);
  usePushTopic('wallet', () => void invalidateBetRecords(), { enabled: enabled && loggedIn });
  const net = settled.data && open.data ? settled.data.totals.net + open.data.totals.net : undefined;
  return { net, currency: settled.data?.currency ?? 'JPY' };
}
