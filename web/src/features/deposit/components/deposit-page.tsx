import { Alert, Button, Center, Loader, Stack, Tabs } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '#web/components/page-frame.tsx';
import { useDepositChannels, type DepositChannelCode, type DepositOrder } from '../api/deposit';
import { useDepositPushes } from '../hooks/use-deposit-pushes';
import { DepositForm } from './deposit-form';
import { OrderPanel } from './order-panel';
import { BreakAlert } from './refusal-alert';

/**
 * The order on show and the channel chosen live in the address: a reload or a remount keeps them,
 * and the provider's page sends the player back with the order it took payment for.
 */
const ORDER = 'depositOrderId';
const CHANNEL = 'channel';
const CHANNELS: readonly DepositChannelCode[] = ['BANK', 'VIRTUAL', 'BUY_CRYPTO'];
const isChannel = (value: string | null): value is DepositChannelCode => CHANNELS.includes(value as DepositChannelCode);

/**
 * /account/deposit (SPEC §2, §7): every channel in a tab, the amount with the player's own limits
 * beside it, and once an order is open, where to pay and its live status.
 */
export function Component() {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  // The form draws in the background, in slices, once the channels arrive (drawn at once with the
  // answer it blocked a phone for half a second); the loader stays meanwhile.
  const data = useDeferredValue(channels.data);
  const [search, setSearch] = useSearchParams();
  useDepositPushes();
  const orderId = search.get(ORDER);
  const requested = search.get(CHANNEL);
  const tab: DepositChannelCode = isChannel(requested) ? requested : 'BANK';
  const setTab = (channel: DepositChannelCode) => setSearch({ [CHANNEL]: channel }, { replace: true });

  const opened = (order: DepositOrder) => {
    // Buy-crypto: the provider's page takes over; the player comes back with the order id.
    if (order.channel === 'BUY_CRYPTO' && order.payUrl) {
      window.location.assign(order.payUrl);
      return;
    }
    setSearch({ [CHANNEL]: order.channel, [ORDER]: order.orderId });
  };
  const startOver = () => setSearch({ [CHANNEL]: tab });

  let content: React.ReactNode;
  if (channels.isPending || (channels.isSuccess && data === undefined)) {
    content = (
      <Center py="xl" role="status" aria-label={t('deposit.loading')}>
        <Loader />
      </Center>
    );
  } else if (channels.isError) {
    content = (
      <Stack gap="sm">
        <Alert color="red" variant="light" role="alert">
          {t('deposit.loadError')}
        </Alert>
        <Button variant="default" onClick={() => void channels.refetch()} loading={channels.isFetching}>
          {t('deposit.retry')}
        </Button>
      </Stack>
    );
  } else if (orderId) {
    content = <OrderPanel orderId={orderId} onNewDeposit={startOver} />;
  } else if (data?.break) {
    content = <BreakAlert onBreak={data.break} />;
  } else {
    content = (
      <Tabs value={tab} onChange={(value) => isChannel(value) && setTab(value)} keepMounted={false}>
        <Tabs.List grow>
          {data?.channels.map((c) => (
            <Tabs.Tab key={c.channel} value={c.channel}>
              {t(`deposit.channels.${c.channel}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {data?.channels.map((c) => (
          <Tabs.Panel key={c.channel} value={c.channel} pt="md">
            <DepositForm channel={c} limits={data.limits} onOpened={opened} />
          </Tabs.Panel>
        ))}
      </Tabs>
    );
  }

  return <PageFrame title={t('pages.deposit')}>{content}</PageFrame>;
}
