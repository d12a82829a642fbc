import { NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateMyNumbers, usePlaySessions, type PlaySessionRecord, type PlaySessions } from '#web/api/my-numbers.ts';
import { usePlayer } from '#web/api/player.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { usePushTopic } from '#web/lib/socket/use-push-topic.ts';
import { useAppSettings } from '#web/stores/app-settings.ts';
import { FigureCards, FiguresAnswer, netColour, useFigureText } from './figures';
import { recentMonths } from './months';

function useSessionText(timeZone: string | undefined) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  return {
    at: (iso: string) => formatDate(iso, { locale, timeZone, withTime: true }),
    duration: (seconds: number) => {
      const minutes = Math.floor(seconds / 60);
      return minutes >= 60 ? t('myNumbers.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }) : t('myNumbers.minutes', { minutes });
    },
    month: (month: string) => t('myNumbers.monthName', { year: Number(month.slice(0, 4)), month: Number(month.slice(5)) }),
    games: (session: PlaySessionRecord) => session.games.map((game) => game.gameName).join(t('myNumbers.listSeparator')),
  };
}

/**
 * /account/play-sessions: the player's play sessions of a month, each from its first round to its
 * last (a pause of 30 minutes ends one, as the session time limit counts), with its rounds,
 * stakes, wins, net and games; the month's net and its longest session on top.
 */
export function Component() {
  const { t } = useTranslation();
  const timeZone = usePlayer()?.timeZone;
  const [months] = useState(() => recentMonths(timeZone));
  const [month, setMonth] = useState(months[0]!);
  const text = useSessionText(timeZone);
  const answer = usePlaySessions({ month });
  usePushTopic('wallet', () => void invalidateMyNumbers());

  return (
    <PageFrame title={t('pages.playSessions')}>
      <Text size="sm" c="dimmed">
        {t('myNumbers.sessionsIntro')}
      </Text>
      <NativeSelect label={t('myNumbers.month')} value={month} onChange={(event) => setMonth(event.currentTarget.value)} data={months.map((value) => ({ value, label: text.month(value) }))} maw={240} />
      <FiguresAnswer answer={answer}>{(month) => <MonthOfSessions month={month} timeZone={timeZone} />}</FiguresAnswer>
    </PageFrame>
  );
}

function MonthOfSessions({ month, timeZone }: { month: PlaySessions; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const figures = useFigureText();
  const text = useSessionText(timeZone);
  const bigScreen = useAppSettings((state) => state.bigScreen);
  const { totals, currency, sessions } = month;
  const longest = month.longest === null ? null : sessions[month.longest]!;
  return (
    <Stack gap="lg">
      <FigureCards
        label={t('myNumbers.monthTotals', { month: text.month(month.month) })}
        items={[
          { label: t('myNumbers.monthNet'), value: figures.net(totals.net, currency), colour: netColour(totals.net) },
          { label: t('myNumbers.sessionCount'), value: figures.count(totals.sessions) },
          { label: t('myNumbers.longest'), value: longest ? text.duration(longest.durationSeconds) : '-' },
          { label: t('myNumbers.playTime'), value: text.duration(totals.durationSeconds) },
          { label: t('myNumbers.rounds'), value: figures.count(totals.rounds) },
        ]}
      />
      {sessions.length === 0 ? (
        <Text>{t('myNumbers.noSessions')}</Text>
      ) : bigScreen ? (
        <Table striped verticalSpacing="xs" captionSide="top">
          <Table.Caption ta="left" fw={700} c="dark.7">
            {t('myNumbers.sessions')}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('myNumbers.start')}</Table.Th>
              <Table.Th>{t('myNumbers.end')}</Table.Th>
              <Table.Th ta="right">{t('myNumbers.duration')}</Table.Th>
              <Table.Th ta="right">{t('myNumbers.rounds')}</Table.Th>
              <Table.Th ta="right">{t('myNumbers.stake')}</Table.Th>
              <Table.Th ta="right">{t('myNumbers.wins')}</Table.Th>
              <Table.Th ta="right">{t('myNumbers.net')}</Table.Th>
              <Table.Th>{t('myNumbers.games')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions.map((session, index) => (
              <Table.Tr key={session.startedAt}>
                <Table.Th scope="row" fw={400}>
                  {text.at(session.startedAt)}
                  {index === month.longest && (
                    <Text size="xs" c="blue.9" fw={700}>
                      {t('myNumbers.longestMark')}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td>{text.at(session.endedAt)}</Table.Td>
                <Table.Td ta="right">{text.duration(session.durationSeconds)}</Table.Td>
                <Table.Td ta="right">{figures.count(session.rounds)}</Table.Td>
                <Table.Td ta="right">{figures.amount(session.stake, currency)}</Table.Td>
                <Table.Td ta="right">{figures.amount(session.payout, currency)}</Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" fw={700} c={netColour(session.net)} span>
                    {figures.net(session.net, currency)}
                  </Text>
                </Table.Td>
                <Table.Td>{text.games(session)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('myNumbers.sessions')}>
          {sessions.map((session, index) => (
            <Paper key={session.startedAt} component="li" withBorder p="sm" radius="md">
              <Text fw={700}>
                {text.at(session.startedAt)} – {text.at(session.endedAt)}
              </Text>
              {index === month.longest && (
                <Text size="xs" c="blue.9" fw={700}>
                  {t('myNumbers.longestMark')}
                </Text>
              )}
              <Text size="sm">{text.games(session)}</Text>
              <FigureCards
                label={t('myNumbers.sessionFigures')}
                items={[
                  { label: t('myNumbers.duration'), value: text.duration(session.durationSeconds) },
                  { label: t('myNumbers.rounds'), value: figures.count(session.rounds) },
                  { label: t('myNumbers.stake'), value: figures.amount(session.stake, currency) },
                  { label: t('myNumbers.wins'), value: figures.amount(session.payout, currency) },
                  { label: t('myNumbers.net'), value: figures.net(session.net, currency), colour: netColour(session.net) },
                ]}
              />
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
