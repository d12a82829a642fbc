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
  // Until the points come, their lines keep their room, written with typical figures and hidden:
  // the card growing when they came pushed the shop's goods down (a layout shift of 0.03).
  const room = { style: { visibility: 'hidden' }, 'aria-hidden': true } as const;
  const rule = data?.earnRules ?? { stakePerPoint: 1_000, depositPerPoint: 1_000, validityDays: 90 };
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
        <Text size="sm" c="dimmed" {...(data ? {} : room)}>
          {next ? t('qpon.points.expiring', { points: formatPoints(next.points, locale), date: formatDate(next.expiresAt, { locale, timeZone }) }) : t('qpon.points.noneExpiring')}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mt="xs" {...(data ? {} : room)}>
        {t('qpon.points.rule', { stake: yen(rule.stakePerPoint), deposit: yen(rule.depositPerPoint), days: rule.validityDays })}
      </Text>
    </Paper>
  );
}
