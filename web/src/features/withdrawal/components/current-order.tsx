import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '#web/components/toast.tsx';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { formatDate } from '#web/lib/format/format.ts';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { useCancelWithdrawal, type WithdrawalOrder } from '../api/withdrawal';

// The dot carries the colour; the words stay dark, so they keep WCAG AA contrast.
const STATUS_COLOR: Record<WithdrawalOrder['status'], string> = { PENDING: 'orange', PAID: 'green', FAILED: 'red', REJECTED: 'red', CANCELLED: 'gray' };

function destinationLine(order: WithdrawalOrder, t: (key: string) => string): string {
  const { destination } = order;
  if (destination.kind === 'BANK') return `${destination.bankName} ${destination.branchName} ${t(`withdrawal.accountTypes.${destination.accountType}`)} ${destination.accountNumber} ${destination.accountHolder}`;
  return `${destination.coin} (${destination.network}) ${destination.address}`;
}

/** The open order: what was held, what arrives, where to; cancel while it is pending, after a confirmation. */
export function CurrentOrder({ order }: { order: WithdrawalOrder }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const cancelling = useCancelWithdrawal();
  const money = (amount: number) => formatFullAmount(amount, order.currency, i18n.language);

  const cancel = async () => {
    try {
      await cancelling.mutateAsync(order.orderId);
      showToast(t('withdrawal.order.cancelled', { amount: money(order.amount) }), 'success');
    } catch (error) {
      showToast(errorMessage(error, t), 'error');
    } finally {
      setConfirming(false);
    }
  };

  const row = (label: string, value: string) => (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      <Text component="dd" size="sm" fw={600} m={0} ta="right" style={{ wordBreak: 'break-all' }}>
        {value}
      </Text>
    </Group>
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="current-withdrawal">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text id="current-withdrawal" fw={700}>
            {t('withdrawal.order.title')}
          </Text>
          <Badge color={STATUS_COLOR[order.status]} variant="dot" size="lg" c="dark">
            {t(`withdrawal.status.${order.status}`)}
          </Badge>
        </Group>
        <Stack gap={6} component="dl" m={0}>
          {row(t('withdrawal.order.number'), order.orderId)}
          {row(t('withdrawal.order.amount'), money(order.amount))}
          {row(t('withdrawal.order.fee'), money(order.fee))}
          {row(t('withdrawal.order.receive'), money(order.receiveAmount))}
          {row(t('withdrawal.order.destination'), destinationLine(order, t))}
          {row(t('withdrawal.order.createdAt'), formatDate(order.createdAt, { withTime: true, locale: i18n.language }))}
        </Stack>
        <Text size="sm" c="dimmed">
          {t('withdrawal.order.oneAtATime')}
        </Text>
        {order.cancellable && (
          <Button variant="default" color="red" onClick={() => setConfirming(true)}>
            {t('withdrawal.order.cancel')}
          </Button>
        )}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('withdrawal.order.confirmTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{t('withdrawal.order.confirmText', { amount: money(order.amount) })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={cancelling.isPending}>
              {t('withdrawal.order.keep')}
            </Button>
            <Button color="red" onClick={() => void cancel()} loading={cancelling.isPending}>
              {t('withdrawal.order.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
