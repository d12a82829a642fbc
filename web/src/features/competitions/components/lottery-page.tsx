import { useOffersClosed } from '#web/api/offers-closed.ts';
import { OffersClosedNotice } from '#web/components/offers-closed-notice.tsx';
import { Code, Group, List, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '#web/api/player.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { PartFailed } from '#web/components/part-failed.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { formatFullAmount } from '#web/lib/format/full-amount.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { useServerNow } from '#web/lib/time/use-server-now.ts';
import { lotteryQueryOptions, lotteryTicketsQueryOptions, useLottery, useLotteryTickets, type Lottery, type LotteryTickets } from '../api/lottery';
import { formatTimeLeft } from '../utils/tournament';
import { Balls } from './balls';
import { DrawCheck } from './draw-check';
import { LotteryEntry } from './lottery-entry';

function OpenDraw({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const now = useServerNow();
  const queryClient = useQueryClient();
  const drawAt = Date.parse(lottery.openDraw.drawAt);
  // The draw's time came on the server's clock: read the lottery (and the entries' results) again.
  const due = now >= drawAt;
  useEffect(() => {
    if (!due) return;
    void queryClient.invalidateQueries({ queryKey: lotteryQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: lotteryTicketsQueryOptions().queryKey });
  }, [due, queryClient]);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="open-draw">
      <Stack gap="xs">
        <Title order={2} size="h4" id="open-draw">
          {t('competitions.lottery.nextDraw', { id: lottery.openDraw.drawId })}
        </Title>
        <Group gap="lg">
          <Text size="sm">{formatDate(drawAt, { locale, withTime: true, timeZone: 'Asia/Tokyo' })}</Text>
          <Text size="sm" fw={700} role="timer" aria-live="off">
            {t('competitions.lottery.drawIn', { time: formatTimeLeft(drawAt, now, t) })}
          </Text>
          <Text size="sm">{t('competitions.lottery.entries', { count: lottery.openDraw.entries })}</Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('competitions.lottery.seedHashPublished')}
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} aria-label={t('competitions.lottery.seedHashOf', { id: lottery.openDraw.drawId })}>
          {lottery.openDraw.seedHash}
        </Code>
      </Stack>
    </Paper>
  );
}

function Prizes({ lottery }: { lottery: Lottery }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const label = t('competitions.lottery.prizes');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="lottery-prizes">
      <Title order={2} size="h4" id="lottery-prizes" mb="xs">
        {label}
      </Title>
      <Text size="sm" mb="xs">
        {t('competitions.lottery.howToPlay', { pick: lottery.rules.pick, max: lottery.rules.max, time: lottery.drawTime })}
      </Text>
      <Table aria-label={label} verticalSpacing={4}>
        <Table.Tbody>
          {lottery.rules.prizes.map((prize) => (
            <Table.Tr key={prize.matches}>
              <Table.Th scope="row">{t('competitions.lottery.matches', { count: prize.matches })}</Table.Th>
              <Table.Td ta="right">{formatFullAmount(prize.prize.amount, prize.prize.currency, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function MyEntries({ tickets, lottery }: { tickets: LotteryTickets; lottery: Lottery }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  if (tickets.entries.length === 0) return null;
  const numbersOf = (drawId: string) => (lottery.openDraw.drawId === drawId ? null : (lottery.recentDraws.find((d) => d.drawId === drawId)?.winningNumbers ?? null));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-entries">
      <Title order={2} size="h4" id="my-entries" mb="xs">
        {t('competitions.lottery.myEntries')}
      </Title>
      <Stack gap="xs">
        {tickets.entries.map((entry) => (
          <Group key={entry.entryId} justify="space-between" wrap="nowrap">
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {entry.drawId}
              </Text>
              <Balls numbers={entry.numbers} label={t('competitions.lottery.entryNumbers', { id: entry.entryId })} matched={numbersOf(entry.drawId) ?? []} />
            </Stack>
            <Text size="sm" fw={600} ta="right">
              {entry.status === 'OPEN'
                ? t('competitions.lottery.waiting')
                : entry.prize
                  ? t('competitions.lottery.won', { count: entry.matches ?? 0, amount: formatFullAmount(entry.prize.amount, entry.prize.currency, locale) })
                  : t('competitions.lottery.lost', { count: entry.matches ?? 0 })}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * /lottery (its rules and draws open to visitors, SPEC §6): the next draw with the hash of its
 * seed published before it, the player's tickets and numbers, and the results with their seeds and
 * a check any player can run in the browser.
 */
export function Component() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const lottery = useLottery();
  const tickets = useLotteryTickets(loggedIn);
  const offersClosed = useOffersClosed();
  const data = lottery.data;
  return (
    <PageFrame title={data?.name ?? t('pages.lottery')}>
      {lottery.isError ? (
        <PartFailed onRetry={() => void lottery.refetch()} retrying={lottery.isFetching} />
      ) : !data ? (
        <Skeleton height={320} radius="md" aria-hidden="true" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Stack gap="md">
              <OpenDraw lottery={data} />
              {offersClosed ? <OffersClosedNotice closed={offersClosed} /> : <LotteryEntry lottery={data} tickets={tickets.data} loggedIn={loggedIn} />}
              {tickets.data ? <MyEntries tickets={tickets.data} lottery={data} /> : null}
            </Stack>
            <Stack gap="md">
              <Prizes lottery={data} />
              <Paper withBorder radius="md" p="md" component="section" aria-labelledby="results">
                <Title order={2} size="h4" id="results" mb="xs">
                  {t('competitions.lottery.results')}
                </Title>
                <Stack gap="sm">
                  {data.recentDraws.length === 0 ? <Text size="sm">{t('competitions.lottery.noResults')}</Text> : null}
                  {data.recentDraws.map((draw) => (
                    <DrawCheck key={draw.drawId} draw={draw} pick={data.rules.pick} max={data.rules.max} />
                  ))}
                </Stack>
              </Paper>
              <Paper withBorder radius="md" p="md" component="section" aria-labelledby="how-to-check">
                <Title order={2} size="h4" id="how-to-check" mb="xs">
                  {t('competitions.lottery.howToCheck')}
                </Title>
                <List type="ordered" size="sm" spacing={4}>
                  {data.rules.verification.steps.map((step) => (
                    <List.Item key={step}>{step}</List.Item>
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
