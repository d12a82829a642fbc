import { Alert, Anchor, Button, Group, List, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { codes } from '#web/lib/http/error-codes.ts';
import { useOffersClosed } from '#web/api/offers-closed.ts';
import { useIsLoggedIn } from '#web/api/player.ts';
import { OffersClosedNotice } from '#web/components/offers-closed-notice.tsx';
import { PageFrame } from '#web/components/page-frame.tsx';
import { PartFailed } from '#web/components/part-failed.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { ApiError } from '#web/lib/http/errors.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { href } from '#web/lib/paths.ts';
import { useServerNow } from '#web/lib/time/use-server-now.ts';
import { useAppSettings } from '#web/stores/app-settings.ts';
import { tournamentQueryOptions, useJoinTournament, useLiveRanking, useTournament, type TournamentDetail } from '../api/tournaments';
import { formatTimeLeft, lobbyOf } from '../utils/tournament';
import { RankingTable } from './ranking-table';
import { StatusBadge } from './status-badge';

function PrizeTable({ detail }: { detail: TournamentDetail }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const label = t('competitions.tournament.prizes');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="prizes-title">
      <Title order={2} size="h4" id="prizes-title" mb="xs">
        {label}
      </Title>
      <Table aria-label={label} verticalSpacing={4}>
        <Table.Tbody>
          {detail.prizes.map((band) => (
            <Table.Tr key={band.fromRank}>
              <Table.Th scope="row">{band.fromRank === band.toRank ? t('competitions.tournament.rankOf', { rank: band.fromRank }) : t('competitions.tournament.ranks', { from: band.fromRank, to: band.toRank })}</Table.Th>
              <Table.Td ta="right">{formatFullAmount(band.prize.amount, band.prize.currency, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="xs">
        {t('competitions.tournament.paidTo')}
      </Text>
    </Paper>
  );
}

/** Join (a visitor is asked to log in first), or what a joined player does next; closed, and why, to a player on a break. */
function JoinPanel({ detail }: { detail: TournamentDetail }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const openAuth = useAppSettings((state) => state.openAuth);
  const join = useJoinTournament(detail.tournamentId);
  const closed = useOffersClosed();
  if (detail.status === 'FINISHED') return null;
  if (closed) return <OffersClosedNotice closed={closed} />;
  if (detail.joined) {
    return (
      <Group gap="sm" justify="space-between">
        <Text size="sm" fw={600} role="status">
          {t('competitions.tournament.joined')}
        </Text>
        <Button component={Link} to={lobbyOf(detail)} variant="default">
          {t('competitions.tournament.play')}
        </Button>
      </Group>
    );
  }
  return loggedIn ? (
    <Button size="md" onClick={() => join.mutate()} loading={join.isPending}>
      {t('competitions.tournament.join')}
    </Button>
  ) : (
    <Button size="md" onClick={() => openAuth('login')}>
      {t('competitions.tournament.joinLogin')}
    </Button>
  );
}

function Result({ detail }: { detail: TournamentDetail }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  if (!detail.result) return null;
  const mine = detail.result.winners.find((w) => w.you);
  return (
    // The title in the text colour: the yellow tint's own title colour is too pale to read on it.
    <Alert color={mine ? 'yellow' : 'gray'} title={t('competitions.tournament.result')} role="status" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
      {mine && detail.result.myPrize
        ? t('competitions.tournament.youWon', { rank: mine.rank, amount: formatFullAmount(detail.result.myPrize.amount, detail.result.myPrize.currency, locale) })
        : detail.joined
          ? t('competitions.tournament.noPrize')
          : t('competitions.tournament.finishedAt', { date: formatDate(detail.result.finishedAt, { locale, withTime: true, timeZone: 'Asia/Tokyo' }) })}
    </Alert>
  );
}

function Overview({ detail }: { detail: TournamentDetail }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const now = useServerNow();
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const ends = Date.parse(detail.endsAt);
  const starts = Date.parse(detail.startsAt);
  // Its time came on the server's clock: read it again (the server settles the end first).
  const due = (detail.status === 'RUNNING' && now >= ends) || (detail.status === 'UPCOMING' && now >= starts);
  useEffect(() => {
    if (due) void queryClient.invalidateQueries({ queryKey: tournamentQueryOptions(detail.tournamentId, loggedIn).queryKey });
  }, [due, detail.tournamentId, loggedIn, queryClient]);
  const period = `${formatDate(detail.startsAt, { locale, withTime: true, timeZone: 'Asia/Tokyo' })} – ${formatDate(detail.endsAt, { locale, withTime: true, timeZone: 'Asia/Tokyo' })}`;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Text>{detail.summary}</Text>
          <StatusBadge status={detail.status} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {detail.status === 'UPCOMING' ? t('competitions.tournament.startsIn') : t('competitions.tournament.timeLeft')}
            </Text>
            <Text fw={700} size="lg" role="timer" aria-live="off">
              {detail.status === 'FINISHED' ? t('competitions.status.FINISHED') : formatTimeLeft(detail.status === 'UPCOMING' ? starts : ends, now, t)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('competitions.tournament.scoringLabel')}
            </Text>
            <Text fw={600}>{t(`competitions.scoring.${detail.scoring}`)}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('competitions.tournament.gamesLabel')}
            </Text>
            <Text fw={600}>{detail.playTypes.map((type) => t(`competitions.playTypes.${type}`)).join('・')}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('competitions.tournament.entrantsLabel')}
            </Text>
            <Text fw={600}>{t('competitions.tournament.entrantsCount', { count: detail.entrants })}</Text>
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('competitions.tournament.period', { period })}
        </Text>
        <JoinPanel detail={detail} />
      </Stack>
    </Paper>
  );
}

/**
 * /tournaments/:tournamentId (open to visitors): the rules, the prize table, the time left, joining,
 * the live ranking with the player's own row marked, and the result once it ends. The ranking
 * follows the tournament's `orderRanking` pushes without a reload.
 */
export function Component() {
  const { t } = useTranslation();
  const { tournamentId = '' } = useParams();
  const tournament = useTournament(tournamentId);
  useLiveRanking(tournamentId);
  const detail = tournament.data;
  const notFound = tournament.error instanceof ApiError && tournament.error.code === codes.tournamentNotFound;
  return (
    <PageFrame title={detail?.name ?? t('pages.tournament')}>
      <Anchor component={Link} to={href('/tournaments')} size="sm">
        {t('competitions.tournament.back')}
      </Anchor>
      {notFound ? (
        <Text role="alert">{t('competitions.tournament.notFound')}</Text>
      ) : tournament.isError ? (
        <PartFailed onRetry={() => void tournament.refetch()} retrying={tournament.isFetching} />
      ) : !detail ? (
        <Skeleton height={320} radius="md" aria-hidden="true" />
      ) : (
        <>
          <Result detail={detail} />
          <Overview detail={detail} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <RankingTable detail={detail} />
            <Stack gap="md">
              <PrizeTable detail={detail} />
              <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rules-title">
                <Title order={2} size="h4" id="rules-title" mb="xs">
                  {t('competitions.tournament.rules')}
                </Title>
                <List size="sm" spacing={4}>
                  {detail.rules.map((rule) => (
                    <List.Item key={rule}>{rule}</List.Item>
                  ))}
                </List>
              </Paper>
            </Stack>
          </SimpleGrid>
        </>
      )}
    </PageFrame>
  );
}
