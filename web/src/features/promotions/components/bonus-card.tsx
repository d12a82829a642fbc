import { Anchor, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { wageringProgress } from '#common/wagering.ts';
import type { Bonus } from '#web/api/bonuses.ts';
import { showToast } from '#web/components/toast.tsx';
import { errorMessage } from '#web/lib/http/error-message.ts';
import { href } from '#web/lib/paths.ts';
import { useReleaseBonus } from '../api/promotions';
import { useFormats } from '../hooks/use-formats';
import { timeLeft } from '../utils/time-left';

/**
 * A bonus of the player: what it holds, its wagering as a bar, the time left on the server's clock
 * and its maximum stake while wagering; release once met, give up (behind the forfeit preview)
 * while it runs. A closed one says how it ended.
 */
export function BonusCard({ bonus, now, onGiveUp }: { bonus: Bonus; now: number; onGiveUp: (bonus: Bonus) => void }) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormats();
  const release = useReleaseBonus();
  const c = bonus.currency;
  const progress = wageringProgress(bonus.wageringDone, bonus.wageringRequired);
  const active = bonus.status === 'ACTIVE';
  const left = timeLeft(Date.parse(bonus.expiresAt), now);
  const titleId = `bonus-${bonus.bonusId}`;
  const tone = active ? (progress.met ? 'teal' : 'blue') : 'gray';
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" id={titleId}>
            {bonus.title}
          </Title>
          <Badge variant="light" color={tone} c="gray.9" style={{ flexShrink: 0 }}>
            {t(active && progress.met ? 'promo.bonus.met' : `promo.bonus.status.${bonus.status}`)}
          </Badge>
        </Group>
        <Group gap="lg">
          <Text size="sm">
            {t('promo.bonus.amount')} <strong>{money(bonus.amount, c)}</strong>
          </Text>
          <Text size="sm">
            {t('promo.bonus.balance')} <strong>{money(bonus.balance, c)}</strong>
          </Text>
        </Group>
        {active ? (
          <>
            <Progress value={progress.percent} size="lg" radius="xl" color={progress.met ? 'teal' : 'blue'} aria-label={t('promo.bonus.progressLabel', { title: bonus.title, percent: progress.percent })} />
            <Group gap="xs" justify="space-between">
              <Text size="sm">{t('promo.bonus.wagering', { done: money(bonus.wageringDone, c), required: money(bonus.wageringRequired, c), percent: progress.percent })}</Text>
              <Anchor component={Link} size="sm" to={href('/account/bonus-wagering', { bonusId: bonus.bonusId })} aria-label={t('promo.bonus.wageringChartFor', { title: bonus.title })}>
                {t('promo.bonus.wageringChart')}
              </Anchor>
            </Group>
            <Text size="sm" c="dimmed">
              {t(`promo.time.${left.key}`, left.values)} · {t('promo.bonus.expires', { date: dateTime(bonus.expiresAt) })}
            </Text>
            <Text size="sm" c="dimmed">
              {bonus.maxStake !== null ? t('promo.bonus.maxStake', { amount: money(bonus.maxStake, c) }) : t('promo.bonus.noMaxStake')}
            </Text>
            {bonus.freeSpins ? <Text size="sm">{t('promo.bonus.freeSpinsLeft', { left: bonus.freeSpins.roundsLeft })}</Text> : null}
            <Group gap="xs" mt={4}>
              {bonus.releasable ? (
                <Button
                  loading={release.isPending}
                  aria-label={t('promo.bonus.releaseFor', { title: bonus.title })}
                  // A released bonus moves to the closed list and this card unmounts before mutate's
                  // own callbacks would run: the promise's still do.
                  onClick={() =>
                    void release.mutateAsync(bonus.bonusId).then(
                      (result) => showToast(t('promo.bonus.released', { amount: money(result.moved, c) }), 'success'),
                      (error: unknown) => showToast(errorMessage(error, t), 'error'),
                    )
                  }
                >
                  {t('promo.bonus.release')}
                </Button>
              ) : null}
              <Button variant="default" color="red" aria-label={t('promo.bonus.giveUpFor', { title: bonus.title })} onClick={() => onGiveUp(bonus)}>
                {t('promo.bonus.giveUp')}
              </Button>
            </Group>
          </>
        ) : bonus.closedAt ? (
          <Text size="sm" c="dimmed">
            {t('promo.bonus.closedAt', { date: dateTime(bonus.closedAt) })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
