import { Alert, Button, Center, Loader, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../../components/page-frame';
import { useDepositChannels, type DepositChannelCode, type DepositOrder } from '../api/deposit';
import { useDepositPushes } from '../hooks/use-deposit-pushes';
import { DepositForm } from './deposit-form';
import { OrderPanel } from './order-panel';
import { BreakAlert } from './refusal-alert';

/** The provider's stand-in page sends the player back here with the order it took payment for. */
const RETURNED_ORDER = 'depositOrderId';

/**
 * /account/deposit (SPEC §2, §7): every channel in a tab, the amount with the player's own limits
 * beside it, and once an order is open, where to pay and its live status.
 */
export function Component() {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  const [search, setSearch] = useSearchParams();
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [tab, setTab] = useState<DepositChannelCode>('BANK');
  useDepositPushes();
  const orderId = openedId ?? search.get(RETURNED_ORDER);

  const opened = (order: DepositOrder) => {
    // Buy-crypto: the provider's page takes over; the player comes back with the order id.
    if (order.channel === 'BUY_CRYPTO' && order.payUrl) {
      window.location.assign(order.payUrl);
      return;
    }
    setOpenedId(order.orderId);
  };
  const startOver = () => {
    setOpenedId(null);
    if (search.has(RETURNED_ORDER)) setSearch({}, { replace: true });
  };

  let content: React.ReactNode;
  if (channels.isPending) {
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
  } else if (channels.data.break) {
    content = <BreakAlert onBreak={channels.data.break} />;
  } else {
    content = (
      <Tabs value={tab} onChange={(value) => value && setTab(value as DepositChannelCode)} keepMounted={false}>
        <Tabs.List grow>
          {channels.data.channels.map((c) => (
            <Tabs.Tab key={c.channel} value={c.channel}>
              {t(`deposit.channels.${c.channel}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {channels.data.channels.map((c) => (
          <Tabs.Panel key={c.channel} value={c.channel} pt="md">
            <DepositForm channel={c} limits={channels.data.limits} onOpened={opened} />
          </Tabs.Panel>
        ))}
      </Tabs>
    );
  }

  return <PageFrame title={t('pages.deposit')}>{content}</PageFrame>;
}
