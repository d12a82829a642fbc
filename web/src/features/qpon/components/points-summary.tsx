import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '#web/api/player.ts';
import { PartFailed } from '#web/components/part-failed.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { useCustomerPoints } from '../api/points';
import { formatPoints } from '../utils/coupon-text';

/** The player's points, the next that expire (and when), and how points are earned (the server's rule). */
export function PointsSummary() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const timeZone = usePlayer()?.timeZone;
  const points = useCustomerPoints();
  if (points.isError) return <PartFailed what={t('qpon.points.title')} onRetry={() => void points.refetch()} retrying={points.isFetching} />;
  const data = points.data;
  const next = data?.expiring[0];
  const yen = (amount: number) => formatFullAmount(amount, 'JPY', locale);
  return (
    <Paper component="section" aria-labelledby="qpon-points-title" withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text id="qpon-points-title" size="sm" fw={700}>
            {t('qpon.points.title')}
          </Text>
          {data ? (
            <Text fz={32} fw={800} lh={1.1} c="crimson.9" role="status">
              {t('qpon.points.amount', { points: formatPoints(data.balance, locale) })}
            </Text>
          ) : (
            <Skeleton height={36} width={140} />
          )}
        </Stack>
        {data ? (
          <Text size="sm" c="dimmed">
            {next ? t('qpon.points.expiring', { points: formatPoints(next.points, locale), date: formatDate(next.expiresAt, { locale, timeZone }) }) : t('qpon.points.noneExpiring')}
          </Text>
        ) : null}
      </Group>
      {data ? (
        <Text size="xs" c="dimmed" mt="xs">
          {t('qpon.points.rule', { stake: yen(data.earnRules.stakePerPoint), deposit: yen(data.earnRules.depositPerPoint), days: data.earnRules.validityDays })}
        </Text>
      ) : null}
    </Paper>
  );
}
