import { Alert, Button, Center, Group, Loader, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '#web/components/page-frame.tsx';
import { showToast } from '#web/components/toast.tsx';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { usePushTopic } from '#web/lib/socket/use-push-topic.ts';
import { refreshWithdrawals, useCurrentWithdrawal, useWithdrawChannels, useWithdrawConfig } from '../api/withdrawal';
import { CurrentOrder } from './current-order';
import { WithdrawForm } from './withdraw-form';

/**
 * /account/withdraw: the open order if there is one (live from the `withdraw` push, cancel while
 * pending), otherwise the channel, its limits and fee, and the form. Only COMMON money can be
 * withdrawn; cooling-off and self-exclusion never stop a withdrawal.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const [channel, setChannel] = useState<'BANK' | 'CRYPTO'>('BANK');
  const channels = useWithdrawChannels();
  const config = useWithdrawConfig();
  const current = useCurrentWithdrawal();

  usePushTopic('withdraw', (push) => {
    const amount = formatFullAmount(push.amount, push.currency, i18n.language);
    if (push.status === 'SUCCESS') showToast(t('withdrawal.push.paid', { amount }), 'success');
    if (push.status === 'FAILED') showToast(t('withdrawal.push.failed', { amount }), 'warning');
    refreshWithdrawals().catch((error: unknown) => console.error('[withdraw] refresh after push failed', error));
  });

  const loading = channels.isPending || config.isPending || current.isPending;
  const failed = channels.isError || config.isError || current.isError;

  let body: React.ReactNode;
  if (loading) {
    body = (
      <Center py="xl" role="status" aria-label={t('withdrawal.loading')}>
        <Loader />
      </Center>
    );
  } else if (failed) {
    body = (
      <Stack gap="sm">
        <Alert color="red" variant="light" role="alert">
          {t('withdrawal.loadError')}
        </Alert>
        <Button variant="default" onClick={() => void Promise.all([channels.refetch(), config.refetch(), current.refetch()])}>
          {t('withdrawal.retry')}
        </Button>
      </Stack>
    );
  } else if (current.data) {
    body = <CurrentOrder order={current.data} />;
  } else {
    const cfg = config.data!;
    const offered = channels.data!.filter((c) => c.currencies.includes(cfg.currency) && cfg.channels.some((l) => l.channel === c.channel));
    const chosen = offered.find((c) => c.channel === channel) ?? offered[0];
    const limits = cfg.channels.find((l) => l.channel === chosen?.channel);
    const money = (amount: number) => formatFullAmount(amount, cfg.currency, i18n.language);
    body = (
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t('withdrawal.available')}
              </Text>
              <Text fw={700} size="xl">
                {money(cfg.available)}
              </Text>
            </Stack>
            <Text size="sm" c="dimmed">
              {t('withdrawal.todayLeft', { count: cfg.dailyCountLeft, amount: money(cfg.dailyAmountLeft) })}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mt="xs">
            {t('withdrawal.commonOnly')}
          </Text>
        </Paper>
        <SegmentedControl
          fullWidth
          aria-label={t('withdrawal.channel')}
          value={chosen?.channel ?? 'BANK'}
          onChange={(value) => setChannel(value as 'BANK' | 'CRYPTO')}
          data={offered.map((c) => ({ value: c.channel, label: t(`withdrawal.channels.${c.channel}`) }))}
        />
        {chosen && (
          <Text size="sm" c="dimmed">
            {t('withdrawal.arrival', { hours: chosen.arrivalHours })}
          </Text>
        )}
        {chosen && limits ? (
          <WithdrawForm key={chosen.channel} channel={chosen.channel} config={cfg} limits={limits} routes={chosen.networks} />
        ) : (
          <Alert color="gray">{t('withdrawal.noChannel')}</Alert>
        )}
      </Stack>
    );
  }

  return (
    <PageFrame title={t('pages.withdraw')}>
      <Stack gap="md" maw={560}>
        {body}
      </Stack>
    </PageFrame>
  );
}
