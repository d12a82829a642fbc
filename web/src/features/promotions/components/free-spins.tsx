import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLaunchGame } from '#web/api/game-launch.ts';
import { useFreeSpins, type FreeSpin } from '../api/promotions';
import { useFormats } from '../hooks/use-formats';

const playable = (spin: FreeSpin) => (spin.status === 'AVAILABLE' || spin.status === 'ACTIVE') && spin.roundsLeft > 0;

/** The player's free spins: "play" opens their game with the spins' bonusId (SPEC §3 launch data), each spin staked by the house. */
export function FreeSpins() {
  const { t } = useTranslation();
  const { money, dateTime } = useFormats();
  const spins = useFreeSpins().data?.freeSpins ?? [];
  const { launch, launching } = useLaunchGame();
  // Spins still to play, and those whose winnings still count (used up into a bonus); the rest are history.
  const shown = spins.filter((spin) => playable(spin) || (spin.winningsBonusId !== null && spin.status === 'USED')).slice(0, 10);
  if (shown.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="free-spins-title">
      <Title order={2} size="h3" id="free-spins-title">
        {t('promo.freeSpins.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {shown.map((spin) => (
        <Card key={spin.bonusId} withBorder radius="md" padding="sm" component="article" aria-label={spin.gameName}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700} truncate>
                {spin.gameName}
              </Text>
              <Text size="sm">{t('promo.freeSpins.rounds', { left: spin.roundsLeft, rounds: spin.rounds, stake: money(spin.stake, spin.currency) })}</Text>
              <Text size="xs" c="dimmed">
                {spin.winningsBonusId ? t('promo.freeSpins.winnings', { amount: money(spin.winnings, spin.currency) }) : t('promo.freeSpins.winningsToMain')}
              </Text>
              {playable(spin) ? (
                <Text size="xs" c="dimmed">
                  {t('promo.freeSpins.until', { date: dateTime(spin.expiresAt) })}
                </Text>
              ) : null}
            </Stack>
            {playable(spin) ? (
              <Button
                style={{ flexShrink: 0 }}
                loading={launching === spin.gameId}
                aria-label={t('promo.freeSpins.playFor', { game: spin.gameName, left: spin.roundsLeft })}
                onClick={() => launch({ gameId: spin.gameId, providerCode: spin.providerCode, playType: spin.playType, bonusId: spin.bonusId })}
              >
                {t('promo.freeSpins.play')}
              </Button>
            ) : (
              <Badge variant="light" color="gray" c="gray.9" style={{ flexShrink: 0 }}>
                {t('promo.freeSpins.used')}
              </Badge>
            )}
          </Group>
        </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
