import { Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '#web/lib/paths.ts';
import type { DepositLimitStatus } from '../api/deposit';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';

/** The deposit limits the player set, with what remains today, this week and this month. */
export function LimitsPanel({ limits }: { limits: readonly DepositLimitStatus[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="deposit-limits-title">
      <Stack gap="xs">
        <Text id="deposit-limits-title" fw={700} size="sm">
          {t('deposit.limitsTitle')}
        </Text>
        {limits.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('deposit.noLimits')}
          </Text>
        ) : (
          limits.map((limit) => (
            <div key={limit.period}>
              <Text size="sm">{t(`deposit.remaining.${limit.period}`, { amount: formatFullAmount(limit.remaining, limit.currency) })}</Text>
              <Progress
                value={limit.limit > 0 ? Math.min(100, (limit.used / limit.limit) * 100) : 100}
                color={limit.remaining === 0 ? 'red' : 'blue'}
                size="sm"
                aria-label={t(`deposit.periods.${limit.period}`)}
              />
              <Text size="xs" c="dimmed">
                {t('deposit.limitOf', { used: formatFullAmount(limit.used, limit.currency), limit: formatFullAmount(limit.limit, limit.currency) })}
              </Text>
            </div>
          ))
        )}
        <Text size="xs">
          <Link to={href('/account/responsible-gaming')}>{t('deposit.changeLimits')}</Link>
        </Text>
      </Stack>
    </Paper>
  );
}
