import { Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { wageringProgress } from '#common/wagering.ts';
import type { BonusSummary } from '#web/api/bonuses.ts';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';

/**
 * Under the frame's bar while a bonus is being wagered: the bonus money in play and how far its
 * wagering is, so the player sees each round work it down (the `wallet` push reads it again).
 */
export function BonusStrip({ wagering }: { wagering: BonusSummary }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatFullAmount(amount, wagering.currency, i18n.language);
  const progress = wageringProgress(wagering.wageringDone, wagering.wageringRequired);
  const label = t('gamePlay.bonus.label', { amount: money(wagering.locked), done: money(wagering.wageringDone), required: money(wagering.wageringRequired), percent: progress.percent });
  return (
    <Group component="section" aria-label={t('gamePlay.bonus.title')} gap="xs" wrap="nowrap" px="sm" py={4} bg="dark.7" c="white">
      <Text size="xs" fw={700} style={{ whiteSpace: 'nowrap' }}>
        {t('gamePlay.bonus.title')}
      </Text>
      <Progress value={progress.percent} color="yellow.5" size="sm" style={{ flex: 1, minWidth: 48 }} aria-label={label} />
      <Text size="xs" style={{ whiteSpace: 'nowrap' }} data-testid="bonus-wagering">
        {money(wagering.locked)} · {progress.percent}%
      </Text>
    </Group>
  );
}
