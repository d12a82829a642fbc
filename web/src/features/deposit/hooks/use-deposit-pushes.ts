import { useIsLoggedIn } from '#web/api/player.ts';
import { queryClient } from '#web/lib/query/query-client.ts';
import { usePushTopic } from '#web/lib/socket/use-push-topic.ts';
import { depositChannelsQueryOptions, depositOrderQueryOptions } from '../api/deposit';

/**
 * The `deposit` push while the deposit page is open: the order it names takes its new status at
 * once (the order panel follows, and says "paid"), and the limits are read again (an order that
 * failed no longer counts). The header's balance follows the `wallet` push on its own.
 */
export function useDepositPushes(): void {
  const loggedIn = useIsLoggedIn();
  usePushTopic(
    'deposit',
    (data) => {
      queryClient.setQueryData(depositOrderQueryOptions(data.orderNo).queryKey, (order) =>
        order ? { ...order, status: data.status, settledAt: data.status === 'PENDING' ? null : data.time } : order,
      );
      void queryClient.invalidateQueries({ queryKey: depositChannelsQueryOptions().queryKey });
    },
    { enabled: loggedIn },
  );
}
