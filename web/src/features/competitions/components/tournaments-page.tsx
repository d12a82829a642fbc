import { Anchor, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '#web/components/page-frame.tsx';
import { PartFailed } from '#web/components/part-failed.tsx';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { href } from '#web/lib/paths.ts';
import { useServerNow } from '#web/lib/time/use-server-now.ts';
import { useTournaments, type Tournament } from '../api/tournaments';
import { formatScore, formatTimeLeft } from '../utils/tournament';
import { StatusBadge } from './status-badge';

const SECTIONS = ['RUNNING', 'UPCOMING', 'FINISHED'] as const;

function TournamentCard({ tournament, now }: { tournament: Tournament; now: number }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const first = tournament.prizes[0];
  const when =
    tournament.status === 'RUNNING'
      ? t('competitions.tournaments.endsIn', { time: formatTimeLeft(Date.parse(tournament.endsAt), now, t) })
      : tournament.status === 'UPCOMING'
        ? t('competitions.tournaments.startsIn', { time: formatTimeLeft(Date.parse(tournament.startsAt), now, t) })
        : t('competitions.tournaments.ended');
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`t-${tournament.tournamentId}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h4" id={`t-${tournament.tournamentId}`}>
            <Anchor component={Link} to={href('/tournaments/:tournamentId', { tournamentId: tournament.tournamentId })} inherit>
              {tournament.name}
            </Anchor>
          </Title>
          <StatusBadge status={tournament.status} />
        </Group>
        <Text size="sm">{tournament.summary}</Text>
        <Group gap="xs">
          <Badge variant="light" color="gray" c="dark.7">
            {t(`competitions.scoring.${tournament.scoring}`)}
          </Badge>
          {first ? (
            <Badge variant="light" color="yellow" c="dark.7">
              {t('competitions.tournaments.firstPrize', { amount: formatFullAmount(first.prize.amount, first.prize.currency, locale) })}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {when} ・ {t('competitions.tournaments.entrants', { count: tournament.entrants })}
        </Text>
        {tournament.joined && tournament.myRank !== null ? (
          <Text size="sm" fw={600}>
            {t('competitions.tournaments.myRank', { rank: tournament.myRank, score: formatScore(tournament.myScore ?? 0, tournament.scoring, locale, t) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * /tournaments (open to visitors, SPEC §6): what runs now, what comes, and the latest results,
 * each a card leading to its page. Counts down on the server's clock.
 */
export function Component() {
  const { t } = useTranslation();
  const tournaments = useTournaments();
  const now = useServerNow();
  return (
    <PageFrame title={t('pages.tournaments')}>
      <Text size="sm">{t('competitions.tournaments.intro')}</Text>
      {tournaments.isError ? (
        <PartFailed onRetry={() => void tournaments.refetch()} retrying={tournaments.isFetching} />
      ) : !tournaments.data ? (
        <Skeleton height={240} radius="md" aria-hidden="true" />
      ) : (
        SECTIONS.map((status) => {
          const list = tournaments.data.tournaments.filter((tournament) => tournament.status === status);
          if (list.length === 0) return null;
          return (
            <Stack gap="sm" component="section" key={status} aria-labelledby={`section-${status}`}>
              <Title order={2} size="h3" id={`section-${status}`}>
                {t(`competitions.tournaments.sections.${status}`)}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {list.map((tournament) => (
                  <TournamentCard key={tournament.tournamentId} tournament={tournament} now={now} />
                ))}
              </SimpleGrid>
            </Stack>
          );
        })
      )}
    </PageFrame>
  );
}
