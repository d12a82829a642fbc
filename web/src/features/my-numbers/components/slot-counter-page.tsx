import { Alert, Button, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '#web/api/player.ts';
import { invalidateSlotCounter, useSlotCounter, type SlotMachineCounter } from '#web/api/slot-counter.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { signedCoins, SlumpGraph } from '#web/components/slump-graph/slump-graph.tsx';
import { formatDate } from '#web/lib/format/format.ts';
import { currentLanguage } from '#web/lib/i18n/i18n.ts';
import { usePushTopic } from '#web/lib/socket/use-push-topic.ts';
import { isoDateIn } from '#web/lib/time/date-range.ts';
import { serverNow } from '#web/lib/time/server-time.ts';
import { FigureCards, FigureTable, netColour, useFigureText } from './figures';

/** How the counter writes its figures: odds as a hall's counter does, "1/166.7", "-" without one. */
function useCounterText() {
  const text = useFigureText();
  const locale = currentLanguage();
  return {
    ...text,
    odds: (odds: number | null) => (odds === null ? '-' : `1/${odds.toFixed(1)}`),
    coins: (coins: number) => signedCoins(coins, locale),
  };
}

/**
 * /account/slot-counter: the pachislot data counter of a day, per machine the player
 * played: what a hall's counter shows above the machine (total spins, BB and RB with their odds,
 * spins since the last bonus, 差枚 and the yen net), the day's slump graph with its table, and
 * the day's sessions on the machine.
 */
export function Component() {
  const { t } = useTranslation();
  const timeZone = usePlayer()?.timeZone;
  const [today] = useState(() => isoDateIn(serverNow(), timeZone));
  const [date, setDate] = useState(today);
  const answer = useSlotCounter({ date }, date !== '');
  usePushTopic('wallet', () => void invalidateSlotCounter());

  return (
    <PageFrame title={t('pages.slotCounter')}>
      <Text size="sm" c="dimmed">
        {t('myNumbers.counter.intro')}
      </Text>
      <TextInput type="date" label={t('myNumbers.counter.date')} value={date} max={today} onChange={(event) => setDate(event.currentTarget.value)} maw={240} />
      {answer.isError && !answer.data ? (
        <Alert color="red" title={t('myNumbers.loadFailed')}>
          <Button variant="light" onClick={() => void answer.refetch()}>
            {t('myNumbers.retry')}
          </Button>
        </Alert>
      ) : answer.data ? (
        answer.data.machines.length === 0 ? (
          <Text aria-live="polite">{t('myNumbers.counter.noSpins')}</Text>
        ) : (
          <Stack gap="xl">
            {answer.data.machines.map((machine) => (
              <MachineCounter key={machine.gameId} machine={machine} currency={answer.data.currency} timeZone={timeZone} />
            ))}
          </Stack>
        )
      ) : (
        <Text aria-live="polite">{t('myNumbers.loading')}</Text>
      )}
    </PageFrame>
  );
}

function MachineCounter({ machine, currency, timeZone }: { machine: SlotMachineCounter; currency: string; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const text = useCounterText();
  const locale = currentLanguage();
  const at = (iso: string) => formatDate(iso, { locale, timeZone, withTime: true });
  const headingId = `counter-${machine.gameId}`;
  const figures = machine.day;
  const cards = [
    { label: t('myNumbers.counter.spins'), value: text.count(figures.spins) },
    { label: t('myNumbers.counter.bb'), value: `${text.count(figures.bb)} (${text.odds(figures.bbOdds)})` },
    { label: t('myNumbers.counter.rb'), value: `${text.count(figures.rb)} (${text.odds(figures.rbOdds)})` },
    { label: t('myNumbers.counter.bonusOdds'), value: text.odds(figures.bonusOdds) },
    { label: t('myNumbers.counter.sinceBonus'), value: text.count(figures.spinsSinceBonus) },
    { label: t('myNumbers.counter.coinDifference'), value: text.coins(figures.coinDifference), colour: netColour(figures.coinDifference) },
    { label: t('myNumbers.net'), value: text.net(figures.net, currency), colour: netColour(figures.net) },
  ];
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {machine.gameName}
      </Title>
      <FigureCards label={t('myNumbers.counter.dayFigures', { game: machine.gameName })} items={cards} />
      <SlumpGraph
        points={machine.slump}
        caption={t('myNumbers.counter.slump', { game: machine.gameName })}
        spinsLabel={t('myNumbers.counter.spins')}
        coinsLabel={t('myNumbers.counter.coinDifference')}
      />
      <FigureTable
        caption={t('myNumbers.counter.sessions', { game: machine.gameName })}
        head={
          <Table.Tr>
            <Table.Th>{t('myNumbers.start')}</Table.Th>
            <Table.Th>{t('myNumbers.end')}</Table.Th>
            <Table.Th ta="right">{t('myNumbers.counter.spins')}</Table.Th>
            <Table.Th ta="right">{t('myNumbers.counter.bb')}</Table.Th>
            <Table.Th ta="right">{t('myNumbers.counter.rb')}</Table.Th>
            <Table.Th ta="right">{t('myNumbers.counter.bonusOdds')}</Table.Th>
            <Table.Th ta="right">{t('myNumbers.counter.sinceBonus')}</Table.Th>
            <Table.Th ta="right">{t('myNumbers.counter.coinDifference')}</Table.Th>
            <Table.Th ta="right">{t('myNumbers.net')}</Table.Th>
          </Table.Tr>
        }
      >
        {machine.sessions.map((session) => (
          <Table.Tr key={session.startedAt}>
            <Table.Th scope="row" fw={400}>
              {at(session.startedAt)}
            </Table.Th>
            <Table.Td>{at(session.endedAt)}</Table.Td>
            <Table.Td ta="right">{text.count(session.spins)}</Table.Td>
            <Table.Td ta="right">{text.count(session.bb)}</Table.Td>
            <Table.Td ta="right">{text.count(session.rb)}</Table.Td>
            <Table.Td ta="right">{text.odds(session.bonusOdds)}</Table.Td>
            <Table.Td ta="right">{text.count(session.spinsSinceBonus)}</Table.Td>
            <Table.Td ta="right">{text.coins(session.coinDifference)}</Table.Td>
            <Table.Td ta="right">
              <Text size="sm" fw={700} c={netColour(session.net)} span>
                {text.net(session.net, currency)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </FigureTable>
    </Stack>
  );
}
