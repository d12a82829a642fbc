import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Group, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateMyNumbers, ReturnPeriod, useMyReturn, type MyReturn, type MyReturnQuery } from '#web/api/my-numbers.ts';
import { usePlayer } from '#web/api/player.ts';
import { PageFrame } from '#web/components/page-frame.tsx';
import { usePushTopic } from '#web/lib/socket/use-push-topic.ts';
import { addDays, isoDateIn } from '#web/lib/time/date-range.ts';
import { serverNow } from '#web/lib/time/server-time.ts';
import { FigureCards, FigureCells, FigureHeads, FigureTable, FiguresAnswer, netColour, useFigureText } from './figures';

const PERIODS = Object.values(ReturnPeriod);
/** The chart compares this many games (the most staked); the tables list them all. */
const CHART_GAMES = 8;

/**
 * /account/my-rtp: the player's own return (payout over stake) on their settled real-money bets,
 * overall and by game (beside the game's published RTP), provider and play type, for today, 7 or
 * 30 days or two dates; rounds paid with bonus money and free bets apart. The chart compares
 * each game's return with its published one; the tables under it hold the same figures.
 */
export function Component() {
  const { t } = useTranslation();
  const timeZone = usePlayer()?.timeZone;
  const [period, setPeriod] = useState<ReturnPeriod>('LAST_7_DAYS');
  // The chosen range starts as the last 30 days on the server's clock (the bets are dated by it).
  const [range, setRange] = useState(() => {
    const today = isoDateIn(serverNow(), timeZone);
    return { from: addDays(today, -29), to: today };
  });
  const rangeError = period === 'RANGE' && (!range.from || !range.to || range.to < range.from) ? t('myNumbers.invalidRange') : null;
  const query: MyReturnQuery = period === 'RANGE' ? { period, from: range.from, to: range.to } : { period };
  const answer = useMyReturn(query, rangeError === null);
  usePushTopic('wallet', () => void invalidateMyNumbers());

  return (
    <PageFrame title={t('pages.myRtp')}>
      <Text size="sm" c="dimmed">
        {t('myNumbers.rtpIntro')}
      </Text>
      <Stack gap={4} role="group" aria-label={t('myNumbers.period')}>
        <SegmentedControl fullWidth value={period} onChange={(value) => setPeriod(value as ReturnPeriod)} data={PERIODS.map((value) => ({ value, label: t(`myNumbers.periods.${value}`) }))} />
        {period === 'RANGE' && (
          <Group gap="sm" grow align="flex-start">
            <TextInput type="date" label={t('myNumbers.from')} value={range.from} max={range.to} onChange={(event) => setRange({ ...range, from: event.currentTarget.value })} />
            <TextInput type="date" label={t('myNumbers.to')} value={range.to} min={range.from} error={rangeError} onChange={(event) => setRange({ ...range, to: event.currentTarget.value })} />
          </Group>
        )}
      </Stack>
      <FiguresAnswer answer={answer}>{(report) => <ReturnReport report={report} />}</FiguresAnswer>
    </PageFrame>
  );
}

function ReturnReport({ report }: { report: MyReturn }) {
  const { t } = useTranslation();
  const text = useFigureText();
  const { overall, currency } = report;
  return (
    <Stack gap="lg">
      <Text size="sm" aria-live="polite">
        {t('myNumbers.between', { from: report.from, to: report.to })}
      </Text>
      <FigureCards
        label={t('myNumbers.overall')}
        items={[
          { label: t('myNumbers.rtp'), value: text.rtp(overall.rtp) },
          { label: t('myNumbers.rounds'), value: text.count(overall.rounds) },
          { label: t('myNumbers.stake'), value: text.amount(overall.stake, currency) },
          { label: t('myNumbers.payout'), value: text.amount(overall.payout, currency) },
          { label: t('myNumbers.net'), value: text.net(overall.net, currency), colour: netColour(overall.net) },
        ]}
      />
      {overall.rounds === 0 ? (
        <Text>{t('myNumbers.noRounds')}</Text>
      ) : (
        <>
          <GameChart report={report} />
          <FigureTable
            caption={t('myNumbers.byGame')}
            head={
              <FigureHeads>
                <Table.Th>{t('myNumbers.game')}</Table.Th>
                <Table.Th ta="right">{t('myNumbers.publishedRtp')}</Table.Th>
              </FigureHeads>
            }
          >
            {report.byGame.map((game) => (
              <Table.Tr key={game.gameId}>
                <Table.Th scope="row" fw={400}>
                  <Text size="sm">{game.gameName}</Text>
                  <Text size="xs" c="dimmed">
                    {game.providerCode} · {t(`myNumbers.playTypes.${game.playType}`)}
                  </Text>
                </Table.Th>
                <Table.Td ta="right">{text.rtp(game.publishedRtp)}</Table.Td>
                <FigureCells figures={game} currency={currency} />
              </Table.Tr>
            ))}
          </FigureTable>
          <FigureTable caption={t('myNumbers.byProvider')} head={<FigureHeads><Table.Th>{t('myNumbers.provider')}</Table.Th></FigureHeads>}>
            {report.byProvider.map((row) => (
              <Table.Tr key={row.providerCode}>
                <Table.Th scope="row" fw={400}>
                  {row.providerCode}
                </Table.Th>
                <FigureCells figures={row} currency={currency} />
              </Table.Tr>
            ))}
          </FigureTable>
          <FigureTable caption={t('myNumbers.byPlayType')} head={<FigureHeads><Table.Th>{t('myNumbers.playType')}</Table.Th></FigureHeads>}>
            {report.byPlayType.map((row) => (
              <Table.Tr key={row.playType}>
                <Table.Th scope="row" fw={400}>
                  {t(`myNumbers.playTypes.${row.playType}`)}
                </Table.Th>
                <FigureCells figures={row} currency={currency} />
              </Table.Tr>
            ))}
          </FigureTable>
        </>
      )}
      <Stack gap={4}>
        <Title order={2} size="h4">
          {t('myNumbers.apart')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('myNumbers.apartIntro')}
        </Text>
        <FigureTable caption={t('myNumbers.apartTable')} head={<FigureHeads><Table.Th>{t('myNumbers.money')}</Table.Th></FigureHeads>}>
          <Table.Tr>
            <Table.Th scope="row" fw={400}>
              {t('myNumbers.bonusRounds')}
            </Table.Th>
            <FigureCells figures={report.bonusRounds} currency={currency} />
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" fw={400}>
              {t('myNumbers.freeBetRounds')}
            </Table.Th>
            <FigureCells figures={report.freeBetRounds} currency={currency} />
          </Table.Tr>
        </FigureTable>
      </Stack>
    </Stack>
  );
}

/**
 * The most staked games' return beside their published RTP, as bars. A picture of the table
 * below it, which is what a screen reader reads: the chart is hidden from the accessibility tree
 * and takes no focus (recharts' keyboard layer off).
 */
function GameChart({ report }: { report: MyReturn }) {
  const { t } = useTranslation();
  const data = report.byGame.slice(0, CHART_GAMES).map((game) => ({ game: game.gameName, mine: game.rtp ?? 0, published: game.publishedRtp ?? 0 }));
  return (
    <div aria-hidden="true">
      <BarChart
        h={Math.max(160, data.length * 56)}
        data={data}
        dataKey="game"
        orientation="vertical"
        yAxisProps={{ width: 110 }}
        // The percent on the value axis and in the tooltip (Mantine formats both with it); its
        // `unit` would put it on the games' names too in a vertical chart.
        valueFormatter={(value) => `${value}%`}
        withLegend
        series={[
          { name: 'mine', label: t('myNumbers.rtp'), color: 'blue.7' },
          { name: 'published', label: t('myNumbers.publishedRtp'), color: 'gray.5' },
        ]}
        barChartProps={{ accessibilityLayer: false }}
      />
    </div>
  );
}
