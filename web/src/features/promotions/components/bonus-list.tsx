import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBonuses, type Bonus } from '#web/api/bonuses.ts';
import { PartFailed } from '#web/components/part-failed.tsx';
import { useServerNow } from '#web/lib/time/use-server-now.ts';
import { BonusCard } from './bonus-card';
import { GiveUpDialog } from './give-up-dialog';

/** The player's bonuses: those being wagered first, then the latest that ended. */
export function BonusList() {
  const { t } = useTranslation();
  const bonuses = useBonuses();
  const now = useServerNow(30_000);
  const [givingUp, setGivingUp] = useState<Bonus | null>(null);
  const list = bonuses.data?.bonuses ?? [];
  const active = list.filter((bonus) => bonus.status === 'ACTIVE');
  const closed = list.filter((bonus) => bonus.status !== 'ACTIVE').slice(0, 6);
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-bonuses-title">
      <Title order={2} size="h3" id="my-bonuses-title">
        {t('promo.bonus.title')}
      </Title>
      {bonuses.isError ? (
        <PartFailed what={t('promo.bonus.title')} onRetry={() => void bonuses.refetch()} />
      ) : !bonuses.data ? (
        <Skeleton height={180} radius="md" />
      ) : active.length === 0 ? (
        <Stack gap={2}>
          <Text fw={700}>{t('promo.bonus.empty')}</Text>
          <Text size="sm" c="dimmed">
            {t('promo.bonus.emptyHint')}
          </Text>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {active.map((bonus) => (
            <BonusCard key={bonus.bonusId} bonus={bonus} now={now} onGiveUp={setGivingUp} />
          ))}
        </SimpleGrid>
      )}
      {closed.length > 0 ? (
        <Stack gap="xs" component="section" aria-labelledby="closed-bonuses-title">
          <Title order={3} size="h5" id="closed-bonuses-title">
            {t('promo.bonus.closed')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {closed.map((bonus) => (
              <BonusCard key={bonus.bonusId} bonus={bonus} now={now} onGiveUp={setGivingUp} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
      <GiveUpDialog bonus={givingUp} onClose={() => setGivingUp(null)} />
    </Stack>
  );
}
